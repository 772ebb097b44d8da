// Fault injection on the worker home's calls: documents, contracts, 'Novedades',
// attendance and penalties say they could not load and offer 'Reintentar'; an upload failure says
// 'Error al subir los archivos: {message}' and leaves the card as it was; a viewer whose file
// cannot be read says so; 'Revisar y firmar' says why the contract could not load, or why the code,
// the signature or the rejection failed, keeping what was typed and ticked; a 401 ends the session:
// at '/' for a read, at the company sign-in with 'Tu sesión terminó. Inicia sesión de nuevo para
// continuar.' for an upload, a dismissal, a signature or a rejection.
import type { Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase, type Mode } from './faults-support.ts';
import { expect, test } from './fixtures.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const HOME = '/user/dashboard/home';
const PDF = { name: 'padron.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) };
const SIGNING = 'Revisar y firmar contrato';
const REJECTION_REASON = 'Las tarifas no son las que conversamos con el supervisor.';

/** What 'Novedades' and the signing dialog say for a failed call (api/api-answer.ts). */
function failure(mode: Mode): string {
  if (mode === 'aborted' || mode === 'too slow') {
    return 'No pudimos conectar con el servidor. Revisa tu conexión e intenta nuevamente.';
  }
  return serverText(mode) ?? 'Ocurrió un error inesperado. Intenta nuevamente.';
}

async function openHome(page: Page) {
  await page.goto(HOME);
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
}

/** Pages the carousel until the card `name` shows. */
async function revealCard(page: Page, name: string) {
  const card = page.getByRole('article', { name });
  const next = page.getByRole('button', { name: 'Documentos siguientes' });
  for (let step = 0; step < 8 && !(await card.isVisible()); step += 1) await next.click();
  await expect(card).toBeVisible();
}

async function upload(page: Page, name: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: `Subir ${name}` }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(PDF);
}

const uploadFailure = (name: string, status: string): Pick<FaultCase, 'open' | 'act' | 'says'> => ({
  open: async (page) => {
    await openHome(page);
    await revealCard(page, name);
  },
  act: (page) => upload(page, name),
  says: async (page, mode: Mode) => {
    if (mode === 'too slow' || mode === 'aborted') {
      // No answer: the documents list says the file did not arrive, so the file stays chosen.
      const region = page.getByRole('region', { name: `Subida de ${name}` });
      await expect(region.getByRole('alert')).toContainText(
        'No pudimos conectar con el servidor y el archivo no se subió.',
      );
      await expect(region.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    } else {
      const text = `Error al subir los archivos: ${serverText(mode) ?? 'no pudimos conectar con el servidor'}`;
      await expect(errorAlert(page, text)).toHaveText(text);
    }
    await expect(page.getByRole('article', { name })).toContainText(status);
  },
});

async function panelView(page: Page, quickAction: RegExp, title: string) {
  const view = page.getByRole('complementary', { name: title });
  const retry = view.getByRole('button', { name: 'Reintentar' });
  if (await retry.isVisible()) return retry.click();
  return page.getByRole('button', { name: quickAction }).click();
}

const panelFailure = (quickAction: RegExp, title: string): Pick<FaultCase, 'open' | 'act' | 'says'> => ({
  open: openHome,
  act: (page) => panelView(page, quickAction, title),
  says: async (page) => {
    const view = page.getByRole('complementary', { name: title });
    await expect(view.getByRole('alert')).toContainText('No pudimos cargar esta información.');
    await expect(view.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
});

const viewerFailure = (openViewer: (page: Page) => Promise<void>, name: string): Pick<FaultCase, 'act' | 'says'> => ({
  act: async (page) => {
    const viewer = page.getByRole('dialog', { name });
    if (await viewer.isVisible()) await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await openViewer(page);
  },
  says: async (page) => {
    await expect(
      page.getByRole('dialog', { name }).getByText('No pudimos abrir este documento. Intenta nuevamente más tarde.'),
    ).toBeVisible();
  },
});

const news = (page: Page) => page.getByRole('region', { name: 'Novedades' });
const signing = (page: Page) => page.getByRole('dialog', { name: SIGNING });

/** 'Revisar y firmar' on the pending contract (the seed's 'Anexo de tarifas temporada alta'). */
async function openSigning(page: Page) {
  if (await signing(page).isVisible()) await page.keyboard.press('Escape');
  await expect(signing(page)).toBeHidden();
  await page.getByRole('button', { name: /^Revisar y firmar Anexo de tarifas temporada alta/ }).click();
}

/** The signing form with both boxes ticked and a code typed. */
async function prepareSignature(page: Page) {
  await openHome(page);
  await openSigning(page);
  const dialog = signing(page);
  await expect(dialog.getByRole('button', { name: 'Firmar contrato' })).toBeVisible();
  for (const box of await dialog.getByRole('checkbox').all()) await box.check();
  await dialog.getByLabel('Código de verificación').fill('123456');
}

async function keptSignature(page: Page) {
  const dialog = signing(page);
  for (const box of await dialog.getByRole('checkbox').all()) await expect(box).toBeChecked();
  await expect(dialog.getByLabel('Código de verificación')).toHaveValue('123456');
}

const CASES: FaultCase[] = [
  {
    call: 'GET /api/users/news',
    session: 'user',
    open: (page) => page.goto(HOME).then(() => undefined),
    says: async (page, mode) => {
      await expect(news(page).getByRole('alert')).toHaveText(`No pudimos cargar tus novedades. ${failure(mode)}`);
      await expect(news(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'POST /api/users/news/dismiss',
    session: 'user',
    open: async (page) => {
      await openHome(page);
      await expect(news(page).getByRole('listitem').first()).toBeVisible();
    },
    act: (page) => news(page).getByRole('button', { name: 'Descartar novedades' }).click(),
    busy: (page) => news(page).getByRole('button', { name: /^Descartando…/ }),
    // The news stay on screen, with the reason they were not dismissed.
    says: async (page, mode) => {
      await expect(news(page).getByRole('alert')).toHaveText(`No pudimos descartar las novedades. ${failure(mode)}`);
      await expect(news(page).getByRole('listitem').first()).toBeVisible();
      await expect(news(page).getByRole('button', { name: 'Descartar novedades' })).toBeEnabled();
    },
  },
  {
    call: 'GET /api/users/contracts/signing/:id_history',
    session: 'user',
    open: openHome,
    act: openSigning,
    busy: (page) => signing(page).getByText('Cargando el contrato…'),
    says: async (page, mode) => {
      await expect(signing(page).getByRole('alert')).toHaveText(`No pudimos cargar el contrato. ${failure(mode)}`);
      await expect(signing(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'GET /api/users/contracts/signing/:id_history/file',
    session: 'user',
    open: async (page) => {
      await openHome(page);
      await openSigning(page);
    },
    ...viewerFailure(
      (page) => signing(page).getByRole('button', { name: 'Leer contrato' }).click(),
      'Lectura del contrato',
    ),
  },
  {
    call: 'POST /api/users/contracts/signing/:id_history/send-code',
    session: 'user',
    open: prepareSignature,
    act: (page) =>
      signing(page)
        .getByRole('button', { name: /^Enviar (otro )?código$/ })
        .click(),
    busy: (page) => signing(page).getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      await expect(signing(page).getByRole('alert')).toHaveText(failure(mode));
    },
    kept: keptSignature,
  },
  {
    call: 'POST /api/users/contracts/signing/:id_history/sign',
    session: 'user',
    open: prepareSignature,
    act: (page) => signing(page).getByRole('button', { name: 'Firmar contrato' }).click(),
    busy: (page) => signing(page).getByRole('button', { name: 'Firmando…' }),
    says: async (page, mode) => {
      await expect(signing(page).getByRole('alert')).toHaveText(failure(mode));
      await expect(signing(page).getByRole('button', { name: 'Firmar contrato' })).toBeEnabled();
    },
    kept: keptSignature,
  },
  {
    call: 'POST /api/users/contracts/signing/:id_history/reject',
    session: 'user',
    open: async (page) => {
      await openHome(page);
      await openSigning(page);
      await signing(page).getByRole('button', { name: 'Rechazar contrato' }).click();
      await signing(page).getByLabel('Motivo del rechazo').fill(REJECTION_REASON);
    },
    act: (page) => signing(page).getByRole('button', { name: 'Rechazar contrato' }).click(),
    busy: (page) => signing(page).getByRole('button', { name: 'Rechazando…' }),
    says: async (page, mode) => {
      await expect(signing(page).getByRole('alert')).toHaveText(failure(mode));
      await expect(signing(page).getByRole('button', { name: 'Rechazar contrato' })).toBeEnabled();
    },
    kept: async (page) => {
      await expect(signing(page).getByLabel('Motivo del rechazo')).toHaveValue(REJECTION_REASON);
    },
  },
  {
    call: 'GET /api/users/files/default/obtain-all-documents-user',
    session: 'user',
    open: (page) => page.goto(HOME).then(() => undefined),
    says: async (page) => {
      await expect(page.getByText('No pudimos cargar tus documentos.')).toBeVisible();
    },
  },
  {
    call: 'GET /api/users/contracts/all',
    session: 'user',
    open: (page) => page.goto(HOME).then(() => undefined),
    busy: (page) => page.getByText('Cargando contratos…'),
    says: async (page) => {
      const section = page.getByRole('region', { name: 'Contratos' });
      await expect(section.getByText('No pudimos cargar tus contratos.')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    },
  },
  {
    call: 'GET /api/users/assistance/user-assistance',
    session: 'user',
    ...panelFailure(/Ver asistencias/, 'Asistencias'),
  },
  { call: 'GET /api/users/penaltys/user-penalty', session: 'user', ...panelFailure(/Ver multas/, 'Multas') },
  {
    call: 'POST /api/users/files/default/upload-files-user',
    session: 'user',
    ...uploadFailure('Padrón del vehículo', 'Pendiente'),
  },
  {
    call: 'POST /api/users/files/custom/upload-files-user',
    session: 'user',
    ...uploadFailure('Examen psicotécnico', 'Pendiente'),
  },
  {
    call: 'GET /api/users/files/default/download-file/:id_profile_user/:id_file',
    session: 'user',
    open: openHome,
    ...viewerFailure(
      (page) => page.getByRole('button', { name: 'Ver Licencia de conducir' }).click(),
      'Visor de documentos',
    ),
  },
  {
    call: 'GET /api/users/files/custom/download-file/:id_profile_user/:id_file',
    session: 'user',
    open: async (page) => {
      await openHome(page);
      await revealCard(page, 'Certificado de curso de manejo defensivo');
    },
    ...viewerFailure(
      (page) => page.getByRole('button', { name: 'Ver Certificado de curso de manejo defensivo' }).click(),
      'Visor de documentos',
    ),
  },
  {
    call: 'GET /api/users/contracts/download-file/:original_document_id/:id_history',
    session: 'user',
    open: openHome,
    ...viewerFailure(
      (page) =>
        page
          .getByRole('row', { name: /Contrato de prestación de servicios/ })
          .getByRole('button', { name: /^Ver/ })
          .click(),
      'Visor de contratos',
    ),
  },
];

test.describe('worker home calls under failure', () => {
  test.beforeAll(async ({ request, apiURL }) => {
    await request.post(`${apiURL}/_dev/reset`);
  });

  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});
