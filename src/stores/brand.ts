// The partner brand in force ($brand): `rgs` or the business slug picks
// one of the brands of the `brands` collection (pages pass them in), nothing matching picks the
// default. Applying a brand sets the theme colours as CSS custom properties from JS (no inline
// style attributes in server HTML: CSP), the page title and the icon. A dashboard also remembers
// the brand it applied, so its next visit is themed before any module runs.
import { atom } from 'nanostores';
import { writeItem } from '@/lib/session/storage.ts';

export interface BrandColors {
  readonly primary: string;
  readonly primaryStrong: string;
  readonly contrast: string;
  readonly accent: string;
}

export interface Brand {
  readonly slug: string;
  readonly name: string;
  readonly rgs: readonly string[];
  /** Page-title suffix: 'Iniciar sesión | {title}'. */
  readonly title: string;
  /** Dashboard welcome text. */
  readonly welcome: string;
  readonly icon: string;
  /** Sidebar / header logo (icon plus name). */
  readonly logo: string;
  readonly colors: BrandColors;
  readonly default: boolean;
}

export interface BrandKey {
  readonly rgs?: string | null | undefined;
  readonly slug?: string | null | undefined;
}

export const $brand = atom<Brand | null>(null);

/** The brand whose rgs matches, else whose slug matches, else the default (else the first). */
export function pickBrand(brands: readonly Brand[], key: BrandKey): Brand {
  const rgs = key.rgs?.trim();
  const slug = key.slug?.trim().toLowerCase();
  const byRgs = rgs ? brands.find((brand) => brand.rgs.includes(rgs)) : undefined;
  const bySlug = slug ? brands.find((brand) => brand.slug === slug) : undefined;
  const fallback = brands.find((brand) => brand.default) ?? brands[0];
  const chosen = byRgs ?? bySlug ?? fallback;
  if (!chosen) throw new Error('No brands were given: content/brands is empty');
  return chosen;
}

const CSS_VARIABLES: Record<keyof BrandColors, string> = {
  primary: '--brand',
  primaryStrong: '--brand-strong',
  contrast: '--brand-contrast',
  accent: '--accent',
};

/** Themes the document: colours, `data-brand`, `<title>` ('{page} | {brand title}') and icon. */
export function applyBrand(brand: Brand, pageName?: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  for (const [key, variable] of Object.entries(CSS_VARIABLES)) {
    root.style.setProperty(variable, brand.colors[key as keyof BrandColors]);
  }
  root.dataset['brand'] = brand.slug;
  document.title = pageName ? `${pageName} | ${brand.title}` : brand.title;
  // Each write to the icon link, even of the value it already has, makes the browser fetch it again.
  const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (icon && icon.getAttribute('href') !== brand.icon) {
    icon.href = brand.icon;
    if (icon.type !== 'image/svg+xml') icon.type = 'image/svg+xml';
  }
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', brand.colors.primary);
}

/**
 * Remembers the brand a dashboard applied: the dashboards' inline brand script paints the next
 * visit with it (colours and tab icon) before their island runs. Signing out forgets it.
 */
export function rememberBrand(brand: Brand): void {
  writeItem('brand', brand.slug);
}

/** Picks, stores and applies the brand for `key`; returns it. */
export function selectBrand(brands: readonly Brand[], key: BrandKey, pageName?: string): Brand {
  const brand = pickBrand(brands, key);
  $brand.set(brand);
  applyBrand(brand, pageName);
  return brand;
}
