// Search and sharing on every public page: its own title and
// description, the canonical URL (none on the 404 page), the Open Graph image, lang="es-CL", the
// JSON-LD it should carry; the sitemap lists exactly the public pages and robots.txt points at
// it. Also: no public page overflows sideways at 375, 768, 1024 or 1440 px.
import { expect, test } from './fixtures.ts';

const PAGES = [
  { path: '/', jsonLd: ['Organization', 'FAQPage'] },
  { path: '/preguntas-frecuentes', jsonLd: ['FAQPage'] },
  { path: '/terminos-condiciones', jsonLd: [] },
  { path: '/politicas-privacidad', jsonLd: [] },
  { path: '/accesibilidad', jsonLd: [] },
  { path: '/tus-derechos', jsonLd: [] },
  { path: '/contacto', jsonLd: ['Organization'] },
  { path: '/no-existe', jsonLd: [], notFound: true },
] as const;

const INDEXED = [
  '/',
  '/accesibilidad/',
  '/contacto/',
  '/politicas-privacidad/',
  '/preguntas-frecuentes/',
  '/terminos-condiciones/',
  '/tus-derechos/',
];

test('every public page has its own title, description, canonical URL, Open Graph image and language', async ({
  page,
  baseURL,
}) => {
  const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
  for (const entry of PAGES) {
    await page.goto(entry.path);
    const title = await page.title();
    expect(title, entry.path).toMatch(/(^Enlista \| )|( \| Enlista$)/);
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, entry.path).toBeGreaterThan(20);
    seen.titles.add(title);
    seen.descriptions.add(description);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CL');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${baseURL}/og-image.png`);
    const canonical = page.locator('link[rel="canonical"]');
    if ('notFound' in entry) {
      await expect(canonical).toHaveCount(0);
    } else {
      const href = (await canonical.getAttribute('href')) ?? '';
      expect(new URL(href).origin).toBe(baseURL);
      expect(new URL(href).pathname.replace(/(.)\/$/, '$1')).toBe(entry.path);
    }
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((nodes) => nodes.map((node) => (JSON.parse(node.textContent) as { '@type': string })['@type']));
    expect(types, entry.path).toEqual(entry.jsonLd);
  }
  expect(seen.titles.size).toBe(PAGES.length);
  expect(seen.descriptions.size).toBe(PAGES.length);
});

test('the organisation data names the company, its e-mail, its address in Chile and its networks', async ({ page }) => {
  await page.goto('/contacto');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<
    string,
    unknown
  >;
  expect(data).toMatchObject({
    '@type': 'Organization',
    name: 'Enlista',
    email: 'contacto@enlista.cl',
    address: { addressCountry: 'CL' },
    areaServed: ['CL', 'AR', 'PE', 'MX'],
  });
  expect(data.sameAs).toHaveLength(2);
});

test('/verificar asks search engines not to index it', async ({ page }) => {
  await page.goto('/verificar');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('the sitemap lists exactly the public pages and robots.txt points at it', async ({ request, baseURL }) => {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const urls: string[] = [];
  for (const sitemap of sitemaps) {
    const xml = await (await request.get(sitemap)).text();
    urls.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? ''));
  }
  expect(urls.map((url) => url.replace(baseURL ?? '', '')).sort()).toEqual(INDEXED);

  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toContain('text/plain');
  expect((await robots.text()).split('\n')).toEqual([
    'User-agent: *',
    'Allow: /',
    'Disallow: /user/',
    'Disallow: /business/',
    `Sitemap: ${baseURL}/sitemap-index.xml`,
    '',
  ]);
});

for (const width of [375, 768, 1024, 1440]) {
  test(`no public page overflows sideways at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const entry of PAGES) {
      await page.goto(entry.path);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, entry.path).toBeLessThanOrEqual(0);
    }
  });
}
