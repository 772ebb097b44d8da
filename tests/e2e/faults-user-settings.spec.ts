// Fault injection on the worker's settings, security (the password change and the e-mail
// verification, shown as if the demo worker's e-mail were not verified), privacy, bank and job
// posting calls: each form keeps what was typed and says why it failed (the server's words, or that
// the connection failed, or that something unexpected happened); lists say they could not load; the
// 'Privacidad' tab says it could not load and offers 'Reintentar'; the posting texts are the fixed
// ones; a 401 ends the session: at '/' for a read, at the company sign-in with 'Tu sesión terminó.
// Inicia sesión de nuevo para continuar.' for a save.
import type { Locator, Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase, type Mode } from './faults-support.ts';
import { apiToken } from './business-support.ts';
import { API_URL, expect, test } from './fixtures.ts';
import { VEHICLES } from '../../src/lib/reference/vehicles.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const DASHBOARD = '/user/dashboard';
const POSTINGS = `${DASHBOARD}/job-postings`;
const PRIVACY = `${DASHBOARD}/settings/privacidad`;
const CORRECTION = 'Solicitar corrección de datos';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mPgjlkNAAGIARMDseoyAAAAAElFTkSuQmCC',
  'base64',
);

/** What the settings forms say for a failed call (api/api-answer.ts). */
function failure(mode: Mode): string {
  if (mode === 'aborted' || mode === 'too slow') {
    return 'No pudimos conectar con el servidor. Revisa tu conexión e intenta nuevamente.';
  }
  return serverText(mode) ?? 'Ocurrió un error inesperado. Intenta nuevamente.';
}

const heading2 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 2, name }).first();

async function openSettings(page: Page, path = 'settings/', heading: string | RegExp = 'Camila Rojas') {
  await page.goto(`${DASHBOARD}/${path}`);
  await expect(heading2(page, heading)).toBeVisible();
}

/** Opens the quick action `name` of the right panel (a slide-over below 1080 px). */
async function quickAction(page: Page, name: RegExp) {
  const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await page.getByRole('button', { name }).click();
}

const experience = (page: Page) => page.getByRole('region', { name: 'Experiencia profesional' });
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const tabpanel = (page: Page) => page.getByRole('tabpanel');

async function reopen(open: Locator, close: Locator) {
  if (await close.isVisible()) await close.click();
  await open.click();
}

let freshPosting = 0;
let workerHeaders: Record<string, string> = {};

/** Gives or withdraws the demo worker's consent to job offers through the API. */
async function offersConsent(active: boolean) {
  const list = (await (await fetch(`${API_URL}/api/users/privacy/consents`, { headers: workerHeaders })).json()) as {
    data: { id_consent: number; purpose: string; active: boolean }[];
  };
  const offers = list.data.find((consent) => consent.purpose === 'ofertas' && consent.active);
  if (active && !offers) {
    await fetch(`${API_URL}/api/users/privacy/consents`, {
      method: 'POST',
      headers: workerHeaders,
      body: JSON.stringify({ purpose: 'ofertas' }),
    });
  } else if (!active && offers) {
    await fetch(`${API_URL}/api/users/privacy/consents/${offers.id_consent}/withdraw`, {
      method: 'POST',
      headers: workerHeaders,
    });
  }
}

async function openPrivacy(page: Page) {
  await page.goto(PRIVACY);
  await expect(heading2(page, 'Tus consentimientos')).toBeVisible();
}

const consents = (page: Page) => page.getByRole('region', { name: 'Tus consentimientos' });

const SECURITY = `${DASHBOARD}/settings/seguridad`;
const accountCard = (page: Page) => page.getByRole('region', { name: 'Tu cuenta' });

/** The demo worker as if their e-mail were not verified yet: the session refresh says so. */
async function unverifiedWorker(page: Page) {
  await page.route(
    (url) => url.origin === new URL(API_URL).origin && url.pathname === '/auth/success-login',
    async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as { data: { security_user: { email_verified: boolean } } };
      answer.data.security_user = { email_verified: false };
      await route.fulfill({ response, json: answer });
    },
  );
}

/** The code step open, its code sent (answered here: the demo worker's e-mail is verified). */
async function codeStepOpen(page: Page) {
  await unverifiedWorker(page);
  await page.route(
    (url) => url.origin === new URL(API_URL).origin && url.pathname === '/api/users/email-verification',
    (route) => {
      const at = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();
      return route.fulfill({
        json: {
          message: 'Te enviamos un código de 6 dígitos a trabajador@demo.cl. Vence en 10 minutos.',
          data: { sent_at: at(0), expires_at: at(600), resend_at: at(60) },
        },
      });
    },
  );
  await page.goto(SECURITY);
  await accountCard(page).getByRole('button', { name: 'Verificar correo' }).click();
  await accountCard(page).getByLabel('Código de verificación').fill('123456');
}

test.beforeAll(async () => {
  await fetch(`${API_URL}/_dev/reset`, { method: 'POST' });
  const token = await apiToken(API_URL, 'trabajador@demo.cl', 'andes-2025');
  const headers = { 'content-type': 'application/json', 'auth-user': token };
  workerHeaders = headers;
  await fetch(`${API_URL}/api/users/bank-details/add-bank-details`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      ...{ account_holder_name: 'Camila Rojas', bank_name: 'Banco Estado', account_type: 'Cuenta Rut' },
      ...{ account_number: '12345678', rut_account: '12.345.678-5', email: 'camila@correo.cl' },
      ...{ phone: '56987654321', invoice_type: 'Boleta' },
    }),
  });
  const list = (await (await fetch(`${API_URL}/api/users/job-postings`, { headers })).json()) as {
    data: { id_publication: number; saved: boolean; applied: boolean }[];
  };
  freshPosting = list.data.find((posting) => !posting.saved && !posting.applied)?.id_publication ?? 0;
});

test.afterAll(async () => {
  await fetch(`${API_URL}/_dev/reset`, { method: 'POST' });
});

const CASES: FaultCase[] = [
  // ——— profile ———
  {
    call: 'GET /api/users/get-extra-data-user',
    session: 'user',
    open: (page) => page.goto(`${DASHBOARD}/settings/`).then(() => undefined),
    // Silent: the profile falls back to the signed-in user's data.
    says: async (page) => {
      await expect(heading2(page, 'Camila Rojas')).toBeVisible();
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
  },
  {
    call: 'POST /api/users/update-data-user',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await quickAction(page, /Editar información/);
      await page
        .getByRole('form', { name: 'Información personal' })
        .getByLabel('Nombre', { exact: true })
        .fill('Camila Andrea');
    },
    act: (page) =>
      page.getByRole('form', { name: 'Información personal' }).getByRole('button', { name: 'Guardar cambios' }).click(),
    says: async (page, mode) => {
      await expect(page.getByRole('form', { name: 'Información personal' }).getByRole('alert')).toHaveText(
        `No se pudieron guardar tus datos. ${failure(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(
        page.getByRole('form', { name: 'Información personal' }).getByLabel('Nombre', { exact: true }),
      ).toHaveValue('Camila Andrea');
    },
  },
  {
    call: 'POST /api/users/update-profile-image',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await page.getByRole('button', { name: 'Subir imagen' }).click();
      await dialog(page, 'Actualizar imagen de perfil')
        .getByLabel('Imagen de perfil')
        .setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
    },
    act: (page) => dialog(page, 'Actualizar imagen de perfil').getByRole('button', { name: 'Guardar imagen' }).click(),
    says: async (page, mode) => {
      const alert = dialog(page, 'Actualizar imagen de perfil').getByRole('alert');
      if (mode === 'too slow' || mode === 'aborted') {
        // No answer and the signed-in user still has the old photo: the connection failed.
        await expect(alert).toContainText('No pudimos conectar con el servidor.');
        await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      } else {
        await expect(alert).toHaveText('Error al actualizar la imagen de perfil, intente nuevamente');
      }
    },
    kept: async (page) => {
      await expect(
        dialog(page, 'Actualizar imagen de perfil').getByRole('img', { name: 'Vista previa de la nueva imagen' }),
      ).toBeVisible();
    },
  },
  {
    call: 'GET /api/users/experience-work/get-experience-work',
    session: 'user',
    open: (page) => page.goto(`${DASHBOARD}/settings/`).then(() => undefined),
    says: async (page) => {
      await expect(experience(page).getByRole('alert')).toHaveText('No pudimos cargar tu experiencia profesional.');
    },
  },
  {
    call: 'POST /api/users/experience-work/add-experience-work',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await quickAction(page, /Experiencia profesional/);
      const form = page.getByRole('form', { name: 'Nueva experiencia profesional' });
      await form.getByLabel('Cargo').fill('Conductora');
      await form.getByLabel('Empresa').fill('Bodegas Central');
      await form.getByLabel('Tipo de empleo').selectOption('Contrato temporal');
      await form.getByLabel('Ubicación').fill('Quilicura');
      await form.getByLabel('Fecha de inicio').fill('2024-01-01');
      await form.getByLabel('Fecha de término').fill('2024-03-01');
      await form.getByLabel('Descripción').fill('Reparto.');
    },
    act: (page) =>
      page
        .getByRole('form', { name: 'Nueva experiencia profesional' })
        .getByRole('button', { name: 'Agregar experiencia' })
        .click(),
    says: async (page, mode) => {
      await expect(page.getByRole('form', { name: 'Nueva experiencia profesional' }).getByRole('alert')).toHaveText(
        `Algo salio mal: ${failure(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(page.getByRole('form', { name: 'Nueva experiencia profesional' }).getByLabel('Cargo')).toHaveValue(
        'Conductora',
      );
    },
  },
  {
    call: 'GET /api/users/experience-work/get-experience-work-for-update/:id',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await experience(page).getByRole('button', { name: 'Editar experiencias' }).click();
    },
    act: async (page) => {
      if (await dialog(page, 'Editar experiencia').isVisible()) await page.keyboard.press('Escape');
      await experience(page)
        .getByRole('button', { name: /^Editar «/ })
        .first()
        .click();
    },
    says: async (page, mode) => {
      await expect(dialog(page, 'Editar experiencia').getByRole('alert')).toContainText(
        `No pudimos cargar la experiencia. ${failure(mode)}`,
      );
    },
  },
  {
    call: 'PUT /api/users/experience-work/update-experience-work/:id',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await experience(page).getByRole('button', { name: 'Editar experiencias' }).click();
      await experience(page)
        .getByRole('button', { name: /^Editar «/ })
        .first()
        .click();
      const cargo = dialog(page, 'Editar experiencia').getByLabel('Cargo');
      await expect(cargo).not.toHaveValue('');
      await cargo.fill('Cargo cambiado antes de la falla');
    },
    act: (page) => dialog(page, 'Editar experiencia').getByRole('button', { name: 'Guardar cambios' }).click(),
    says: async (page, mode) => {
      await expect(dialog(page, 'Editar experiencia').getByRole('alert')).toHaveText(
        `No se pudo actualizar la experiencia. ${failure(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(dialog(page, 'Editar experiencia').getByLabel('Cargo')).toHaveValue(
        'Cargo cambiado antes de la falla',
      );
    },
  },
  {
    call: 'DELETE /api/users/experience-work/delete-experience-work/:id',
    session: 'user',
    open: async (page) => {
      await openSettings(page);
      await experience(page).getByRole('button', { name: 'Editar experiencias' }).click();
      await experience(page)
        .getByRole('button', { name: /^Eliminar «/ })
        .first()
        .click();
    },
    act: (page) => dialog(page, 'Eliminar experiencia').getByRole('button', { name: 'Eliminar', exact: true }).click(),
    says: async (page, mode) => {
      await expect(dialog(page, 'Eliminar experiencia').getByRole('alert')).toHaveText(
        `No se pudo eliminar la experiencia. ${failure(mode)}`,
      );
    },
  },
  {
    call: 'POST /api/users/update-password',
    session: 'user',
    open: async (page) => {
      await page.goto(`${DASHBOARD}/settings/seguridad`);
      await page.getByLabel('Contraseña actual', { exact: true }).fill('Demo12345');
      await page.getByLabel('Nueva contraseña', { exact: true }).fill('Nueva12345');
      await page.getByLabel('Confirmar nueva contraseña', { exact: true }).fill('Nueva12345');
    },
    act: (page) => page.getByRole('button', { name: 'Cambiar contraseña' }).click(),
    busy: (page) => page.getByRole('button', { name: 'Guardando…' }),
    says: async (page, mode) => {
      await expect(page.locator('.uf-message-error')).toHaveText(failure(mode));
    },
    kept: async (page) => {
      await expect(page.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('Nueva12345');
    },
  },
  {
    call: 'POST /api/users/email-verification',
    session: 'user',
    open: async (page) => {
      await unverifiedWorker(page);
      await page.goto(SECURITY);
      await expect(accountCard(page).getByRole('button', { name: 'Verificar correo' })).toBeVisible();
    },
    act: (page) => accountCard(page).getByRole('button', { name: 'Verificar correo' }).click(),
    busy: (page) => accountCard(page).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(accountCard(page).getByRole('alert')).toHaveText(failure(mode));
    },
    kept: async (page) => {
      await expect(accountCard(page)).toContainText('Correo sin verificar');
      await expect(accountCard(page).getByRole('button', { name: 'Verificar correo' })).toBeEnabled();
    },
  },
  {
    call: 'POST /api/users/email-verification/confirm',
    session: 'user',
    open: codeStepOpen,
    act: (page) => accountCard(page).getByRole('button', { name: 'Confirmar' }).click(),
    busy: (page) => accountCard(page).getByRole('button', { name: 'Confirmando…' }),
    says: async (page, mode) => {
      await expect(accountCard(page).getByRole('alert')).toHaveText(failure(mode));
    },
    kept: async (page) => {
      await expect(accountCard(page).getByLabel('Código de verificación')).toHaveValue('123456');
      await expect(accountCard(page)).toContainText('Correo sin verificar');
    },
  },
  // ——— privacy ———
  ...(
    ['GET /api/users/privacy/summary', 'GET /api/users/privacy/consents', 'GET /api/users/privacy/requests'] as const
  ).map((spec): FaultCase => ({
    call: spec,
    session: 'user',
    open: (page) => page.goto(PRIVACY).then(() => undefined),
    busy: (page) => page.getByText('Cargando tus datos de privacidad…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tu información de privacidad.' });
      await expect(alert).toContainText(`No pudimos cargar tu información de privacidad. ${failure(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  })),
  {
    call: 'POST /api/users/privacy/consents/:id/withdraw',
    session: 'user',
    open: async (page) => {
      await offersConsent(true);
      await openPrivacy(page);
    },
    act: (page) =>
      consents(page)
        .getByRole('button', { name: /^Retirar consentimiento/ })
        .click(),
    // The consent stays in force, with the reason it was not withdrawn.
    says: async (page, mode) => {
      await expect(consents(page).getByRole('alert')).toHaveText(failure(mode));
      await expect(consents(page).getByRole('button', { name: /^Retirar consentimiento/ })).toBeEnabled();
    },
  },
  {
    call: 'POST /api/users/privacy/consents',
    session: 'user',
    open: async (page) => {
      await offersConsent(false);
      await openPrivacy(page);
    },
    act: (page) =>
      consents(page).getByRole('button', { name: 'Quiero recibir ofertas de trabajo por correo o WhatsApp' }).click(),
    says: async (page, mode) => {
      await expect(consents(page).getByRole('alert')).toHaveText(failure(mode));
      await expect(
        consents(page).getByRole('button', { name: 'Quiero recibir ofertas de trabajo por correo o WhatsApp' }),
      ).toBeEnabled();
    },
  },
  {
    call: 'POST /api/users/privacy/requests',
    session: 'user',
    open: async (page) => {
      await openPrivacy(page);
      await page.getByRole('button', { name: 'Solicitar corrección' }).click();
      const form = dialog(page, CORRECTION);
      await form.getByLabel('Correo electrónico').fill('camila.rojas@correo.cl');
      await form.getByLabel('Motivo (opcional)').fill('Cambié mi correo personal.');
      await form.getByLabel('Tu contraseña').fill('Demo12345');
    },
    act: (page) => dialog(page, CORRECTION).getByRole('button', { name: 'Enviar solicitud' }).click(),
    busy: (page) => dialog(page, CORRECTION).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, CORRECTION).getByRole('alert')).toHaveText(failure(mode));
    },
    kept: async (page) => {
      const form = dialog(page, CORRECTION);
      await expect(form.getByLabel('Correo electrónico')).toHaveValue('camila.rojas@correo.cl');
      await expect(form.getByLabel('Motivo (opcional)')).toHaveValue('Cambié mi correo personal.');
    },
  },
  // ——— bank ———
  {
    call: 'GET /api/users/bank-details/get-banks-details',
    session: 'user',
    open: (page) => page.goto(`${DASHBOARD}/settings/banco-detalles`).then(() => undefined),
    says: async (page) => {
      // The list announces it; the owner card says the same instead of an endless 'Cargando…'.
      await expect(
        page.getByRole('alert').filter({ hasText: 'No pudimos cargar tu información bancaria.' }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Camila Rojas' })).toContainText(
        'No pudimos cargar tu información bancaria.',
      );
    },
  },
  {
    call: 'POST /api/users/bank-details/add-bank-details',
    session: 'user',
    open: async (page) => {
      await openSettings(page, 'settings/banco-detalles', 'Cuentas bancarias');
      await quickAction(page, /Agregar datos bancarios/);
      const form = page.getByRole('form', { name: 'Agregar datos bancarios' });
      await form.getByLabel('Titular de la cuenta').fill('Camila Rojas');
      await form.getByLabel('RUT del titular').fill('123456785');
      await form.getByLabel('Banco').selectOption('BCI');
      await form.getByLabel('Tipo de cuenta').selectOption('Cuenta Vista');
      await form.getByLabel('Número de cuenta').fill('987654321');
      await form.getByLabel('Correo electrónico').fill('camila@correo.cl');
      await form.getByLabel('Teléfono').fill('56987654321');
      await form.getByLabel('Tipo de documento').selectOption('Boleta');
    },
    act: (page) =>
      page
        .getByRole('form', { name: 'Agregar datos bancarios' })
        .getByRole('button', { name: 'Guardar datos' })
        .click(),
    says: async (page, mode) => {
      await expect(page.getByRole('form', { name: 'Agregar datos bancarios' }).getByRole('alert')).toHaveText(
        failure(mode),
      );
    },
    kept: async (page) => {
      await expect(
        page.getByRole('form', { name: 'Agregar datos bancarios' }).getByLabel('Número de cuenta'),
      ).toHaveValue('987654321');
    },
  },
  {
    call: 'GET /api/users/bank-details/get-bank-details-for-update/:id',
    session: 'user',
    open: (page) => openSettings(page, 'settings/banco-detalles', 'Cuentas bancarias'),
    act: async (page) => {
      if (await page.getByRole('button', { name: 'Volver' }).isVisible())
        await page.getByRole('button', { name: 'Volver' }).click();
      await quickAction(page, /Actualizar datos bancarios/);
    },
    says: async (page, mode) => {
      await expect(page.getByText(`No pudimos cargar tus datos bancarios. ${failure(mode)}`)).toBeVisible();
    },
  },
  {
    call: 'PUT /api/users/bank-details/update-bank-details/:id',
    session: 'user',
    open: async (page) => {
      await openSettings(page, 'settings/banco-detalles', 'Cuentas bancarias');
      await quickAction(page, /Actualizar datos bancarios/);
      const phone = page.getByRole('form', { name: 'Actualizar datos bancarios' }).getByLabel('Teléfono');
      await expect(phone).toHaveValue('56987654321');
      await phone.fill('56911112222');
    },
    act: (page) =>
      page
        .getByRole('form', { name: 'Actualizar datos bancarios' })
        .getByRole('button', { name: 'Guardar cambios' })
        .click(),
    says: async (page, mode) => {
      await expect(page.getByRole('form', { name: 'Actualizar datos bancarios' }).getByRole('alert')).toHaveText(
        failure(mode),
      );
    },
    kept: async (page) => {
      await expect(page.getByRole('form', { name: 'Actualizar datos bancarios' }).getByLabel('Teléfono')).toHaveValue(
        '56911112222',
      );
    },
  },
  {
    call: 'PUT /api/users/bank-details/change-select-bank/:id',
    session: 'user',
    open: (page) => openSettings(page, 'settings/banco-detalles', 'Cuentas bancarias'),
    act: (page) =>
      page
        .getByRole('region', { name: 'Detalle de la cuenta' })
        .getByLabel('Usar esta cuenta para recibir mis pagos')
        .click(),
    says: async (page, mode) => {
      await expect(page.getByText('No se pudo cambiar la cuenta')).toBeVisible();
      await expect(errorAlert(page, failure(mode))).toBeVisible();
    },
  },
  {
    call: 'DELETE /api/users/bank-details/delete-bank-details/:id',
    session: 'user',
    open: async (page) => {
      await openSettings(page, 'settings/banco-detalles', 'Cuentas bancarias');
      await page
        .getByRole('region', { name: 'Detalle de la cuenta' })
        .getByRole('button', { name: 'Eliminar cuenta' })
        .click();
    },
    act: (page) => dialog(page, 'Eliminar cuenta').getByRole('button', { name: 'Eliminar cuenta' }).click(),
    says: async (page, mode) => {
      await expect(dialog(page, 'Eliminar cuenta').getByRole('alert')).toHaveText(
        `No se pudo eliminar la cuenta. ${failure(mode)}`,
      );
    },
  },
  // ——— job postings ———
  {
    call: 'GET /api/users/job-postings',
    session: 'user',
    open: (page) => page.goto(POSTINGS).then(() => undefined),
    says: async (page) => {
      await expect(tabpanel(page).getByRole('alert')).toHaveText(
        'Error: No se pudieron obtener las publicaciones de empleo',
      );
    },
  },
  {
    call: 'POST /api/users/filter-job-postings',
    session: 'user',
    readOnly: true,
    open: (page) => page.goto(`${POSTINGS}?id_vehicle=1`).then(() => undefined),
    says: async (page) => {
      await expect(tabpanel(page).getByRole('alert')).toHaveText('Error al filtrar, intente nuevamente');
    },
  },
  {
    call: 'POST /api/users/search-job-postings',
    session: 'user',
    readOnly: true,
    open: (page) => page.goto(POSTINGS).then(() => undefined),
    act: async (page) => {
      const search = page.getByRole('searchbox', { name: 'Buscar ofertas de trabajo' });
      await search.fill((await search.inputValue()) === 'conductor' ? 'furgón' : 'conductor');
      await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    },
    says: async (page) => {
      await expect(tabpanel(page).getByRole('alert')).toHaveText('Error al filtrar, intente nuevamente');
    },
    kept: async (page) => {
      await expect(page.getByRole('searchbox', { name: 'Buscar ofertas de trabajo' })).not.toHaveValue('');
    },
  },
  {
    call: 'GET /api/users/filter-job-postings-by-id/:id',
    session: 'user',
    open: (page) => page.goto(POSTINGS).then(() => undefined),
    act: (page) =>
      reopen(
        tabpanel(page)
          .getByRole('link', { name: /Ver detalle/ })
          .first(),
        page.getByRole('button', { name: 'Cerrar detalle' }),
      ),
    says: async (page, mode) => {
      await expect(
        page.getByRole('complementary', { name: 'Detalle de la oferta' }).getByText(failure(mode)),
      ).toBeVisible();
    },
  },
  ...(
    [
      ['POST /api/users/save-posting', 'Guardar', 'No se pudo guardar la oferta'],
      ['POST /api/users/postulate-job-posting', 'Postular', 'No se pudo enviar la postulación'],
    ] as const
  ).map(([spec, button, title]): FaultCase => ({
    call: spec,
    session: 'user',
    open: async (page) => {
      await page.goto(`${POSTINGS}#${freshPosting}`);
      await expect(
        page.getByRole('complementary', { name: 'Detalle de la oferta' }).getByRole('heading', { level: 3 }),
      ).toBeVisible();
    },
    act: async (page) => {
      await page
        .getByRole('complementary', { name: 'Detalle de la oferta' })
        .getByRole('button', { name: button, exact: true })
        .click();
      // Applying asks first.
      if (button === 'Postular') await page.getByRole('button', { name: 'Enviar postulación' }).click();
    },
    says: async (page, mode) => {
      await expect(page.getByText(title)).toBeVisible();
      await expect(errorAlert(page, failure(mode))).toBeVisible();
    },
  })),
  ...(
    [
      ['GET /api/users/get-all-save-posting', /Guardadas/],
      ['GET /api/users/get-all-postulate-job-posting', /Postuladas/],
    ] as const
  ).map(([spec, tab]): FaultCase => ({
    call: spec,
    session: 'user',
    open: async (page) => {
      await page.goto(POSTINGS);
      // The lists load with the page (the tabs show their counts): a refused session leaves
      // before the tab can be chosen.
      await Promise.race([
        page
          .getByRole('tab', { name: tab })
          .click()
          .catch(() => undefined),
        page.waitForURL((url) => url.pathname === '/').catch(() => undefined),
      ]);
    },
    says: async (page, mode) => {
      await expect(tabpanel(page).getByRole('alert')).toHaveText(
        `Error al obtener las publicaciones guardadas/postuladas: ${failure(mode)}`,
      );
    },
  })),
  {
    call: 'GET /general-data/get-all-datas-filters',
    session: 'user',
    skip: ['session refused'],
    open: async (page) => {
      await page.goto(POSTINGS);
      await page.getByRole('button', { name: 'Filtros' }).click();
    },
    // Silent: the filters fall back to the reference data bundled with the site.
    says: async (page) => {
      const filters = dialog(page, 'Filtrar ofertas');
      await expect(filters.getByLabel('Vehículo').locator('option')).toHaveText([
        'Cualquier vehículo',
        ...VEHICLES.map((vehicle) => vehicle.name_vehicle),
      ]);
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
  },
];

test.describe('worker settings, privacy, bank and posting calls under failure', () => {
  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});
