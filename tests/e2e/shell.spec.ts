// Site shell: the not-found page, deep links into shells, the public layout rules, security headers.
import { expect, test } from './fixtures.ts';

test.describe('not-found page', () => {
  test('answers 404 with the specification texts and links', async ({ page }) => {
    const response = await page.goto('/cualquier-cosa');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Pagina no encontrada' })).toBeVisible();
    await expect(page.getByText('Lo sentimos, no pudimos encontrar la página que estás buscando.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('main').getByRole('link', { name: 'Contactar a soporte' })).toHaveAttribute(
      'href',
      '/contacto',
    );
  });
});

test.describe('deep links reach their shells, not the 404 page', () => {
  // Asked over HTTP: the shells' islands may redirect afterwards (guards), which is their concern.
  for (const [path, shell] of [
    ['/login/transportes-andes?rgs=andes-2025', '/login/'],
    ['/login', '/login/'],
    ['/register/transportes-andes?rgs=andes-2025', '/register/'],
    ['/register-main/logistica-sur', '/register-main/'],
    ['/resetpassword/transportes-andes?rgs=andes-2025&token=abc', '/resetpassword/'],
    ['/resetpassword/transportes-andes/abc', '/resetpassword/'],
    ['/user/dashboard/home/x', '/user/dashboard/'],
    ['/user/dashboard/settings/banco-detalles', '/user/dashboard/'],
    ['/business/dashboard/postings', '/business/dashboard/'],
  ] as const) {
    test(path, async ({ request }) => {
      const [response, expected] = await Promise.all([request.get(path), request.get(shell)]);
      expect(response.status()).toBe(200);
      const body = await response.text();
      expect(body).not.toContain('Pagina no encontrada');
      expect(body).toBe(await expected.text());
    });
  }
});

test.describe('public layout', () => {
  for (const path of [
    '/login/transportes-andes?rgs=andes-2025',
    '/register/transportes-andes?rgs=andes-2025',
    '/resetpassword/x',
  ]) {
    test(`hides the navbar and footer on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('navigation', { name: 'Principal' })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }

  test('shows the footer with products, address and contact e-mail', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Pronto')).toBeVisible();
    await expect(footer.getByText(/Santiago, Chile/)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'contacto@enlista.cl' })).toHaveAttribute(
      'href',
      'mailto:contacto@enlista.cl',
    );
    await expect(footer.getByRole('link', { name: 'Precios' })).toHaveAttribute('href', '/#planes');
    await expect(footer.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/#FAQS');
    await expect(footer.getByRole('link', { name: 'Contactar a ventas' })).toHaveAttribute('href', '/#contact');
    await expect(footer.getByRole('link', { name: 'Términos y condiciones' })).toHaveAttribute(
      'href',
      '/terminos-condiciones',
    );
    await expect(footer.getByRole('link', { name: 'Políticas de privacidad' })).toHaveAttribute(
      'href',
      '/politicas-privacidad',
    );
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toBeVisible();
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/cualquier-cosa', '/login/transportes-andes', '/user/dashboard/home', '/favicon.svg']) {
    test(`are sent on ${path}`, async ({ request }) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  }

  test('every page carries a CSP with script hashes and no unsafe-inline scripts', async ({ request }) => {
    for (const path of ['/', '/cualquier-cosa', '/login']) {
      const html = await (await request.get(path)).text();
      const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(csp).toMatch(/script-src 'self' 'sha256-/);
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    }
  });
});
