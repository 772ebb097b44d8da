// Company area frame: each company's section is themed by its brand
// (business slug: colours, title, icon, logo) and shows the company's own name and logo, with the
// section navigation marking the current page.
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { svgDataUrl } from '../../src/lib/svg-data-url.ts';
import { COMPANY, COMPANY_SUR, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

interface Expected {
  readonly email: string;
  readonly slug: string;
  readonly name: string;
  readonly title: string;
  readonly primary: string;
}

const COMPANIES: readonly Expected[] = [
  {
    email: COMPANY,
    slug: 'transportes-andes',
    name: 'Transportes Andes',
    title: 'Transportes Andes · Portal de conductores',
    primary: '#0f766e',
  },
  {
    email: COMPANY_SUR,
    slug: 'logistica-sur',
    name: 'Logística Sur',
    title: 'Logística Sur · Portal de colaboradores',
    primary: '#6d28d9',
  },
];

const loaded = (page: Page, selector: string) =>
  page.locator(selector).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

for (const company of COMPANIES) {
  test(`${company.email} sees its brand, its name and its logo`, async ({ page }) => {
    await signInCompany(page, company.email);
    const root = page.locator('html');
    await expect(root).toHaveAttribute('data-brand', company.slug);
    await expect(page).toHaveTitle(`Publicaciones | ${company.title}`);
    expect(await root.evaluate((html) => html.style.getPropertyValue('--brand'))).toBe(company.primary);
    // The brand's tab icon travels inline with the page: the same drawing as its file, no request.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      'href',
      svgDataUrl(readFileSync(`public/brands/${company.slug}-icon.svg`, 'utf8')),
    );

    const brandLogo = page.getByRole('img', { name: company.name, exact: true });
    await expect(brandLogo).toHaveAttribute('src', `/brands/${company.slug}-logo.svg`);
    await expect.poll(() => loaded(page, '.bd-brand img')).toBe(true);
    await expect(page.getByText(`Hola, ${company.name}`)).toBeVisible();
    await expect(page.getByText(company.email, { exact: true })).toBeVisible();
    await expect(page.locator('.bd-company-logo img')).toHaveAttribute('src', new RegExp(`${company.slug}\\.png$`));
    await expect.poll(() => loaded(page, '.bd-company-logo img')).toBe(true);

    const nav = page.getByRole('navigation', { name: 'Panel de empresa' });
    await expect(nav.getByRole('link', { name: 'Publicaciones' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Perfiles registrados' }).click();
    await expect(page).toHaveTitle(`Perfiles registrados | ${company.title}`);
    await expect(nav.getByRole('link', { name: 'Perfiles registrados' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Publicaciones' })).not.toHaveAttribute('aria-current', 'page');
  });
}
