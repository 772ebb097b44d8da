// Worker document uploads from the home: the notice, the plus on a missing document,
// 'Cargando' → 'Cargado con éxito' → En revisión that survives a reload, refused files, and
// replace offered only when REJECTED or PENDING.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';

const PDF = Buffer.from(ONE_PAGE_PDF);

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function showPage(page: Page, pageNumber: number) {
  const next = page.getByRole('button', { name: 'Documentos siguientes' });
  for (let step = 1; step < pageNumber; step += 1) await next.click();
}

async function chooseFile(page: Page, trigger: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: trigger }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(file);
}

test('an upload goes through Cargando and Cargado con éxito to En revisión, and survives a reload', async ({
  page,
}) => {
  await openHome(page);
  // Slow the upload down a little so 'Cargando' can be seen.
  await page.route('**/upload-files-user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 600));
    await route.continue();
  });
  await showPage(page, 3);
  const card = page.getByRole('article', { name: 'Padrón del vehículo' });
  await expect(card).toContainText('Pendiente');
  await chooseFile(page, 'Subir Padrón del vehículo', { name: 'padron.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(card.getByRole('status')).toHaveText('Cargando');
  await expect(card.getByRole('status')).toHaveText('Cargado con éxito');
  await expect(card).toContainText('Pendiente');
  await expect(card).toContainText('En revisión', { timeout: 5000 });
  await expect(card.getByRole('status')).toHaveText('');
  await expect(card.getByRole('button', { name: 'Reemplazar Padrón del vehículo' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Documentos cargados' })).toHaveAttribute('aria-valuenow', '7');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  await showPage(page, 3);
  await expect(page.getByRole('article', { name: 'Padrón del vehículo' })).toContainText('En revisión');
});

test('a file over 20 MB or a .txt is refused with a message and nothing is sent', async ({ page }) => {
  // Handing a 20 MB file to the browser alone can take 30 s on busy cores.
  test.slow();
  await openHome(page);
  let uploads = 0;
  page.on('request', (request) => {
    if (request.url().includes('upload-files-user')) uploads += 1;
  });
  await showPage(page, 3);
  await chooseFile(page, 'Subir Padrón del vehículo', {
    name: 'grande.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.alloc(21 * 1024 * 1024, 0x25),
  });
  await expect(page.getByRole('alert')).toContainText('El archivo no puede ser mayor a 20MB');
  await chooseFile(page, 'Subir Revisión técnica', {
    name: 'notas.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hola'),
  });
  await expect(page.getByRole('alert')).toContainText('Solo se permiten archivos PDF, PNG, JPG o JPEG');
  await expect(page.getByRole('article', { name: 'Revisión técnica' })).toContainText('Pendiente');
  expect(uploads).toBe(0);
});

test('the upload notice can be dismissed for good', async ({ page }) => {
  await openHome(page);
  await showPage(page, 3);
  await page.getByRole('button', { name: 'Subir Padrón del vehículo' }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Padrón del vehículo');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(notice).toBeHidden();
  await expect(page.getByRole('button', { name: 'Subir Padrón del vehículo' })).toBeFocused();

  await page.getByRole('button', { name: 'Subir Padrón del vehículo' }).click();
  await notice.getByLabel('No volver a mostrar este aviso').check();
  const chooser = page.waitForEvent('filechooser');
  await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();
  await showPage(page, 3);
  const direct = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir Revisión técnica' }).click();
  await direct;
  await expect(notice).toBeHidden();
});

test('replace is offered only for REJECTED or PENDING documents', async ({ page }) => {
  await openHome(page);
  const replace = (name: string) => page.getByRole('button', { name: `Reemplazar ${name}` });
  await expect(replace('Licencia de conducir')).toBeVisible();
  await expect(replace('Cédula de identidad (frontal)')).toHaveCount(0);
  await showPage(page, 2);
  await expect(replace('Certificado de antecedentes')).toBeVisible();
  await expect(replace('Hoja de vida del conductor')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subir Hoja de vida del conductor' })).toHaveCount(0);
});
