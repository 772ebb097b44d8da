// @vitest-environment jsdom
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORAGE_ITEMS } from '@/lib/session/storage.ts';
import { $brand, pickBrand, rememberBrand, selectBrand, type Brand } from './brand.ts';

const BRANDS: Brand[] = readdirSync('content/brands')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`content/brands/${name}`, 'utf8')) as Brand);

describe('partner brands', () => {
  it('holds five partner brands and one default', () => {
    expect(BRANDS.filter((brand) => brand.default)).toHaveLength(1);
    expect(BRANDS.filter((brand) => !brand.default)).toHaveLength(5);
  });

  it('maps the two demo tenants to partner brands by rgs', () => {
    expect(pickBrand(BRANDS, { rgs: 'andes-2025' }).name).toBe('Transportes Andes');
    expect(pickBrand(BRANDS, { rgs: 'sur-2025' }).name).toBe('Logística Sur');
  });

  it('selects by business slug when no rgs matches', () => {
    expect(pickBrand(BRANDS, { slug: 'logistica-sur' }).slug).toBe('logistica-sur');
    expect(pickBrand(BRANDS, { rgs: 'otro', slug: 'transportes-andes' }).slug).toBe('transportes-andes');
  });

  it('prefers rgs over the slug', () => {
    expect(pickBrand(BRANDS, { rgs: 'sur-2025', slug: 'transportes-andes' }).slug).toBe('logistica-sur');
  });

  it('falls back to the default brand when nothing matches', () => {
    expect(pickBrand(BRANDS, {}).default).toBe(true);
    expect(pickBrand(BRANDS, { rgs: 'desconocido', slug: 'nadie' }).slug).toBe('enlista');
  });

  it('themes the document: colours as custom properties, title and icon', () => {
    document.head.innerHTML =
      '<title>x</title><link rel="icon" href="/favicon.svg"><meta name="theme-color" content="#000000">';
    const brand = selectBrand(BRANDS, { rgs: 'andes-2025' }, 'Iniciar sesión');
    expect($brand.get()).toBe(brand);
    const root = document.documentElement;
    expect(root.style.getPropertyValue('--brand')).toBe(brand.colors.primary);
    expect(root.style.getPropertyValue('--brand-strong')).toBe(brand.colors.primaryStrong);
    expect(root.dataset['brand']).toBe('transportes-andes');
    expect(document.title).toBe(`Iniciar sesión | ${brand.title}`);
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(brand.icon);
  });

  it("remembers a dashboard's brand by its slug, for the next visit's first paint", () => {
    rememberBrand(pickBrand(BRANDS, { rgs: 'sur-2025' }));
    expect(localStorage.getItem(STORAGE_ITEMS.brand)).toBe('logistica-sur');
  });
});
