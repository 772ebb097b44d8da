// Privacy on the public side: both registration flows refuse to go on without the required
// consent, and the local API refuses a registration that arrives without it even when the page
// is bypassed; the consents are recorded; the rights page ('Tus derechos sobre tus datos') is
// reached from the footer, the privacy policy and both registrations, ships no JavaScript and
// passes axe; the policy's 'Actualización' sits above its 12 numbered sections; /contacto takes
// a request about personal data.
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  DATA_CONSENT,
  DYNAMIC_LINK,
  FIXED_LINK,
  OFFERS_CONSENT,
  PDF,
  acceptDataConsent,
  accountStep,
  field,
  fixedStep,
  freshIdentity,
  personalStep,
} from './registration-support.ts';

const REFUSAL = 'Debes aceptar el tratamiento de tus datos personales para registrarte';
const RIGHTS = 'Tus derechos sobre tus datos';

test.use({ allowConsoleErrors: ['status of 400'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function fixedLastStep(page: Page, seed: number) {
  const person = freshIdentity(seed);
  await page.goto(FIXED_LINK);
  await accountStep(page, person.email);
  await expect(fixedStep(page, 2, 'Datos personales')).toBeVisible();
  await personalStep(page, person.rut, person.phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(fixedStep(page, 3, 'Datos laborales')).toBeVisible();
  await field(page, 'Horario').selectOption({ label: 'AM' });
  await field(page, 'Perfil').selectOption({ label: 'Conductor' });
  await page.getByLabel('No', { exact: true }).check();
  return person;
}

async function dynamicLastPage(page: Page, seed: number) {
  const person = freshIdentity(seed);
  await page.goto(DYNAMIC_LINK);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill('Clave12345');
  await field(page, 'RUT').pressSequentially(person.rut);
  await field(page, 'Teléfono').fill(person.phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await field(page, 'Nombre').fill('Ignacio');
  await field(page, 'Fecha de nacimiento').fill('1990-04-12');
  await field(page, 'Dirección').fill('Calle Picarte 1530, Valdivia');
  await field(page, 'Perfil al que postulas').selectOption('Conductor');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await field(page, 'Semana en que puedes comenzar').fill('2026-W03');
  await page.getByLabel('Mañana').check();
  await field(page, 'Licencia de conducir').setInputFiles(PDF);
  await page.getByLabel('Acepto los términos y condiciones').check();
  return person;
}

/** Counts the requests to `path` the page sends. */
function countRequests(page: Page, path: string) {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path && request.method() === 'POST') sent.count += 1;
  });
  return sent;
}

/** Consents recorded for an e-mail, read from the API's database through the worker's own session. */
async function signIn(page: Page, apiURL: string, email: string, rgs: string) {
  const response = await page.request.post(`${apiURL}/auth/login`, { data: { email, password: 'Clave12345', rgs } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { token_jwt: string } }).data.token_jwt;
}

async function consentsOf(page: Page, apiURL: string, token: string) {
  const response = await page.request.get(`${apiURL}/api/users/privacy/consents`, { headers: { 'auth-user': token } });
  return ((await response.json()) as { data: { purpose: string; channel: string; policy_version: string }[] }).data;
}

/** Lets the request through with its consents taken out, as a page that skipped them would send it. */
async function withoutConsents(route: Route) {
  const request = route.request();
  const body = request.postDataBuffer()?.toString('latin1') ?? '';
  const stripped = body
    .replace(/,"consents":\{[^}]*\}/, '')
    .replace(/\r\nContent-Disposition: form-data; name="consents"\r\n\r\n\{[^}]*\}\r\n--[^\r\n]+/, '');
  await route.continue({ postData: Buffer.from(stripped, 'latin1') });
}

test.describe('consent at registration', () => {
  test('the fixed flow does not register without the required consent, and the API refuses it too', async ({
    page,
    apiURL,
  }) => {
    // A whole registration, twice sent, with axe on the refusal: give it the slow-test budget.
    test.slow();
    const person = await fixedLastStep(page, 3101);
    const consent = page.getByRole('checkbox', { name: DATA_CONSENT });
    const offers = page.getByRole('checkbox', { name: new RegExp(`^${OFFERS_CONSENT}`) });
    await expect(consent).not.toBeChecked();
    await expect(offers).not.toBeChecked();
    const sent = countRequests(page, '/api/users/register');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(consent).toBeFocused();
    await expect(consent).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    expect(sent.count).toBe(0);

    // Ticked on the page but stripped on the way: the API says no, with the same words.
    await acceptDataConsent(page);
    await page.route('**/api/users/register', withoutConsents);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
    expect(sent.count).toBe(1);
    await expect(page.getByRole('dialog', { name: '¡Registro completado!' })).toHaveCount(0);

    await page.unroute('**/api/users/register');
    await offers.check();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('dialog', { name: '¡Registro completado!' })).toBeVisible();
    const token = await signIn(page, apiURL, person.email, 'andes-2025');
    expect(await consentsOf(page, apiURL, token)).toEqual([
      expect.objectContaining({ purpose: 'tratamiento', channel: 'registro-fijo', policy_version: '2026-11-27' }),
      expect.objectContaining({ purpose: 'ofertas', channel: 'registro-fijo', policy_version: '2026-11-27' }),
    ]);
  });

  test('the dynamic flow does not register without the required consent, and the API refuses it too', async ({
    page,
    apiURL,
  }) => {
    test.slow();
    const person = await dynamicLastPage(page, 3102);
    const consent = page.getByRole('checkbox', { name: DATA_CONSENT });
    await expect(consent).not.toBeChecked();
    const sent = countRequests(page, '/forms/register/submit');
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText(REFUSAL)).toBeVisible();
    await expect(consent).toBeFocused();
    await expectNoAxeViolations(page);
    expect(sent.count).toBe(0);

    await acceptDataConsent(page);
    await page.route('**/forms/register/submit', withoutConsents);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Error en el registro!' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: REFUSAL })).toBeVisible();
    expect(sent.count).toBe(1);

    await page.unroute('**/forms/register/submit');
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await expect(consent).toBeChecked();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '¡Registro exitoso!' })).toBeVisible();
    const token = await signIn(page, apiURL, person.email, 'sur-2025');
    expect(await consentsOf(page, apiURL, token)).toEqual([
      expect.objectContaining({ purpose: 'tratamiento', channel: 'registro-dinamico', policy_version: '2026-11-27' }),
    ]);
  });

  test('a reload never brings a ticked consent back', async ({ page }) => {
    await fixedLastStep(page, 3103);
    await acceptDataConsent(page);
    await page.getByRole('checkbox', { name: new RegExp(`^${OFFERS_CONSENT}`) }).check();
    await page.reload();
    await expect(fixedStep(page, 3, 'Datos laborales')).toBeVisible();
    await expect(field(page, 'Horario').locator('option:checked')).toHaveText('AM');
    await expect(page.getByRole('checkbox', { name: DATA_CONSENT })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(`^${OFFERS_CONSENT}`) })).not.toBeChecked();
    const stored = await page.evaluate(() =>
      JSON.stringify(
        [localStorage, sessionStorage].flatMap((area) =>
          Array.from({ length: area.length }, (_, index) => {
            const key = area.key(index) ?? '';
            return [key, area.getItem(key)];
          }),
        ),
      ),
    );
    expect(stored).not.toMatch(/data_processing|job_offers/);
  });
});

test.describe('the rights page', () => {
  test('is linked from the footer, the privacy policy and both registrations', async ({ page }) => {
    test.slow();
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: RIGHTS }).click();
    await expect(page).toHaveURL(/\/tus-derechos\/?$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RIGHTS);

    await page.goto('/politicas-privacidad');
    await page.getByRole('complementary', { name: 'Actualización' }).getByRole('link', { name: RIGHTS }).click();
    await expect(page).toHaveURL(/\/tus-derechos\/?$/);

    await fixedLastStep(page, 3104);
    await expect(page.getByRole('link', { name: RIGHTS })).toHaveAttribute('href', '/tus-derechos');
    await expect(page.getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
      'href',
      '/politicas-privacidad',
    );
    await dynamicLastPage(page, 3105);
    await page.getByRole('link', { name: RIGHTS }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(RIGHTS);
  });

  test('explains each right, how to use it here, its deadline and where to complain, with no JavaScript', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/tus-derechos');
    const rights = page.getByRole('navigation', { name: 'Tus derechos' }).getByRole('link');
    // Each right by the law's name beside the plain one, in the law's order.
    await expect(rights).toHaveText([
      'Saber qué datos tenemos de ti (derecho de acceso)',
      'Corregir datos que están mal (derecho de rectificación)',
      'Pedir que eliminen tus datos (derecho de supresión)',
      'Oponerte a que usen tus datos (derecho de oposición)',
      'Llevarte una copia de tus datos (derecho a la portabilidad)',
      'Pedir un bloqueo temporal (derecho de bloqueo)',
      'Retirar tu consentimiento (revocación del consentimiento)',
    ]);
    for (const section of await page.locator('article section[id]').all()) {
      if (!(await section.getByRole('heading', { level: 3, name: 'Cómo hacerlo aquí' }).count())) continue;
      await expect(section.getByText(/^Plazo:/)).toBeVisible();
    }
    const text = (await page.locator('article').textContent()) ?? '';
    for (const fact of [
      '30 días corridos',
      'una sola vez',
      'Agencia de Protección de Datos Personales',
      'Ley N° 21.719',
    ]) {
      expect(text).toContain(fact);
    }
    await expect(page.getByRole('link', { name: 'Escribir por privacidad y datos personales' })).toHaveAttribute(
      'href',
      '/contacto?motivo=privacidad#consultas-reclamos',
    );
    await rights.nth(2).click();
    await expect(page.locator('#supresion')).toBeInViewport();
    expect(scripts).toEqual([]);
    await expectNoAxeViolations(page);
  });
});

test.describe('the privacy policy', () => {
  test('keeps its 12 numbered sections and their date under a dated, unnumbered update', async ({ page }) => {
    await page.goto('/politicas-privacidad');
    await expect(page.getByText('Última actualización: 4 de abril de 2025')).toBeVisible();
    const update = page.getByRole('complementary', { name: 'Actualización' });
    await expect(update.getByText('Publicada el 27 de noviembre de 2026')).toBeVisible();
    const said = (await update.textContent()) ?? '';
    for (const fact of [
      'Ley N° 21.719',
      'sección Privacidad de tu panel',
      'Privacidad y datos personales',
      'borradores',
      'fotos de documentos',
      'sin conexión',
      'postulas a una oferta publicada por otra empresa',
    ]) {
      expect(said).toContain(fact);
    }
    const headings = page.locator('article section h2');
    await expect(headings).toHaveCount(12);
    expect(
      await update.evaluate((aside) => {
        const first = document.querySelector('article section');
        return first !== null && Boolean(aside.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING);
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test('/contacto takes a request about privacy and personal data', async ({ page }) => {
  await page.goto('/contacto?motivo=privacidad#consultas-reclamos');
  const form = page.getByRole('form', { name: 'Consultas y reclamos' });
  await expect(form.getByLabel('Tipo de solicitud')).toHaveValue('privacidad');
  await expect(form.getByLabel('Tipo de solicitud').locator('option:checked')).toHaveText(
    'Privacidad y datos personales',
  );
});
