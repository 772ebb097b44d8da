// Fault injection on the registration calls: the flow that cannot be
// chosen or whose lookups cannot load says so; a duplicate check that fails gives its own message
// under its field and keeps the step; a failed registration keeps every answer; the dynamic form's
// page load failure shows the server's words (or its own) and its failed submit shows the error
// screen with a way back to the kept answers; address suggestions and communes fail silently.
import type { Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase } from './faults-support.ts';
import { API_URL, expect, test } from './fixtures.ts';
import {
  DYNAMIC_LINK,
  FIXED_LINK,
  PDF,
  acceptDataConsent,
  field,
  freshIdentity,
  pickCommune,
} from './registration-support.ts';

/** The regions the communes case has chosen, across its modes. */
const regionsChosen = new Set<string>();

test.use({ allowConsoleErrors: NETWORK_NOISE });

const person = freshIdentity(4242);
const next = (page: Page) => page.getByRole('button', { name: 'Siguiente' }).click();
const stepTitle = (page: Page, number: number) =>
  page.getByRole('heading', { level: 2, name: new RegExp(`Paso ${number} de 3`) });
const alertTitle = (page: Page, text: string) => page.locator('.alert-error .alert-title').filter({ hasText: text });
const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function openFixed(page: Page) {
  await page.goto(FIXED_LINK);
  await expect(stepTitle(page, 1)).toBeVisible();
}

async function accountStep(page: Page) {
  await openFixed(page);
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill('Clave12345');
}

async function personalStep(page: Page) {
  await accountStep(page);
  await next(page);
  await expect(stepTitle(page, 2)).toBeVisible();
  await field(page, 'Nombre').fill('Josefa');
  await field(page, 'RUT').pressSequentially(person.rut);
  await field(page, 'Teléfono').fill(person.phone);
  await field(page, 'Región').selectOption({ label: 'Metropolitana de Santiago' });
  await pickCommune(page, 'Providencia');
  await field(page, 'Dirección').fill('Avenida Providencia 2124, Providencia');
}

async function workStep(page: Page) {
  await personalStep(page);
  await next(page);
  await expect(stepTitle(page, 3)).toBeVisible();
  await field(page, 'Horario').selectOption({ label: 'Jornada completa' });
  await field(page, 'Perfil').selectOption({ label: 'Conductor' });
  await page.getByLabel('No', { exact: true }).check();
  await acceptDataConsent(page);
}

const checkFailure = (label: string, text: string): Pick<FaultCase, 'says' | 'kept'> => ({
  // The check's own text, whatever the server said.
  says: async (page) => {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
    await expect(field(page, label)).toHaveAttribute('aria-invalid', 'true');
  },
  kept: async (page) => {
    await expect(field(page, label)).not.toHaveValue('');
  },
});

async function dynamicLastPage(page: Page) {
  await page.goto(DYNAMIC_LINK);
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill('Clave12345');
  await field(page, 'RUT').pressSequentially(person.rut);
  await field(page, 'Teléfono').fill(person.phone);
  await next(page);
  await field(page, 'Nombre').fill('Ignacio');
  await field(page, 'Fecha de nacimiento').fill('1990-04-12');
  await field(page, 'Dirección').fill('Calle Picarte 1530, Valdivia');
  await field(page, 'Perfil al que postulas').selectOption('Conductor');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await field(page, 'Semana en que puedes comenzar').fill('2026-W03');
  await page.getByLabel('Mañana').check();
  await field(page, 'Licencia de conducir').setInputFiles(PDF);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await acceptDataConsent(page);
}

let dynamicFormId = 0;
test.beforeAll(async () => {
  const answer = (await (await fetch(`${API_URL}/forms/register/active?slug=sur-2025`)).json()) as {
    data: { id_form: number };
  };
  dynamicFormId = answer.data.id_form;
});

const CASES: FaultCase[] = [
  {
    call: 'GET /forms/register/active',
    open: (page) => page.goto(FIXED_LINK).then(() => undefined),
    busy: (page) => page.getByText('Verificando el enlace…'),
    says: async (page, mode) => {
      await expect(alertTitle(page, 'No pudimos cargar el registro')).toBeVisible();
      await expect(errorAlert(page, serverText(mode) ?? 'Revisa tu conexión e intenta nuevamente.')).toBeVisible();
      await expect(stepTitle(page, 1)).toHaveCount(0);
    },
  },
  {
    call: 'GET /api/users/register/lookups/:name_business/:rgs',
    open: (page) => page.goto(FIXED_LINK).then(() => undefined),
    busy: (page) => page.getByText('Cargando el formulario…'),
    says: async (page) => {
      await expect(title(page, 'No pudimos cargar el formulario')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'GET /general-data/get-filtered-communes/:id',
    open: async (page) => {
      await accountStep(page);
      await next(page);
      await field(page, 'Nombre').fill('Josefa');
    },
    // A region not chosen before in this test each time: a list the client fetched for an earlier
    // mode (a late retry, once that mode's failure was lifted) is kept, and asked for no more.
    act: async (page) => {
      const region = field(page, 'Región');
      const current = await region.locator('option:checked').textContent();
      const labels = await region.locator('option:not([disabled]):not([value=""])').allTextContents();
      const label = labels.find((name) => name !== current && !regionsChosen.has(name));
      if (!label) throw new Error('More modes than regions to choose');
      regionsChosen.add(label);
      await region.selectOption({ label });
    },
    // Silent: the commune list simply stays empty; nothing typed is lost.
    says: async (page) => {
      await expect(field(page, 'Comuna')).toBeDisabled();
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
    kept: async (page) => {
      await expect(field(page, 'Nombre')).toHaveValue('Josefa');
    },
  },
  {
    call: 'GET /geocoder/search',
    open: async (page) => {
      await personalStep(page);
      await field(page, 'Dirección').fill('');
    },
    act: async (page) => {
      await field(page, 'Dirección').fill('');
      await field(page, 'Dirección').pressSequentially('av provi');
    },
    says: async (page) => {
      await expect(page.getByRole('listbox', { name: 'Direcciones sugeridas' }).getByRole('option')).toHaveCount(0);
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
    kept: async (page) => {
      await expect(field(page, 'Dirección')).toHaveValue('av provi');
    },
  },
  {
    call: 'POST /api/users/validate-email-user',
    open: accountStep,
    act: next,
    ...checkFailure('Correo electrónico', 'Ocurrió un error al verificar el email'),
  },
  {
    call: 'POST /api/users/validate-rut-user',
    open: personalStep,
    act: next,
    ...checkFailure('RUT', 'Ocurrió un error al verificar el RUT'),
  },
  {
    call: 'POST /api/users/validate-phone-user',
    open: personalStep,
    act: next,
    ...checkFailure('Teléfono', 'Ocurrió un error al verificar el teléfono'),
  },
  {
    call: 'POST /api/users/register',
    open: workStep,
    act: (page) => page.getByRole('button', { name: 'Registrarse' }).click(),
    busy: (page) => page.getByText('Procesando tu registro…'),
    says: async (page, mode) => {
      await expect(alertTitle(page, 'Ocurrió un error al procesar el formulario')).toBeVisible();
      await expect(errorAlert(page, serverText(mode) ?? 'Intenta nuevamente.')).toBeVisible();
      await expect(stepTitle(page, 3)).toBeVisible();
    },
    kept: async (page) => {
      await expect(field(page, 'Horario')).not.toHaveValue('');
      await expect(page.getByLabel('No', { exact: true })).toBeChecked();
    },
  },
  {
    call: 'GET /forms/register/page',
    open: (page) => page.goto(DYNAMIC_LINK).then(() => undefined),
    act: (page) => page.getByRole('button', { name: 'Comenzar' }).click(),
    says: async (page, mode) => {
      await expect(alertTitle(page, 'No pudimos cargar el formulario')).toBeVisible();
      await expect(
        errorAlert(page, serverText(mode) ?? 'No pudimos cargar el formulario. Intenta nuevamente.'),
      ).toBeVisible();
      await expect(title(page, 'Bienvenido a Logística Sur')).toBeVisible();
    },
  },
  {
    call: 'GET /forms/register/all',
    // Resuming on a later page reads every page; when that fails the welcome screen stays, silently.
    open: (page) => page.goto(`${DYNAMIC_LINK}&id_form=${dynamicFormId}&order=2`).then(() => undefined),
    says: async (page) => {
      await expect(page.getByRole('button', { name: 'Comenzar' })).toBeVisible();
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
  },
  {
    call: 'POST /forms/register/submit',
    open: dynamicLastPage,
    act: (page) => page.getByRole('button', { name: 'Registrarse' }).click(),
    busy: (page) => page.getByText('Enviando tu registro…'),
    says: async (page, mode) => {
      if (mode === 'too slow' || mode === 'aborted') {
        // No answer, and the e-mail check says the registration did not arrive: the page stays.
        await expect(page.getByText(/^Se cortó la conexión/)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
        return;
      }
      await expect(title(page, '¡Error en el registro!')).toBeVisible();
      await expect(page.getByText('Ocurrió un error. Intenta nuevamente.').first()).toBeVisible();
      if (serverText(mode)) await expect(errorAlert(page, serverText(mode) ?? '')).toBeVisible();
    },
    kept: async (page, mode) => {
      if (mode !== 'too slow' && mode !== 'aborted')
        await page.getByRole('button', { name: 'Volver al formulario' }).click();
      await expect(page.getByLabel('Mañana')).toBeChecked();
      await expect(page.getByLabel('Acepto los términos y condiciones')).toBeChecked();
    },
  },
];

test.describe('registration calls under failure', () => {
  test.beforeEach(async ({ request, apiURL }) => {
    await request.post(`${apiURL}/_dev/reset`);
  });

  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});
