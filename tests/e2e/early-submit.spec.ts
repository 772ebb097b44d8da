// Forms sent the moment they appear, before their code is live (a slow phone on a slow network):
// nothing a person typed ever lands in the address bar, nothing is lost, and a form that was
// waiting for its code says 'Cargando…' and then sends what was typed.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { mailMentioning, unique } from './public-forms-support.ts';

/** Holds every script module for `ms`, as a slow network does on the first visit. */
async function slowScripts(page: Page, ms = 1500) {
  await page.route(/\/_astro\/.*\.js(\?.*)?$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

function expectCleanURL(page: Page, path: RegExp) {
  const url = new URL(page.url());
  expect(url.pathname).toMatch(path);
  expect(url.search).not.toMatch(/name|email|message|phone|password|%5B/i);
}

async function expectHeldThenLive(page: Page, form: Locator) {
  // Still waiting for the code: the form says so instead of reloading.
  await expect(form).toHaveAttribute('aria-busy', 'true');
  expect(await form.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"Cargando…"');
  await expect(page.locator('astro-island[ssr]').filter({ has: form })).toHaveCount(0, { timeout: 15_000 });
}

test('the general contact form sent before its code is live is held, then sent once live', async ({ page, apiURL }) => {
  await slowScripts(page);
  await page.goto('/contacto', { waitUntil: 'commit' });
  const form = page.getByRole('region', { name: 'Escríbenos' });
  const email = `${unique('temprano')}@correo.cl`;
  await form.getByLabel('Nombre').fill('Ana Pérez');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Asunto').fill('Prensa');
  await form.getByLabel('Mensaje').fill('Quisiera una entrevista.');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expectHeldThenLive(page, form.locator('form'));
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente.' })).toBeVisible();
  expectCleanURL(page, /^\/contacto\/?$/);
  const mail = await mailMentioning(apiURL, email);
  expect(mail.text).toContain('Quisiera una entrevista.');
});

for (const name of ['Consultas y reclamos', 'Ventas para empresas', 'Registra tu empresa y tu flota']) {
  test(`/contacto, ${name}: an early submit keeps what was typed and checks it once live`, async ({ page }) => {
    await slowScripts(page);
    await page.goto('/contacto', { waitUntil: 'commit' });
    const form = page.getByRole('region', { name });
    const email = form.getByLabel('Correo electrónico');
    await email.fill('persona@correo.cl');
    await form.getByRole('button').last().click();
    await expectHeldThenLive(page, form.locator('form'));
    // Sent to the form's own rules: the empty fields are refused, what was typed stays.
    await expect(form.getByRole('alert').first()).toBeVisible();
    await expect(email).toHaveValue('persona@correo.cl');
    await expect(form.locator('form')).not.toHaveAttribute('aria-busy');
    expectCleanURL(page, /^\/contacto\/?$/);
  });
}

test('the home meeting form sent before its code is live is sent once live', async ({ page, apiURL }) => {
  await slowScripts(page);
  await page.goto('/#contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Solicita una reunión' });
  const email = `${unique('reunion-temprana')}@transportes.cl`;
  await form.getByLabel('Nombre', { exact: true }).fill('Camila');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Mensaje').fill('Necesitamos 5 conductores.');
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expectHeldThenLive(page, form);
  await expect(form.getByRole('status')).toHaveText('Correo enviado correctamente');
  expectCleanURL(page, /^\/$/);
  await mailMentioning(apiURL, email);
});

// These islands draw their forms only once their code runs, so an immediate submit is handled.
const ISLAND_FORMS: { path: string; fill: (page: Page) => Promise<void>; button: string }[] = [
  {
    path: '/login/transportes-andes?rgs=andes-2025',
    fill: async (page) => {
      await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
      await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
    },
    button: 'Iniciar sesión',
  },
  {
    path: '/resetpassword/transportes-andes?rgs=andes-2025',
    fill: (page) => page.getByLabel('Correo electrónico').fill('nadie@correo.cl'),
    button: 'Enviar enlace',
  },
  {
    path: '/register/transportes-andes?rgs=andes-2025',
    fill: async (page) => {
      await page.getByLabel('Correo electrónico', { exact: true }).fill('nueva@correo.cl');
      await page.getByLabel('Contraseña', { exact: true }).fill('Clave12345');
    },
    button: 'Siguiente',
  },
];

for (const { path, fill, button } of ISLAND_FORMS) {
  test(`${path.split('/')[1]}: a submit as soon as the form appears stays out of the address bar`, async ({ page }) => {
    await slowScripts(page, 800);
    await page.goto(path, { waitUntil: 'commit' });
    await fill(page);
    await page.getByRole('button', { name: button }).click();
    // The live form answers (next step, confirmation or dashboard) without a reload.
    await page.waitForLoadState('networkidle');
    expectCleanURL(page, /./);
  });
}

test('power phase 1: a submit as soon as the form appears stays out of the address bar', async ({ page, apiURL }) => {
  const response = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  const { token } = (await response.json()) as { token: string };
  await slowScripts(page, 800);
  await page.goto(`/crear-poder-simple?power=${token}`, { waitUntil: 'commit' });
  await page.getByLabel('Nombre completo').fill('Pedro');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Campo requerido').first()).toBeVisible();
  expect(new URL(page.url()).search).toBe(`?power=${token}`);
  await expect(page.getByLabel('Nombre completo')).toHaveValue('Pedro');
});

test.describe('typed on a slow phone before the code is live', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('/contacto, Ventas para empresas: every value typed early stays in its field and is sent', async ({
    page,
    apiURL,
  }) => {
    await slowScripts(page, 2000);
    await page.goto('/contacto#ventas-empresas', { waitUntil: 'commit' });
    const form = page.getByRole('region', { name: 'Ventas para empresas' });
    const island = page.locator('astro-island[ssr]').filter({ has: form });
    const email = `${unique('antes')}@retailsur.cl`;
    const typed: [string, string][] = [
      ['Empresa', 'Retail Sur'],
      ['Nombre de contacto', 'Marta'],
      ['Correo electrónico', email],
      ['Teléfono', '987654321'],
      ['¿Qué necesitas resolver?', 'Promotores para temporada alta.'],
    ];
    const chosen: [string, string][] = [
      ['Código de país', '51'],
      ['Rubro', 'Retail'],
      ['Personas que contratas al año', '51 a 200'],
    ];
    await expect(island).toHaveCount(1);
    for (const [label, value] of typed) await form.getByLabel(label, { exact: true }).fill(value);
    for (const [label, value] of chosen) await form.getByLabel(label, { exact: true }).selectOption(value);
    // All of it was typed while the form's code was still on its way.
    await expect(island).toHaveCount(1);

    await expect(island).toHaveCount(0, { timeout: 15_000 });
    for (const [label, value] of [...typed, ...chosen]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue(value);
    }
    const [request] = await Promise.all([
      page.waitForRequest('**/business/contact-business'),
      form.getByRole('button', { name: 'Solicitar propuesta' }).click(),
    ]);
    expect(request.postDataJSON()).toMatchObject({
      name_business: 'Retail Sur',
      name: 'Marta',
      email,
      phone: '51987654321',
      industry: 'Retail',
      team_size: '51 a 200',
      message: 'Promotores para temporada alta.',
    });
    await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente.' })).toBeVisible();
    expect((await mailMentioning(apiURL, email)).text).toContain('Teléfono: 51987654321');
  });

  test('sign-in: the card drawn before its code offers nothing to type into, then the live form takes it all', async ({
    page,
  }) => {
    await slowScripts(page, 2000);
    await page.goto('/login/transportes-andes?rgs=andes-2025', { waitUntil: 'commit' });
    // The still copy of the form: no field takes a tap or a keystroke, so nothing typed there is lost.
    const still = page.locator('.auth-form[aria-hidden="true"]');
    await expect(still).toBeVisible();
    expect(await still.locator('input, textarea, select, button, a, [tabindex], [contenteditable]').count()).toBe(0);
    await still.locator('.shell-input').first().tap();
    await page.keyboard.type('nada');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    const email = page.getByLabel('Correo electrónico');
    await email.fill('trabajador@demo.cl');
    await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
    await expect(email).toHaveValue('trabajador@demo.cl');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
  });
});
