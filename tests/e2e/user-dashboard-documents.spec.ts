// Worker document uploads from the home: the notice, the plus on a missing document,
// 'Cargando' → 'Cargado con éxito' → En revisión that survives a reload, refused files, and
// replace offered when REJECTED or PENDING, or when an approved document is about to expire.
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

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("an upload's bar and 'Cancelar' come into view, though they sit below the carousel", async ({
    page,
  }, testInfo) => {
    await openHome(page);
    // The answer is held until the check below is done, as on a slow line.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/upload-files-user', async (route) => {
      await held;
      await route.continue();
    });
    await showPage(page, 3);
    await chooseFile(page, 'Subir Padrón del vehículo', {
      name: 'padron.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    const bar = page.getByRole('progressbar', { name: 'Subiendo Padrón del vehículo' });
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(page.getByRole('button', { name: 'Cancelar' })).toBeInViewport({ ratio: 1 });
    const path = testInfo.outputPath('upload-progress-375.png');
    await page.screenshot({ path });
    await testInfo.attach('upload-progress-375', { path, contentType: 'image/png' });
    release();
    await expect(page.getByRole('article', { name: 'Padrón del vehículo' })).toContainText('En revisión', {
      timeout: 10_000,
    });
  });
});

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

test('replace is offered for REJECTED or PENDING documents and approved ones about to expire', async ({ page }) => {
  await openHome(page);
  const replace = (name: string) => page.getByRole('button', { name: `Reemplazar ${name}` });
  await expect(replace('Licencia de conducir')).toBeVisible();
  // Approved, expiring within 30 days in the demo data: 'Vence el dd/mm/aaaa' and renewable.
  const idCard = page.getByRole('article', { name: 'Cédula de identidad (frontal)' });
  await expect(idCard).toContainText('Aprobado');
  await expect(idCard).toContainText(/Vence el \d{2}\/\d{2}\/\d{4}/);
  await expect(replace('Cédula de identidad (frontal)')).toBeVisible();
  await showPage(page, 2);
  await expect(replace('Certificado de antecedentes')).toBeVisible();
  await expect(replace('Hoja de vida del conductor')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Subir Hoja de vida del conductor' })).toHaveCount(0);
});
