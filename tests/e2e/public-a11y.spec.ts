// axe (WCAG 2.2 A/AA) over the public pages at phone and desktop widths, with the home FAQ open,
// and the home page's images reserving their space (no layout shift while loading).
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';

const PAGES = [
  '/',
  '/preguntas-frecuentes',
  '/terminos-condiciones',
  '/politicas-privacidad',
  '/accesibilidad',
  '/tus-derechos',
  '/contacto',
  '/no-existe',
];

for (const width of [375, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });

    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        // The page shows its content (a blank page or an error overlay would pass axe too).
        await expect(page.getByRole('main')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(/\S/);
        await expectNoAxeViolations(page);
      });
    }

    test('home with the sliders hydrated and every FAQ item open', async ({ page }) => {
      await page.goto('/');
      await hydrated(page, page.getByRole('region', { name: 'Casos de éxito' }));
      await expect(page.locator('#FAQS details').first()).toBeAttached();
      await page.locator('#FAQS details').evaluateAll((nodes) => {
        for (const node of nodes) {
          node.removeAttribute('name');
          node.setAttribute('open', '');
        }
      });
      await expectNoAxeViolations(page);
    });
  });
}

test('every home image declares its size', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('main img');
  // The home shows its images first, so an empty page cannot pass.
  await expect(images.first()).toBeVisible();
  expect(await images.count()).toBeGreaterThan(5);
  const missing = await images.evaluateAll((all) =>
    all
      .filter((image) => !image.getAttribute('width') || !image.getAttribute('height'))
      .map((image) => image.getAttribute('src')),
  );
  expect(missing).toEqual([]);
});
