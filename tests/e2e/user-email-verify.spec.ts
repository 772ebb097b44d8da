// A worker verifies their e-mail from the security settings: 'Verificar correo' sends a code (read
// back from the outbox) and opens its field in place; a wrong code is refused with the typing kept;
// the right one turns the card to 'Correo verificado' without a reload, and it stays so after one.
// Asking again within the minute is held back by the API (429 with Retry-After) and the page says
// how long to wait, while the code already sent still works. axe on each state; the first journey
// runs on a phone's width and a laptop's, neither scrolling sideways.
//
// The demo has no worker who signs in with an unverified e-mail: verifica@demo.cl must verify it
// at sign-in, which verifies it. A worker who registers through a company link signs in without a
// code and starts unverified, so each test registers one through the API first (after a reset).
import type { APIRequestContext, Page } from '@playwright/test';
import { codeSentTo, outbox } from '../support/signing-sample.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { expect, test } from './fixtures.ts';
import { WORKER, signInWorker } from './user-dashboard-support.ts';

const EMAIL = 'josefa.araya@correo.cl';
const SECURITY = '/user/dashboard/settings/seguridad';

/** A valid fixed registration with the demo tenant's link; the password is the demo one. */
const REGISTRATION = {
  ...{ email: EMAIL, password: WORKER.password, firstname: 'Josefa', lastname: 'Araya' },
  ...{ rut: '11.111.111-1', phone: 56976543210, region_id: 13000, commune_id: 2580, schedule_id: 1 },
  ...{ address: 'Avenida Providencia 2124, Providencia', profile_id: 1 },
  businessRegister: { name_business: 'transportes-andes', rgs: 'andes-2025' },
  ...{ hasVehicle: true, vehicle_id: 1, patent_vehicle: 'bbbb12', vehicle_make: 'toyota', vehicle_model: 'hi ace' },
  year: 2019,
  consents: { data_processing: true, job_offers: false },
};

// A wrong code (422) and a request held back (429) are expected failures.
test.use({ allowConsoleErrors: ['status of 422', 'status of 429'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
  await register(request, apiURL);
});

async function register(request: APIRequestContext, apiURL: string) {
  const response = await request.post(`${apiURL}/api/users/register`, {
    multipart: { data: JSON.stringify(REGISTRATION) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

const card = (page: Page) => page.getByRole('region', { name: 'Tu cuenta' });

async function openSecurity(page: Page) {
  await signInWorker(page, EMAIL);
  await page.goto(SECURITY);
  await expect(card(page)).toContainText(EMAIL);
  await expect(card(page)).toContainText('Correo sin verificar');
}

for (const width of [412, 1280]) {
  test(`a new worker verifies their e-mail with the code sent to it, at ${width} px`, async ({
    page,
    apiURL,
  }, testInfo) => {
    // Three axe scans, a reflow check and a reload: more than 30 s on two busy cores.
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await openSecurity(page);
    await expectNoAxeViolations(page);

    await card(page).getByRole('button', { name: 'Verificar correo' }).click();
    await expect(card(page).getByRole('status')).toHaveText(
      `Te enviamos un código de 6 dígitos a ${EMAIL}. Vence en 10 minutos. Si no lo ves, revisa la carpeta de correo no deseado.`,
    );
    const field = card(page).getByLabel('Código de verificación');
    await expect(field).toBeFocused();
    await expect(card(page).getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
    await expect(card(page).getByText(/^Podrás pedir otro código en \d+ s\.$/)).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page, width);
    await page.screenshot({ path: testInfo.outputPath(`verificar-correo-${width}.png`) });

    const code = await codeSentTo(apiURL, EMAIL);
    const [mail] = (await outbox(apiURL)).filter((entry) => entry.to === EMAIL);
    expect(mail?.subject).toBe('Tu código de verificación');
    expect(mail?.text).toContain(`Tu código para verificar tu correo es ${code}.`);
    expect(mail?.text).toContain('Lo pediste desde la sección Seguridad de la configuración de tu cuenta.');
    expect(mail?.text).not.toContain('iniciar sesión');

    const wrong = code === '000000' ? '111111' : '000000';
    await field.fill(wrong);
    await card(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect(card(page).getByRole('alert')).toHaveText('El código ingresado no es correcto.');
    await expect(field).toHaveValue(wrong);
    await expect(card(page)).toContainText('Correo sin verificar');

    await field.fill(code);
    await card(page).getByRole('button', { name: 'Confirmar' }).click();
    await expect(card(page)).toContainText('Correo verificado');
    await expect(page.getByText('Listo, tu correo quedó verificado.')).toBeVisible();
    await expect(card(page)).not.toContainText('Correo sin verificar');
    await expect(card(page).getByLabel('Código de verificación')).toHaveCount(0);
    await expect(card(page).getByRole('button', { name: 'Verificar correo' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`correo-verificado-${width}.png`) });

    await page.reload();
    await expect(card(page)).toContainText('Correo verificado');
    await expect(card(page).getByRole('button', { name: 'Verificar correo' })).toHaveCount(0);
  });
}

test('asking again within the minute is held back with the wait; the code already sent still works', async ({
  page,
  apiURL,
}) => {
  await openSecurity(page);
  await card(page).getByRole('button', { name: 'Verificar correo' }).click();
  await expect(card(page).getByLabel('Código de verificación')).toBeVisible();
  const code = await codeSentTo(apiURL, EMAIL);

  // A new visit to the page forgets the countdown; the API still keeps the minute.
  await page.reload();
  await expect(card(page)).toContainText('Correo sin verificar');
  const [held] = await Promise.all([
    page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/users/email-verification' && response.status() !== 200,
    ),
    card(page).getByRole('button', { name: 'Verificar correo' }).click(),
  ]);
  expect(held.status()).toBe(429);
  const wait = Number(await held.headerValue('retry-after'));
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  await expect(card(page).getByRole('alert')).toHaveText(
    /^Ya te enviamos un código hace poco\. Espera (\d+ segundos?|1 minuto) antes de pedir otro\.$/,
  );
  expect((await outbox(apiURL)).filter((entry) => entry.to === EMAIL && entry.text.includes(code))).toHaveLength(1);
  await expectNoAxeViolations(page);

  await card(page).getByLabel('Código de verificación').fill(code);
  await card(page).getByRole('button', { name: 'Confirmar' }).click();
  await expect(card(page)).toContainText('Correo verificado');
});
