// The brand list the sign-in and registration shells and the dashboards carry for their inline
// script (shell-brand.js): only what the first paint needs, as JSON safe inside a <script> element.

/** What the script reads of a partner brand. */
export interface ShellBrand {
  readonly slug: string;
  readonly name: string;
  readonly rgs: readonly string[];
  readonly logo: string;
  readonly icon: string;
  readonly colors: Readonly<Record<'primary' | 'primaryStrong' | 'contrast' | 'accent', string>>;
  readonly default: boolean;
}

export function shellBrandData(brands: readonly ShellBrand[]): string {
  return JSON.stringify(
    brands.map(({ slug, name, rgs, logo, icon, colors, default: isDefault }) => ({
      slug,
      name,
      rgs,
      logo,
      icon,
      colors,
      default: isDefault,
    })),
  ).replaceAll('<', '\\u003c');
}
