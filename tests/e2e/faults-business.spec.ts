// Fault injection on the company area's calls: each failure says the
// fixed failure text with the server's words (or 'No pudimos conectar con el servidor.' when there are
// none), dialogs stay open with what was typed, and a 401 ends the session: at '/' for a read, at
// '/login' with 'Tu sesión terminó. Inicia sesión de nuevo para continuar.' for a save.
import type { Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase, type Mode } from './faults-support.ts';
import { apiToken, dateAhead, pickPostingCommune, reset } from './business-support.ts';
import { API_URL, expect, test } from './fixtures.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const said = (mode: Mode) => serverText(mode) ?? 'No pudimos conectar con el servidor.';
const LOAD_POSTINGS = 'Error al obtener los datos de los trabajos publicados';
const APPLIED_TITLE = 'Peoneta para camión 3/4';

let appliedId = 0;
test.beforeAll(async () => {
  await reset(API_URL);
  const token = await apiToken(API_URL, 'empresa@demo.cl');
  const list = (await (
    await fetch(`${API_URL}/business/job-postings`, { headers: { 'auth-business': token } })
  ).json()) as { data: { id_publication: number; title: string }[] };
  appliedId = list.data.find((posting) => posting.title === APPLIED_TITLE)?.id_publication ?? 0;
});

async function openPostings(page: Page) {
  await page.goto('/business/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
}

const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const firstCardButton = (page: Page, verb: string) =>
  page.getByRole('button', { name: new RegExp(`^${verb} `) }).first();

async function openNewPosting(page: Page) {
  await openPostings(page);
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const form = dialog(page, 'Nueva publicación');
  await form.getByLabel('Título').fill('Conductor de furgón para fallas');
  await form.getByLabel('Descripción').fill('Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes.');
  await form.getByLabel('Requisitos').fill('Licencia clase B y disponibilidad inmediata.');
  await form.getByLabel('Vehículo', { exact: true }).selectOption({ label: 'Furgón' });
  await form.getByLabel('Capacidad').selectOption({ label: '1.000 kg' });
  await form.getByLabel('Zona').selectOption({ label: 'Zona Centro' });
  await form.getByLabel('Región').selectOption({ label: 'Metropolitana de Santiago' });
  await pickPostingCommune(form, 'Ñuñoa');
  await form.getByLabel('Horario').selectOption({ label: 'AM' });
  await form.getByLabel('Fecha de inicio').fill(dateAhead(30));
  await form.getByLabel('Pago por unidad (CLP)').fill('1.500');
}

async function openApplicants(page: Page) {
  await page.goto(`/business/dashboard/job-postings/${appliedId}/applicants`);
  await expect(page.getByRole('article', { name: 'Camila Rojas' })).toBeVisible();
}

const CASES: FaultCase[] = [
  {
    call: 'GET /business/job-postings',
    session: 'business',
    open: (page) => page.goto('/business/dashboard').then(() => undefined),
    says: async (page) => {
      await expect(errorAlert(page, LOAD_POSTINGS)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'POST /business/search-my-job-postings',
    session: 'business',
    readOnly: true,
    open: async (page) => {
      await openPostings(page);
      await page.getByLabel('Buscar en mis publicaciones').fill('furgón');
    },
    act: (page) => page.getByRole('button', { name: 'Buscar', exact: true }).click(),
    says: async (page) => {
      await expect(errorAlert(page, LOAD_POSTINGS)).toBeVisible();
    },
    kept: async (page) => {
      await expect(page.getByLabel('Buscar en mis publicaciones')).toHaveValue('furgón');
    },
  },
  {
    call: 'POST /business/create-job-posting',
    session: 'business',
    open: openNewPosting,
    act: (page) => dialog(page, 'Nueva publicación').getByRole('button', { name: 'Publicar' }).click(),
    says: async (page, mode) => {
      await expect(dialog(page, 'Nueva publicación').getByRole('alert')).toContainText(
        `Error al crear el trabajo ${said(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(dialog(page, 'Nueva publicación').getByLabel('Título')).toHaveValue(
        'Conductor de furgón para fallas',
      );
      await expect(dialog(page, 'Nueva publicación').getByLabel('Pago por unidad (CLP)')).not.toHaveValue('');
    },
  },
  {
    call: 'GET /business/get-data-job-posting-to-update/:id',
    session: 'business',
    open: openPostings,
    act: async (page) => {
      if (await dialog(page, 'Editar publicación').isVisible()) await page.keyboard.press('Escape');
      await firstCardButton(page, 'Editar').click();
    },
    says: async (page, mode) => {
      await expect(dialog(page, 'Editar publicación').getByRole('alert')).toHaveText(`${LOAD_POSTINGS}. ${said(mode)}`);
    },
  },
  {
    call: 'PUT /business/update-job-posting/:id',
    session: 'business',
    open: async (page) => {
      await openPostings(page);
      await firstCardButton(page, 'Editar').click();
      const title = dialog(page, 'Editar publicación').getByLabel('Título');
      await expect(title).not.toHaveValue('');
      await title.fill('Título cambiado antes de la falla');
    },
    act: (page) => dialog(page, 'Editar publicación').getByRole('button', { name: 'Guardar cambios' }).click(),
    says: async (page, mode) => {
      await expect(
        dialog(page, 'Editar publicación').getByText(`Error al actualizar el trabajo: ${said(mode)}`),
      ).toBeVisible();
    },
    kept: async (page) => {
      await expect(dialog(page, 'Editar publicación').getByLabel('Título')).toHaveValue(
        'Título cambiado antes de la falla',
      );
    },
  },
  {
    call: 'DELETE /business/delete-job-posting/:id',
    session: 'business',
    open: async (page) => {
      await openPostings(page);
      await firstCardButton(page, 'Eliminar').click();
    },
    act: (page) =>
      dialog(page, '¿Eliminar esta publicación?').getByRole('button', { name: 'Eliminar', exact: true }).click(),
    says: async (page, mode) => {
      await expect(
        dialog(page, '¿Eliminar esta publicación?').getByText(`Error al eliminar el trabajo ${said(mode)}`),
      ).toBeVisible();
    },
  },
  {
    call: 'GET /business/get-postulates-job-posting/:id',
    session: 'business',
    open: (page) => page.goto(`/business/dashboard/job-postings/${appliedId}/applicants`).then(() => undefined),
    busy: (page) => page.getByText('Cargando postulantes…'),
    says: async (page, mode) => {
      await expect(page.getByRole('alert').filter({ hasText: LOAD_POSTINGS })).toHaveText(
        `${LOAD_POSTINGS}. ${said(mode)}Reintentar`,
      );
    },
  },
  {
    call: 'POST /business/send-email-to-user-jobpostulate',
    session: 'business',
    open: async (page) => {
      await openApplicants(page);
      await page.getByRole('button', { name: 'Enviar correo a Camila Rojas' }).click();
      await dialog(page, 'Enviar correo al postulante').getByLabel('Mensaje').fill('Hola Camila, ¿puedes el lunes?');
    },
    act: (page) => dialog(page, 'Enviar correo al postulante').getByRole('button', { name: 'Enviar correo' }).click(),
    says: async (page, mode) => {
      await expect(
        dialog(page, 'Enviar correo al postulante').getByText(
          `Error al enviar el email al usuario, intente nuevamente. ${said(mode)}`,
        ),
      ).toBeVisible();
    },
    kept: async (page) => {
      await expect(dialog(page, 'Enviar correo al postulante').getByLabel('Mensaje')).toHaveValue(
        'Hola Camila, ¿puedes el lunes?',
      );
    },
  },
  {
    call: 'GET /business/get-registered-profiles',
    session: 'business',
    open: (page) => page.goto('/business/dashboard/profiles').then(() => undefined),
    says: async (page, mode) => {
      await expect(
        page.getByRole('alert').filter({ hasText: 'No pudimos cargar los perfiles registrados.' }),
      ).toContainText(`No pudimos cargar los perfiles registrados. ${said(mode)}`);
    },
  },
];

test.describe('company area calls under failure', () => {
  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});
