// Byte budgets (JavaScript and CSS per page), checked on the build the end-to-end suite serves.
import { readdirSync, readFileSync } from 'node:fs';
import { builtPages, closure, ISLAND_ROUTES, measurePage, total } from '../../scripts/lib/js-bytes.ts';
import { expect, test } from './fixtures.ts';

const DIST = process.env.E2E_DIST ?? '.out/e2e';
const KB = 1024;
const pages = builtPages(DIST, readdirSync(DIST, { recursive: true, encoding: 'utf8' }));

test.describe('JavaScript budgets', () => {
  test('measures every static page, the rights page among them', () => {
    const measured = pages.filter(([route]) => !ISLAND_ROUTES.includes(route)).map(([route]) => route);
    expect(measured).toEqual(expect.arrayContaining(['/politicas-privacidad/', '/tus-derechos/', '/accesibilidad/']));
  });

  for (const [route, file] of pages.filter(([route]) => !ISLAND_ROUTES.includes(route))) {
    test(`${route} ships no framework JavaScript (inline hint under 1 KB)`, () => {
      const js = measurePage(DIST, file);
      expect(js.all.map((entry) => entry.path)).toEqual([]);
      expect(js.inline.raw).toBeLessThan(KB);
    });
  }

  test('the home page loads at most 15 KB gzip before the visitor scrolls, 110 KB in all', () => {
    const js = measurePage(DIST, `${DIST}/index.html`);
    expect(total(js.initial, 'gzip') + js.inline.gzip).toBeLessThanOrEqual(15 * KB);
    expect(total(js.all, 'gzip') + js.inline.gzip).toBeLessThanOrEqual(110 * KB);
  });

  test('/verificar/ loads no script file before the person acts; its island waits for them', () => {
    const js = measurePage(DIST, `${DIST}/verificar/index.html`);
    expect(js.initial).toEqual([]);
    // The island exists (it loads on the first act) and the page's inline lines stay small: the
    // session hint, the island element's runtime and the directive that waits for the person.
    expect(js.all.length).toBeGreaterThan(0);
    expect(js.inline.gzip).toBeLessThanOrEqual(3 * KB);
  });

  test("/firmar-poder/ draws the power with its own script: under 2 KB gzip, without the framework's file", () => {
    const html = readFileSync(`${DIST}/firmar-poder/index.html`, 'utf8');
    const own = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(own).toHaveLength(1);
    const files = closure(DIST, own);
    expect(files.map((file) => file.path).filter((path) => /\/framework\.[^/]*\.js$/.test(path))).toEqual([]);
    expect(total(files, 'gzip')).toBeLessThanOrEqual(2 * KB);
  });

  test("/ofertas/ draws a shared posting with its own script: under 6 KB gzip, without the framework's file", () => {
    const html = readFileSync(`${DIST}/ofertas/index.html`, 'utf8');
    const own = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => match[1] ?? '');
    expect(own).toHaveLength(1);
    const files = closure(DIST, own);
    expect(files.map((file) => file.path).filter((path) => /\/(framework|kit)\.[^/]*\.js$/.test(path))).toEqual([]);
    expect(total(files, 'gzip')).toBeLessThanOrEqual(6 * KB);
  });

  for (const route of ['/user/dashboard/', '/business/dashboard/']) {
    test(`the first view of ${route} stays within 150 KB gzip`, () => {
      const js = measurePage(DIST, `${DIST}${route}index.html`);
      expect(total(js.initial, 'gzip') + js.inline.gzip).toBeLessThanOrEqual(150 * KB);
    });
  }
});

test.describe('Script files before the first view', () => {
  // A sign-in, registration, power or dashboard page paints its first view after a handful of
  // script files (the island, the framework, the shared kit), not dozens of small ones.
  for (const route of ISLAND_ROUTES.filter((route) => route !== '/' && route !== '/contacto/')) {
    test(`${route} needs at most 10 script files for its first view`, () => {
      expect(measurePage(DIST, `${DIST}${route}index.html`).initial.length).toBeLessThanOrEqual(10);
    });
  }

  // A page outside the signed-in areas never loads a dashboard's file: a module it shares with a
  // dashboard travels in the shared kit, not in the dashboard's first view.
  for (const route of ISLAND_ROUTES.filter((route) => !/^\/(user|business)\//.test(route))) {
    test(`${route} loads no dashboard's file`, () => {
      const files = measurePage(DIST, `${DIST}${route}index.html`).all.map((entry) => entry.path);
      expect(files.filter((path) => /\/(user|business)-dashboard\.[^/]*\.js$/.test(path))).toEqual([]);
    });
  }

  // Chile's commune table travels with the forms that ask for a commune (registration, job
  // postings, privacy requests), not with the other first views.
  test('only the registration loads the commune table with its first view', () => {
    const withTable = ISLAND_ROUTES.filter((route) =>
      measurePage(DIST, `${DIST}${route}index.html`).initial.some((entry) =>
        readFileSync(`${DIST}${entry.path}`, 'utf8').includes('Alto Hospicio'),
      ),
    );
    expect(withTable).toEqual(['/register/', '/register-main/']);
  });

  // Shrinking a photo is work for when one is chosen: no island page loads it with its first view.
  for (const route of ISLAND_ROUTES) {
    test(`${route} loads image shrinking only when a photo is chosen`, () => {
      const files = measurePage(DIST, `${DIST}${route}index.html`).initial.map((entry) => entry.path);
      expect(files.filter((path) => /\/images\.[^/]*\.js$/.test(path))).toEqual([]);
    });
  }

  test('the image-shrinking worker is one file of its own, importing nothing', () => {
    const workers = readdirSync(`${DIST}/_astro`).filter((file) => /^shrink\.worker[^/]*\.js$/.test(file));
    expect(workers).toHaveLength(1);
    expect(readFileSync(`${DIST}/_astro/${workers[0]}`, 'utf8')).not.toMatch(/\bimport\b/);
  });
});
