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

test.describe('paths outside the rewrites', () => {
  for (const path of ['/cualquier-cosa/mas/abajo', '/user/otra-cosa', '/business/x', '/login-x']) {
    test(`${path} answers the not-found page with 404`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('Pagina no encontrada');
    });
  }
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
    '/register-main/logistica-sur',
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
    await expect(footer.getByRole('link', { name: 'Tus derechos sobre tus datos' })).toHaveAttribute(
      'href',
      '/tus-derechos',
    );
    await expect(footer.getByRole('link', { name: 'Declaración de accesibilidad' })).toHaveAttribute(
      'href',
      '/accesibilidad',
    );
    await expect(footer.getByRole('link', { name: 'Sobre Enlista' })).toHaveAttribute('href', '/#nosotros');
    await expect(footer.getByRole('link', { name: 'Empleos' })).toHaveAttribute('href', '/#empleos');
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('href', /linkedin\.com\//);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toHaveAttribute('href', /instagram\.com\//);
  });

  test('every hash link of the navbar and footer has its section on the home page', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page
      .locator('header a[href^="/#"], footer a[href^="/#"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThanOrEqual(5);
    for (const href of new Set(hrefs)) await expect(page.locator(`[id="${href.slice(2)}"]`), href).toHaveCount(1);
  });
});

// Every kind of page the static host serves: static, island, shell (rewritten), not-found, assets.
const PAGE_KINDS = {
  static: ['/', '/preguntas-frecuentes', '/terminos-condiciones', '/politicas-privacidad'],
  island: ['/contacto', '/crear-poder-simple'],
  shell: [
    '/login/transportes-andes',
    '/register/transportes-andes',
    '/register-main/logistica-sur',
    '/resetpassword/transportes-andes/abc',
    '/user/dashboard/home',
    '/business/dashboard/postings',
  ],
  'not found': ['/cualquier-cosa'],
  asset: ['/favicon.svg', '/robots.txt', '/sitemap-index.xml', '/og-image.png'],
} as const;
const HTML_PAGES = [...PAGE_KINDS.static, ...PAGE_KINDS.island, ...PAGE_KINDS.shell, ...PAGE_KINDS['not found']];

const SECURITY_HEADERS: Record<string, string | RegExp> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': /camera=\(\), microphone=\(\), geolocation=\(\)/,
  'cross-origin-opener-policy': 'same-origin',
  'strict-transport-security': /max-age=\d{8,}; includeSubDomains/,
  'content-security-policy': /frame-ancestors 'none'; base-uri 'self'; object-src 'none'/,
};

function expectSecurityHeaders(headers: Record<string, string>, path: string) {
  for (const [name, expected] of Object.entries(SECURITY_HEADERS)) {
    if (typeof expected === 'string') expect(headers[name], `${name} on ${path}`).toBe(expected);
    else expect(headers[name], `${name} on ${path}`).toMatch(expected);
  }
}

test.describe('security headers', () => {
  for (const [kind, paths] of Object.entries(PAGE_KINDS)) {
    test(`are sent on every ${kind} page`, async ({ request }) => {
      for (const path of paths) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(kind === 'not found' ? 404 : 200);
        expectSecurityHeaders(response.headers(), path);
        if (kind !== 'asset') expect(response.headers()['cache-control'], path).toBe('no-cache');
      }
    });
  }

  test('are sent on built scripts and styles, which are cached for good', async ({ request }) => {
    const pages = await Promise.all(['/', '/contacto'].map(async (path) => (await request.get(path)).text()));
    const found = pages.join('').matchAll(/"(\/_astro\/[^"?]+\.(?:js|css))"/g);
    const assets = [...new Set([...found].map((match) => match[1] as string))];
    // Page styles are inlined (build.inlineStylesheets: 'always'); any external ones are checked too.
    expect(assets.some((asset) => asset.endsWith('.js'))).toBe(true);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response.headers(), asset);
      expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable');
    }
  });

  test('every page carries a strict CSP: script hashes, no unsafe-inline or eval, API origins only', async ({
    request,
    apiURL,
  }) => {
    for (const path of HTML_PAGES) {
      const html = await (await request.get(path)).text();
      const csp = /http-equiv="content-security-policy" content="([^"]+)"/.exec(html)?.[1] ?? '';
      expect(csp, path).toMatch(/script-src 'self' 'sha256-/);
      expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).toMatch(/object-src 'none'/);
      const connect = /connect-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
      expect(connect, path).toContain(new URL(apiURL).origin);
      expect(
        connect.filter((source) => source.includes('*')),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('the browser enforces the CSP', () => {
  test.use({ allowConsoleErrors: ['Content Security Policy', 'Content-Security-Policy'] });

  for (const path of ['/', '/preguntas-frecuentes', '/contacto', '/login/transportes-andes', '/cualquier-cosa']) {
    test(`blocks an injected inline script and a foreign request on ${path}`, async ({ page }) => {
      const violations: string[] = [];
      page.on('console', (message) => {
        if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
      });
      await page.goto(path);
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.body.append(script);
        const foreign = await fetch('https://example.com/').then(
          () => 'reached',
          () => 'blocked',
        );
        return { inline: (window as unknown as { __injected?: boolean }).__injected === true, foreign };
      });
      expect(ran).toEqual({ inline: false, foreign: 'blocked' });
      await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
    });
  }
});
