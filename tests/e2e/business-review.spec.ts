// Document review from both sides: the worker uploads a document, the company finds it in 'Por
// revisar', rejects it with a reason, the worker reads 'Rechazado' with that reason (and in
// 'Novedades') and replaces it, the company approves it and the worker reads 'Aprobado'. Axe on
// the review view, its dialogs and the worker's file; screenshots at 412 and 1280 px.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';

const PDF = { name: 'padron.pdf', mimeType: 'application/pdf', buffer: Buffer.from(ONE_PAGE_PDF) };
const DOCUMENT = 'Padrón del vehículo';
const WORKER_NAME = /^Camila Rojas/;

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

async function showCard(page: Page) {
  const card = page.getByRole('article', { name: DOCUMENT });
  const next = page.getByRole('button', { name: 'Documentos siguientes' });
  for (let step = 0; step < 6 && !(await card.isVisible()); step += 1) await next.click();
  return card;
}

async function upload(page: Page, trigger: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: trigger }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(PDF);
}

async function openReview(page: Page) {
  await page
    .getByRole('navigation', { name: 'Panel de empresa' })
    .getByRole('link', { name: /^Por revisar/ })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Por revisar' })).toBeVisible();
  return page
    .getByRole('row')
    .filter({ hasText: DOCUMENT })
    .filter({ has: page.getByRole('link', { name: WORKER_NAME }) });
}

test('a document goes from upload to rejected with a reason, is replaced, and ends approved', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const workerContext = await browser.newContext();
  const companyContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const worker = await workerContext.newPage();
  const company = await companyContext.newPage();

  await openHome(worker);
  let card = await showCard(worker);
  await upload(worker, `Subir ${DOCUMENT}`);
  await expect(card).toContainText('En revisión', { timeout: 10_000 });

  await signInCompany(company);
  let row = await openReview(company);
  await expect(row).toHaveCount(1);
  await expectNoAxeViolations(company);
  await company.screenshot({ path: testInfo.outputPath('por-revisar-1280.png'), fullPage: true });

  await row.getByRole('button', { name: /^Ver/ }).click();
  const viewer = company.getByRole('dialog', { name: 'Visor de documentos' });
  await expect(viewer.getByText(/Página 1 de 1/)).toBeVisible({ timeout: 15_000 });
  await viewer.getByRole('button', { name: 'Cerrar visor' }).click();

  await row.getByRole('button', { name: /^Rechazar/ }).click();
  const reject = company.getByRole('dialog', { name: 'Rechazar documento' });
  await reject.getByLabel('Motivo').selectOption({ label: 'Imagen ilegible' });
  await expectNoAxeViolations(company);
  await reject.getByRole('button', { name: 'Rechazar' }).click();
  await expect(reject).toBeHidden();
  await expect(row).toHaveCount(0);

  await worker.reload();
  await expect(worker.getByRole('region', { name: 'Novedades' })).toContainText(
    `${DOCUMENT} rechazado: Imagen ilegible`,
  );
  card = await showCard(worker);
  await expect(card).toContainText('Rechazado');
  await expect(card).toContainText('Imagen ilegible');
  await upload(worker, `Reemplazar ${DOCUMENT}`);
  await expect(card).toContainText('En revisión', { timeout: 10_000 });

  row = await openReview(company);
  await company.reload();
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /^Aprobar/ }).click();
  const approve = company.getByRole('dialog', { name: 'Aprobar documento' });
  await approve.getByRole('button', { name: 'Aprobar' }).click();
  await expect(approve).toBeHidden();
  await expect(row).toHaveCount(0);

  await worker.reload();
  card = await showCard(worker);
  await expect(card).toContainText('Aprobado');

  await company.getByRole('link', { name: WORKER_NAME }).first().click();
  await expect(company.getByRole('heading', { level: 1, name: /^Ficha de Camila/ })).toBeVisible();
  await expect(company.getByText(/Documentos aprobados \d+ de \d+/).first()).toBeVisible();
  await expectNoAxeViolations(company);
  await company.screenshot({ path: testInfo.outputPath('ficha-1280.png'), fullPage: true });
  await workerContext.close();
  await companyContext.close();
});

test('Por revisar at 412 px: the queue reads as cards and axe finds nothing', async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 900 });
  await signInCompany(page);
  await page.goto('/business/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Por revisar' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /documentos? por revisar/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await expectNoHorizontalScroll(page, 412);
  await page.screenshot({ path: testInfo.outputPath('por-revisar-412.png'), fullPage: true });
});
