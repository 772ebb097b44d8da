// The companies the navbar's script (remembered-login.js) can offer 'Ingresar a …' for: each
// partner brand but the default, with its name and the sign-in link of its first registration
// group, as JSON safe inside a <script> element.
import { paths } from '@/config/paths';

export interface LoginBrand {
  readonly slug: string;
  readonly name: string;
  readonly rgs: readonly string[];
  readonly default: boolean;
}

export function rememberedLoginData(brands: readonly LoginBrand[]): string {
  return JSON.stringify(
    brands.flatMap(({ slug, name, rgs, default: isDefault }) => {
      const group = rgs[0];
      return isDefault || group === undefined ? [] : [{ slug, name, href: paths.login(slug, group) }];
    }),
  ).replaceAll('<', '\\u003c');
}
