// /preguntas-frecuentes and the legal pages: every FAQ entry in an exclusive
// accordion, numbered legal sections with a table of contents and anchors, the facts the terms
// must state, structured data, and no JavaScript at all.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const PUBLIC_STATIC = [
  '/preguntas-frecuentes',
  '/terminos-condiciones',
  '/politicas-privacidad',
  '/accesibilidad',
  '/tus-derechos',
];

test.describe('static public pages', () => {
  for (const path of PUBLIC_STATIC) {
    test(`${path} loads no JavaScript and has its own title, canonical and Open Graph image`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
      });
      await page.goto(path);
      await page.locator('details, section').first().scrollIntoViewIfNeeded();
      expect(scripts).toEqual([]);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path}/?$`));
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /og-image\.png$/);
      await expect(page).toHaveTitle(/\| Enlista$/);
    });
  }
});

test.describe('FAQ page', () => {
  test('lists every entry and keeps one open at a time without JavaScript', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    const items = page.locator('details');
    await expect(items).toHaveCount(13);
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(2)).toContainText('12 meses');
    await items.nth(9).locator('summary').click();
    await expect(items.nth(9)).toHaveAttribute('open', '');
    await expect(items.nth(2)).not.toHaveAttribute('open', '');
    await expect(items.nth(9).getByRole('link', { name: 'enlace' })).toHaveAttribute('href', '/terminos-condiciones');
  });

  test('describes every question as FAQPage structured data', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as {
      '@type': string;
      mainEntity: { name: string }[];
    };
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(13);
  });

  test('axe finds nothing with every FAQ item open', async ({ page }) => {
    await page.goto('/preguntas-frecuentes');
    await page.locator('details').evaluateAll((nodes) => nodes.forEach((node) => node.removeAttribute('name')));
    await page.locator('details').evaluateAll((nodes) => nodes.forEach((node) => node.setAttribute('open', '')));
    await expectNoAxeViolations(page);
  });
});

test.describe('legal pages', () => {
  const DOCS = [
    { path: '/terminos-condiciones', title: 'Términos y condiciones', sections: 14 },
    { path: '/politicas-privacidad', title: 'Políticas de privacidad', sections: 12 },
  ];

  for (const doc of DOCS) {
    test(`${doc.path} has ${doc.sections} numbered sections, a table of contents and anchors`, async ({ page }) => {
      await page.goto(doc.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title);
      await expect(page.getByText('Última actualización: 4 de abril de 2025')).toBeVisible();
      const headings = page.locator('article section h2');
      await expect(headings).toHaveCount(doc.sections);
      const numbers = await headings.evaluateAll((nodes) => nodes.map((node) => Number.parseInt(node.textContent, 10)));
      expect(numbers).toEqual(Array.from({ length: doc.sections }, (_, index) => index + 1));
      const toc = page.getByRole('navigation', { name: 'Contenido' }).getByRole('link');
      await expect(toc).toHaveCount(doc.sections);
      const last = toc.last();
      const target = (await last.getAttribute('href')) ?? '';
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${target}$`));
      await expect(page.locator(target)).toBeInViewport();
    });
  }

  test('the terms state every required fact', async ({ page }) => {
    await page.goto('/terminos-condiciones');
    const text = (await page.locator('article').textContent()) ?? '';
    for (const fact of [
      'por correo electrónico a contacto@enlista.cl',
      'durante 12 meses',
      'disponibilidad del 99 %',
      'último pago mensual realizado por el cliente o a USD 100',
      'equivalentes a los firmados de forma manuscrita',
      'no son reembolsables',
      'entre 24 y 72 horas después del vencimiento',
    ]) {
      expect(text).toContain(fact);
    }
  });

  test('both documents name the provider in Chile and the contact e-mail; privacy keeps data 12 months', async ({
    page,
  }) => {
    for (const path of ['/terminos-condiciones', '/politicas-privacidad']) {
      await page.goto(path);
      const text = (await page.locator('article').textContent()) ?? '';
      expect(text, path).toContain('Santiago, Chile');
      expect(text, path).toContain('contacto@enlista.cl');
    }
    const privacy = (await page.locator('article').textContent()) ?? '';
    expect(privacy).toContain('durante 12 meses después del término del servicio');
  });
});

test.describe('accessibility statement', () => {
  test('states the target, the checks, the limitations and the last review', async ({ page }) => {
    await page.goto('/accesibilidad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Declaración de accesibilidad');
    await expect(page.getByText('Última actualización: 24 de noviembre de 2026')).toBeVisible();
    const text = (await page.locator('article').textContent()) ?? '';
    for (const fact of [
      'WCAG) 2.2 en su nivel AA',
      '(2.5.8)',
      '(2.4.11)',
      '(1.4.10)',
      '(1.4.12)',
      '(1.4.4)',
      '(3.3.8)',
    ]) {
      expect(text).toContain(fact);
    }
    await expect(page.getByRole('heading', { name: /Limitaciones conocidas/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Escribir a contacto@enlista.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@enlista.cl',
    );
  });

  test('its report link opens the complaints form with the accessibility reason chosen', async ({ page }) => {
    await page.goto('/accesibilidad');
    await page.getByRole('link', { name: 'Informar una barrera de accesibilidad' }).click();
    await expect(page).toHaveURL(/\/contacto\/?\?motivo=accesibilidad#consultas-reclamos$/);
    const form = page.getByRole('form', { name: 'Consultas y reclamos' });
    await expect(form.getByLabel('Tipo de solicitud')).toHaveValue('accesibilidad');
    await expect(form.getByLabel('Tipo de solicitud').locator('option:checked')).toHaveText('Barrera de accesibilidad');
  });
});
