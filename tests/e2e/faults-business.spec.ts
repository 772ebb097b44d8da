// Fault injection on the company area's calls: each failure says the
// fixed failure text with the server's words (or 'No pudimos conectar con el servidor.' when there are
// none), dialogs stay open with what was typed, and a 401 ends the session: at '/' for a read, at
// '/login' with 'Tu sesión terminó. Inicia sesión de nuevo para continuar.' for a save.
import type { Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase, type Mode } from './faults-support.ts';
import { apiToken, dateAhead, pickPostingCommune, reset } from './business-support.ts';
import { API_URL, expect, test } from './fixtures.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';
import { TEMPLATE_TEXT_FIELDS, fillContractTemplate } from '../support/contract-template-form.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const said = (mode: Mode) => serverText(mode) ?? 'No pudimos conectar con el servidor.';
const LOAD_POSTINGS = 'Error al obtener los datos de los trabajos publicados';
const APPLIED_TITLE = 'Peoneta para camión 3/4';

interface QueueEntry {
  readonly id_user: number;
  readonly worker_name: string;
  readonly document_name: string;
  readonly expires: boolean;
}

let appliedId = 0;
/** 'Por revisar' rows: a document whose type expires (asks for its dates) and one that does not. */
let expiring = '';
let lasting = '';
/** A worker whose file lists missing documents, so it offers 'Solicitar documentos'. */
let fileWorker = { id: 0, name: '' };
/** A seeded conversation with unread messages, inside WhatsApp's 24-hour window (free text). */
let chat = { id: 0, name: '' };
test.beforeAll(async () => {
  await reset(API_URL);
  const token = await apiToken(API_URL, 'empresa@demo.cl');
  const read = async <T>(path: string) =>
    (await (await fetch(`${API_URL}${path}`, { headers: { 'auth-business': token } })).json()) as T;
  const list = await read<{ data: { id_publication: number; title: string }[] }>('/business/job-postings');
  appliedId = list.data.find((posting) => posting.title === APPLIED_TITLE)?.id_publication ?? 0;
  const conversations = await read<{
    data: { id_conversation: number; name: string; unread: number; window_closes_at: string | null }[];
  }>('/business/conversations');
  const open = conversations.data.find((entry) => entry.unread > 0 && entry.window_closes_at !== null);
  if (open) chat = { id: open.id_conversation, name: open.name };
  const queue = await read<{ data: QueueEntry[] }>('/business/review/queue');
  const named = (entry: QueueEntry | undefined) => (entry ? `${entry.document_name} de ${entry.worker_name}` : '');
  expiring = named(queue.data.find((entry) => entry.expires));
  lasting = named(queue.data.find((entry) => !entry.expires));
  for (const idUser of new Set(queue.data.map((entry) => entry.id_user))) {
    const file = await read<{ data: { worker: { worker_name: string }; missing: unknown[]; can_review: boolean } }>(
      `/business/workers/${idUser}`,
    );
    if (file.data.can_review && file.data.missing.length > 0) {
      fileWorker = { id: idUser, name: file.data.worker.worker_name };
      break;
    }
  }
});

async function openPostings(page: Page) {
  await page.goto('/business/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
}

const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
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

const LOAD_QUEUE = 'No pudimos cargar los documentos por revisar.';
const LOAD_REQUIREMENTS = 'No pudimos cargar los documentos requeridos.';
const SAVE_REQUIREMENTS = 'No pudimos guardar la lista.';
const CONTRACT_TO = 'Enviar contrato a Camila Rojas';
const SEND_CONTRACT = 'No pudimos enviar el contrato.';
const PREVIEW = 'No pudimos preparar la vista previa.';
const REJECT_REQUEST = /^Rechazar la solicitud N° \d+$/;

async function openReview(page: Page) {
  await page.goto('/business/dashboard/review');
  await expect(page.getByRole('status').filter({ hasText: /documentos? por revisar/ })).toBeVisible();
}

/** Opens the dialog of `verb` ('Aprobar', 'Rechazar') for a document of 'Por revisar'. */
async function openDecision(page: Page, verb: string, document: string, title: string) {
  await openReview(page);
  await page.getByRole('button', { name: `${verb} ${document}`, exact: true }).click();
  await expect(dialog(page, title)).toBeVisible();
}

async function openWorkerFile(page: Page) {
  await page.goto(`/business/dashboard/workers/${fileWorker.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Ficha de ${fileWorker.name}` })).toBeVisible();
}

async function openProfiles(page: Page) {
  await page.goto('/business/dashboard/profiles?q=trabajador%40demo.cl');
  await expect(page.getByRole('button', { name: CONTRACT_TO }).first()).toBeVisible();
}

/** 'Enviar contrato' to the demo worker, with the contracts already sent listed. */
async function openContract(page: Page) {
  await openProfiles(page);
  await page.getByRole('button', { name: CONTRACT_TO }).first().click();
  await expect(dialog(page, CONTRACT_TO).getByText('Cargando contratos…')).toBeHidden();
}

const TEMPLATE = { 'Nombre del contrato': 'Contrato de prueba de fallas', ...TEMPLATE_TEXT_FIELDS } as const;

const REPLY = 'Hola, te esperamos mañana a las 8:00.';
const REPLY_FAILED = 'No pudimos enviar el mensaje.';

async function openChat(page: Page) {
  await page.goto(`/business/dashboard/messages/${chat.id}`);
  await expect(page.getByRole('list', { name: `Mensajes con ${chat.name}` })).toBeVisible();
}

const REFUSAL = 'La ley nos obliga a conservar sus contratos firmados por cinco años más.';

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
  {
    call: 'GET /business/company-links',
    session: 'business',
    open: (page) => page.goto('/business/dashboard/registration-link').then(() => undefined),
    busy: (page) => page.getByText('Cargando enlaces…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar los enlaces.' });
      await expect(alert).toContainText(`No pudimos cargar los enlaces. ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'GET /business/review/queue',
    session: 'business',
    open: (page) => page.goto('/business/dashboard/review').then(() => undefined),
    busy: (page) => page.getByText('Cargando documentos por revisar…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: LOAD_QUEUE });
      await expect(alert).toContainText(`${LOAD_QUEUE} ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'GET /business/review/documents/:id/file',
    session: 'business',
    open: openReview,
    act: async (page) => {
      const viewer = dialog(page, 'Visor de documentos');
      if (await viewer.isVisible()) await viewer.getByRole('button', { name: 'Cerrar visor' }).click();
      await page.getByRole('button', { name: /^Ver / }).first().click();
    },
    busy: (page) => dialog(page, 'Visor de documentos').getByText('Cargando documento…'),
    says: async (page) => {
      await expect(
        dialog(page, 'Visor de documentos').getByText('No pudimos abrir este documento. Intenta nuevamente más tarde.'),
      ).toBeVisible();
    },
  },
  {
    call: 'POST /business/review/documents/:id/approve',
    session: 'business',
    open: async (page) => {
      await openDecision(page, 'Aprobar', expiring, 'Aprobar documento');
      await dialog(page, 'Aprobar documento').getByLabel('Fecha de emisión').fill(dateAhead(-30));
      await dialog(page, 'Aprobar documento').getByLabel('Fecha de vencimiento').fill(dateAhead(700));
    },
    act: (page) => dialog(page, 'Aprobar documento').getByRole('button', { name: 'Aprobar', exact: true }).click(),
    busy: (page) => dialog(page, 'Aprobar documento').getByRole('button', { name: 'Aprobando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, 'Aprobar documento').getByRole('alert')).toHaveText(
        `No pudimos aprobar el documento. ${said(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(dialog(page, 'Aprobar documento').getByLabel('Fecha de emisión')).toHaveValue(dateAhead(-30));
      await expect(dialog(page, 'Aprobar documento').getByLabel('Fecha de vencimiento')).toHaveValue(dateAhead(700));
    },
  },
  {
    call: 'POST /business/review/documents/:id/reject',
    session: 'business',
    open: async (page) => {
      await openDecision(page, 'Rechazar', lasting, 'Rechazar documento');
      await dialog(page, 'Rechazar documento').getByLabel('Motivo').selectOption({ label: 'Imagen ilegible' });
      await dialog(page, 'Rechazar documento').getByLabel('Descripción').fill('La foto salió movida, sube otra.');
    },
    act: (page) => dialog(page, 'Rechazar documento').getByRole('button', { name: 'Rechazar', exact: true }).click(),
    busy: (page) => dialog(page, 'Rechazar documento').getByRole('button', { name: 'Rechazando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, 'Rechazar documento').getByRole('alert')).toHaveText(
        `No pudimos rechazar el documento. ${said(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(dialog(page, 'Rechazar documento').getByLabel('Motivo')).toHaveValue('imagen_ilegible');
      await expect(dialog(page, 'Rechazar documento').getByLabel('Descripción')).toHaveValue(
        'La foto salió movida, sube otra.',
      );
    },
  },
  {
    call: 'POST /business/review/approve-many',
    session: 'business',
    open: async (page) => {
      await openReview(page);
      await page.getByRole('checkbox', { name: `Seleccionar ${lasting}`, exact: true }).check();
      await page.getByRole('button', { name: 'Aprobar seleccionados (1)' }).click();
    },
    act: (page) =>
      dialog(page, '¿Aprobar los documentos seleccionados?')
        .getByRole('button', { name: 'Aprobar seleccionados' })
        .click(),
    busy: (page) => dialog(page, '¿Aprobar los documentos seleccionados?').getByRole('button', { name: 'Aprobando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, '¿Aprobar los documentos seleccionados?').getByRole('alert')).toHaveText(
        `No pudimos aprobar los documentos. ${said(mode)}`,
      );
    },
  },
  {
    call: 'GET /business/required-documents',
    session: 'business',
    open: (page) => page.goto('/business/dashboard/required-documents').then(() => undefined),
    busy: (page) => page.getByText('Cargando documentos requeridos…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: LOAD_REQUIREMENTS });
      await expect(alert).toContainText(`${LOAD_REQUIREMENTS} ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'PUT /business/required-documents/:id',
    session: 'business',
    open: async (page) => {
      await page.goto('/business/dashboard/required-documents');
      await page.getByText('Conductor', { exact: true }).click();
      const list = page.getByRole('group', { name: 'Del catálogo' }).first();
      const box = list.getByRole('checkbox', { name: 'Certificado de estudios' });
      if (!(await box.isChecked())) await box.check();
    },
    act: (page) =>
      page
        .getByRole('button', { name: /^Guardar cambios/ })
        .first()
        .click(),
    busy: (page) => page.getByRole('button', { name: /^Guardando…/ }),
    says: async (page, mode) => {
      await expect(page.getByRole('alert').filter({ hasText: SAVE_REQUIREMENTS })).toHaveText(
        `${SAVE_REQUIREMENTS} ${said(mode)}`,
      );
    },
    kept: async (page) => {
      const list = page.getByRole('group', { name: 'Del catálogo' }).first();
      await expect(list.getByRole('checkbox', { name: 'Certificado de estudios' })).toBeChecked();
    },
  },
  {
    call: 'GET /business/workers/:id',
    session: 'business',
    open: (page) => page.goto(`/business/dashboard/workers/${fileWorker.id}`).then(() => undefined),
    busy: (page) => page.getByText('Cargando la ficha…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la ficha del trabajador.' });
      await expect(alert).toContainText(`No pudimos cargar la ficha del trabajador. ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'POST /business/workers/:id/request-documents',
    session: 'business',
    open: openWorkerFile,
    act: (page) => page.getByRole('button', { name: 'Solicitar documentos' }).click(),
    busy: (page) => page.getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(page.getByRole('alert').filter({ hasText: 'No pudimos enviar la solicitud.' })).toHaveText(
        `No pudimos enviar la solicitud. ${said(mode)}`,
      );
      await expect(page.getByRole('button', { name: 'Solicitar documentos' })).toBeEnabled();
    },
  },
  {
    call: 'GET /business/contracts/all',
    session: 'business',
    open: openProfiles,
    act: async (page) => {
      if (await dialog(page, CONTRACT_TO).isVisible()) {
        await page.keyboard.press('Escape');
        await expect(dialog(page, CONTRACT_TO)).toBeHidden();
      }
      await page.getByRole('button', { name: CONTRACT_TO }).first().click();
    },
    busy: (page) => dialog(page, CONTRACT_TO).getByText('Cargando contratos…'),
    says: async (page, mode) => {
      const alert = dialog(page, CONTRACT_TO)
        .getByRole('alert')
        .filter({ hasText: 'No pudimos cargar los contratos.' });
      await expect(alert).toContainText(`No pudimos cargar los contratos. ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'POST /business/contracts/template',
    session: 'business',
    open: async (page) => {
      await openContract(page);
      const form = dialog(page, CONTRACT_TO);
      await form.getByLabel('Usar la plantilla').check();
      await fillContractTemplate(form, TEMPLATE['Nombre del contrato']);
    },
    // The contract is sent from its preview, which a failure closes: each try opens it again.
    act: async (page) => {
      await dialog(page, CONTRACT_TO).getByRole('button', { name: 'Vista previa' }).click();
      const preview = page.getByRole('dialog', { name: 'Vista previa del contrato' });
      await preview.getByRole('button', { name: 'Enviar contrato', exact: true }).click();
    },
    busy: (page) =>
      page.getByRole('dialog', { name: 'Vista previa del contrato' }).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, CONTRACT_TO).getByRole('alert').filter({ hasText: SEND_CONTRACT })).toHaveText(
        `${SEND_CONTRACT} ${said(mode)}`,
      );
    },
    kept: async (page) => {
      for (const [label, value] of Object.entries(TEMPLATE)) {
        await expect(dialog(page, CONTRACT_TO).getByLabel(label, { exact: true })).toHaveValue(value);
      }
    },
  },
  {
    call: 'POST /business/contracts/template/preview',
    session: 'business',
    open: async (page) => {
      await openContract(page);
      const form = dialog(page, CONTRACT_TO);
      await form.getByLabel('Usar la plantilla').check();
      await fillContractTemplate(form, TEMPLATE['Nombre del contrato']);
    },
    act: (page) => dialog(page, CONTRACT_TO).getByRole('button', { name: 'Vista previa' }).click(),
    busy: (page) => dialog(page, CONTRACT_TO).getByRole('button', { name: 'Preparando…' }),
    says: async (page, mode) => {
      await expect(page.getByRole('dialog', { name: 'Vista previa del contrato' })).toHaveCount(0);
      await expect(dialog(page, CONTRACT_TO).getByRole('alert').filter({ hasText: PREVIEW })).toHaveText(
        `${PREVIEW} ${said(mode)}`,
      );
    },
    kept: async (page) => {
      for (const [label, value] of Object.entries(TEMPLATE)) {
        await expect(dialog(page, CONTRACT_TO).getByLabel(label, { exact: true })).toHaveValue(value);
      }
    },
  },
  {
    call: 'POST /business/contracts/upload',
    session: 'business',
    open: async (page) => {
      await openContract(page);
      const form = dialog(page, CONTRACT_TO);
      await form.getByLabel('Contrato en PDF (máximo 10 MB)').setInputFiles({
        name: 'contrato-fallas.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from(ONE_PAGE_PDF),
      });
      await form.getByLabel('Nombre del contrato (opcional)').fill('Contrato subido en la falla');
    },
    act: (page) => dialog(page, CONTRACT_TO).getByRole('button', { name: 'Enviar contrato', exact: true }).click(),
    busy: (page) => dialog(page, CONTRACT_TO).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, CONTRACT_TO).getByRole('alert').filter({ hasText: SEND_CONTRACT })).toHaveText(
        `${SEND_CONTRACT} ${said(mode)}`,
      );
    },
    kept: async (page) => {
      const form = dialog(page, CONTRACT_TO);
      await expect(form.getByLabel('Contrato en PDF (máximo 10 MB)')).toHaveValue(/contrato-fallas\.pdf$/);
      await expect(form.getByLabel('Nombre del contrato (opcional)')).toHaveValue('Contrato subido en la falla');
    },
  },
  {
    call: 'POST /business/privacy-requests/:id/:action',
    session: 'business',
    open: async (page) => {
      await page.goto('/business/dashboard/privacy-requests');
      await page.getByRole('button', { name: 'Rechazar', exact: true }).first().click();
      await dialog(page, REJECT_REQUEST).getByLabel('Motivo del rechazo').fill(REFUSAL);
    },
    act: (page) => dialog(page, REJECT_REQUEST).getByRole('button', { name: 'Rechazar', exact: true }).click(),
    busy: (page) => dialog(page, REJECT_REQUEST).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(dialog(page, REJECT_REQUEST).getByRole('alert')).toHaveText(
        `No pudimos rechazar la solicitud. ${said(mode)}`,
      );
    },
    kept: async (page) => {
      await expect(dialog(page, REJECT_REQUEST).getByLabel('Motivo del rechazo')).toHaveValue(REFUSAL);
    },
  },
  {
    // Opening a conversation with unread messages marks it read; a failed mark is silent (the
    // next opening tries again) and the conversation stays on screen.
    call: 'POST /business/conversations/:id/read',
    session: 'business',
    open: (page) => page.goto(`/business/dashboard/messages/${chat.id}`).then(() => undefined),
    says: async (page) => {
      await expect(page.getByRole('list', { name: `Mensajes con ${chat.name}` })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    },
  },
  {
    call: 'GET /business/conversations/:id',
    session: 'business',
    open: (page) => page.goto(`/business/dashboard/messages/${chat.id}`).then(() => undefined),
    busy: (page) => page.getByText('Cargando mensajes…'),
    says: async (page, mode) => {
      const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la conversación.' });
      await expect(alert).toContainText(`No pudimos cargar la conversación. ${said(mode)}`);
      await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'POST /business/conversations/:id/messages',
    session: 'business',
    open: async (page) => {
      await openChat(page);
      await page.getByRole('textbox', { name: 'Tu respuesta' }).fill(REPLY);
    },
    act: (page) => page.getByRole('button', { name: 'Enviar', exact: true }).click(),
    busy: (page) => page.getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(page.getByRole('alert').filter({ hasText: REPLY_FAILED })).toHaveText(
        `${REPLY_FAILED} ${said(mode)}`,
      );
      await expect(page.getByRole('button', { name: 'Enviar', exact: true })).toBeEnabled();
    },
    kept: async (page) => {
      await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveValue(REPLY);
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
