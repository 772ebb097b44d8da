// Company login journeys against the local API: worker and company sign-in, failure
// texts, repeated failures, the e-mail code dialog, keyboard use and axe on every state
// (invalid company links: auth-links.spec.ts).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { HELD_BACK_MODULES, openWithoutModules } from './first-view-support.ts';
import { expect, test } from './fixtures.ts';

const ANDES = '/login/transportes-andes?rgs=andes-2025';
const SUR = '/login/logistica-sur?rgs=sur-2025';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function signIn(page: Page, email: string, password = 'Demo12345') {
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

test.describe('signing in through the company link', () => {
  test('the demo worker lands on the dashboard shell and a reload keeps the session', async ({ page }) => {
    await page.goto(ANDES);
    await expect(page).toHaveTitle('Iniciar sesión | Transportes Andes · Portal de conductores');
    await signIn(page, 'trabajador@demo.cl');
    await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
    await expect(page.getByText('Bienvenido', { exact: true })).toBeVisible();
    await expect(page.getByText('Bienvenido, Camila')).toBeVisible();
    await page.waitForURL('**/user/dashboard/home');
    // The dashboard greets with the partner brand's welcome text.
    const welcome = page.getByText('Te damos la bienvenida al portal de conductores de Transportes Andes').first();
    await expect(welcome).toBeVisible();
    await page.reload();
    await expect(welcome).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/user/dashboard/home');
  });

  test('the demo company lands on the business shell with its brand', async ({ page }) => {
    await page.goto(SUR);
    await signIn(page, 'empresa.sur@demo.cl');
    await page.waitForURL('**/business/dashboard');
    await expect(page.getByText('Hola, Logística Sur').first()).toBeVisible();
    await expect(page.getByRole('img', { name: 'Logística Sur' }).first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'))).toBe('#6d28d9');
  });

  test('a company signs in on the bare /login', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Acceso para empresas')).toBeVisible();
    await signIn(page, 'empresa@demo.cl');
    await page.waitForURL('**/business/dashboard');
    await expect(page.getByText('Hola, Transportes Andes').first()).toBeVisible();
  });

  test.describe('failures', () => {
    test.use({ allowConsoleErrors: ['401'] });

    test('a wrong password shows the failure texts and the server message for 3 s, and empties the form', async ({
      page,
    }) => {
      await page.goto(ANDES);
      await signIn(page, 'trabajador@demo.cl', 'Equivocada1');
      await expect(page.getByText('Inicio de sesión fallido')).toBeVisible();
      await expect(page.getByText('Intenta más tarde')).toBeVisible();
      await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
      await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
      await expectNoAxeViolations(page);
      // The alert and the server's message both last 3 s.
      await expect(page.getByText('Inicio de sesión fallido')).toBeHidden({ timeout: 5000 });
      await expect(page.getByText('Correo o contraseña incorrectos.')).toBeHidden({ timeout: 5000 });
    });

    test('an unknown e-mail gets the same answer as a wrong password', async ({ page }) => {
      await page.goto(ANDES);
      await signIn(page, 'nadie.registrado@demo.cl', 'Equivocada1');
      await expect(page.getByText('Inicio de sesión fallido')).toBeVisible();
      await expect(page.getByText('Correo o contraseña incorrectos.')).toBeVisible();
    });
  });

  test.describe('repeated failures', () => {
    test.use({ allowConsoleErrors: ['401', '429'] });

    test('five wrong passwords slow the account down for a few seconds with a Spanish message', async ({ page }) => {
      await page.goto(ANDES);
      const note = page.getByText('Correo o contraseña incorrectos.');
      const answer = () => page.waitForResponse((response) => response.url().endsWith('/auth/login'));
      for (let attempt = 0; attempt < 5; attempt++) {
        const answered = answer();
        await signIn(page, 'trabajador@demo.cl', 'Equivocada1');
        expect((await answered).status()).toBe(401);
        await expect(note).toBeVisible();
        await expect(page.getByLabel('Correo electrónico')).toHaveValue('');
      }
      // Even the right password waits now (a growing delay, never a long lock).
      const refused = answer();
      await signIn(page, 'trabajador@demo.cl');
      expect((await refused).status()).toBe(429);
      await expect(
        page.getByText(
          /^Demasiados intentos fallidos\. Por seguridad, espera \d segundos? antes de volver a intentarlo\.$/,
        ),
      ).toBeVisible();
      await expect(page.getByText('Inicio de sesión fallido').first()).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/login/transportes-andes');
    });
  });

  test('the rules show their messages and axe finds nothing', async ({ page }) => {
    await page.goto(ANDES);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Email es requerido')).toBeVisible();
    await expect(page.getByText('Contraseña es requerida')).toBeVisible();
    await page.getByLabel('Correo electrónico').fill('camila@demo');
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('works by keyboard: fields, password toggle, recovery link and submit', async ({ page }) => {
    await page.goto(SUR);
    await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
    await page.keyboard.type('trabajador.sur@demo.cl');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo12345');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Contraseña', { exact: true })).toHaveAttribute('type', 'text');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/dashboard/home');
    await expect(
      page.getByText('Te damos la bienvenida a la comunidad de colaboradores de Logística Sur').first(),
    ).toBeVisible();
  });
});

test.describe('e-mail verification', () => {
  test.use({ allowConsoleErrors: ['400'] });

  test('the verification account completes the code dialog with the code from the outbox', async ({
    page,
    request,
    apiURL,
  }) => {
    await page.goto(ANDES);
    await signIn(page, 'verifica@demo.cl');
    const dialog = page.getByRole('dialog', { name: 'Verifica tu correo' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Código de verificación')).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem('enlista.user-token'))).toBeNull();
    await expectNoAxeViolations(page);

    // Focus stays inside the modal dialog.
    for (let step = 0; step < 4; step++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);

    const outbox = (await (await request.get(`${apiURL}/_dev/outbox`)).json()) as { to: string; text: string }[];
    const code = /\b(\d{6})\b/.exec(outbox.find((mail) => mail.to === 'verifica@demo.cl')?.text ?? '')?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await dialog.getByLabel('Código de verificación').fill(code === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect(dialog.getByText('El código ingresado no es correcto.')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(dialog.getByText('El código ingresado no es correcto.')).toBeHidden({ timeout: 5000 });

    await dialog.getByLabel('Código de verificación').fill(code);
    await page.keyboard.press('Enter');
    await page.waitForURL('**/user/dashboard/home');
    await expect(
      page.getByText('Te damos la bienvenida al portal de conductores de Transportes Andes').first(),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('enlista.user-token'))).not.toBeNull();
  });

  test('Escape closes the dialog and returns focus to the page', async ({ page }) => {
    await page.goto(ANDES);
    await signIn(page, 'verifica@demo.cl');
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByLabel('Correo electrónico')).toBeFocused();
  });
});

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the login form of each demo tenant wears its brand and passes axe', async ({ page }) => {
      for (const [path, title, colour] of [
        [ANDES, 'Transportes Andes · Portal de conductores', '#0f766e'],
        [SUR, 'Logística Sur · Portal de colaboradores', '#6d28d9'],
        ['/login', 'Enlista', '#0b5cab'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
        await expect(page).toHaveTitle(`Iniciar sesión | ${title}`);
        expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'))).toBe(colour);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test('a worker on /login gets their company’s sign-in link by e-mail and signs in through it', async ({
  page,
  request,
  apiURL,
}, testInfo) => {
  await page.goto('/login');
  const worker = page.getByRole('region', { name: '¿Eres trabajador?' });
  await expect(worker).toBeVisible();
  await worker.getByLabel('Tu correo de trabajador').fill('trabajador@demo.cl');
  await worker.getByRole('button', { name: 'Enviar enlace de acceso' }).click();
  await expect(worker.getByText(/^Te enviamos el enlace de acceso de tu empresa/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await testInfo.attach(`¿Eres trabajador?, ${width} px`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }
  const outbox = (await (await request.get(`${apiURL}/_dev/outbox`)).json()) as { to: string; links: string[] }[];
  const link = outbox.find((mail) => mail.to === 'trabajador@demo.cl')?.links[0] ?? '';
  expect(new URL(link).pathname).toBe('/login/transportes-andes');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(/\/user\/dashboard\/home/);
});

test.describe('a worker on the company sign-in', () => {
  test.use({ allowConsoleErrors: ['403'] });

  test('is shown the way to their company’s page', async ({ page }, testInfo) => {
    await page.setViewportSize({ width: 412, height: 915 });
    await page.goto('/login');
    await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(
      page.getByText(
        'Esta es una cuenta de trabajador de Transportes Andes. Inicia sesión en la página de tu empresa.',
      ),
    ).toBeVisible();
    const way = page.getByRole('link', { name: 'Ir al inicio de sesión de Transportes Andes' });
    await expect(way).toBeVisible();
    await expectNoAxeViolations(page);
    await testInfo.attach('cuenta de trabajador, 412 px', { body: await page.screenshot(), contentType: 'image/png' });
    await page.screenshot({ path: testInfo.outputPath('worker-account-412.png') });
    await way.click();
    await page.waitForURL(/\/login\/transportes-andes\?rgs=andes-2025$/);
    await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL(/\/user\/dashboard\/home/);
  });
});

test.describe('the pre-rendered frame', () => {
  test.use({ allowConsoleErrors: HELD_BACK_MODULES });

  test('the bare /login paints the workers’ part before any module runs, where the live form then stands', async ({
    page,
  }) => {
    const lead = 'Los trabajadores inician sesión con el enlace de su empresa. Escribe tu correo y te lo enviamos.';
    await openWithoutModules(page, '/login');
    const framed = page.getByRole('region', { name: '¿Eres trabajador?' });
    await expect(framed.getByText(lead)).toBeVisible();
    const before = await framed.boundingBox();
    await openWithoutModules(page, ANDES);
    await expect(page.getByText('¿Eres trabajador?')).toHaveCount(0);

    await page.unroute('**/_astro/*.js');
    await page.goto('/login');
    const live = page.getByRole('region', { name: '¿Eres trabajador?' });
    await expect(live.getByLabel('Tu correo de trabajador')).toBeVisible();
    await expect(page.getByText(lead)).toHaveCount(1);
    expect(await live.boundingBox()).toEqual(before);
  });
});
