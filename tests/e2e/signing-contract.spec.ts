// A contract signed where it is read: the company sends one (from its template), the worker opens
// 'Revisar y firmar', asks for the code, reads it from the outbox, signs, sees it 'Firmado' and
// downloads the signed PDF, whose verification code /verificar confirms. A wrong code is refused in
// Spanish with everything kept.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { pdfPageTexts } from '../../server/lib/documents/pdf-text.test-support.ts';
import { fillContractTemplate } from '../support/contract-template-form.ts';
import { sessionItems } from '../support/session-seed.ts';
import { ONE_PAGE_PDF } from '../support/photos.ts';
import { codeSentTo } from '../support/signing-sample.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { CONTRACT_ITEMS_SAMPLE } from '../../src/lib/contract/contract-template.sample.ts';

// The demo as seeded: a journey that ran before may have changed the worker's password.
test.beforeAll(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function companyToken(apiURL: string): Promise<string> {
  const login = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'empresa@demo.cl', password: 'Demo12345' }),
  });
  return ((await login.json()) as { data: { token_jwt: string } }).data.token_jwt;
}

interface SentContract {
  readonly id_history: number;
  readonly status: string;
  readonly verification_code: string | null;
  readonly document_name: string;
}

async function companyContracts(apiURL: string, token: string): Promise<SentContract[]> {
  const list = await fetch(`${apiURL}/business/contracts/all`, { headers: { 'auth-business': token } });
  return ((await list.json()) as { data: SentContract[] }).data;
}

/** The company sends a template contract to the demo worker. */
async function sendTemplate(apiURL: string, token: string, title: string): Promise<void> {
  const idUser = (
    (await (await fetch(`${apiURL}/business/contracts/all`, { headers: { 'auth-business': token } })).json()) as {
      data: { id_user: number; worker_email: string }[];
    }
  ).data.find((contract) => contract.worker_email === 'trabajador@demo.cl')?.id_user;
  const sent = await fetch(`${apiURL}/business/contracts/template`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-business': token },
    body: JSON.stringify({
      id_user: idUser,
      document_name: title,
      cargo: 'Conductor de reparto',
      fecha_inicio: '2099-01-05',
      jornada: 'Lunes a viernes, 09:00 a 18:00',
      remuneracion: '850.000',
      lugar_trabajo: 'Bodega Quilicura',
      ...CONTRACT_ITEMS_SAMPLE,
    }),
  });
  expect(sent.status).toBe(201);
}

async function openDashboard(page: Page, apiURL: string) {
  const items = await sessionItems(apiURL, 'user');
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.goto('/user/dashboard/');
}

// The wrong code is refused by the API (422), which the browser logs.
test.use({ allowConsoleErrors: ['422'] });

for (const width of [412, 1280]) {
  test(`the worker signs a contract the company sent, at ${width} px`, async ({ page, apiURL }, testInfo) => {
    // A whole journey: sending, reading in the viewer (pdf.js), signing, downloading, verifying.
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const token = await companyToken(apiURL);
    const TITLE = `Contrato de reparto ${width}`;
    await sendTemplate(apiURL, token, TITLE);
    await openDashboard(page, apiURL);

    await page.getByRole('button', { name: `Revisar y firmar ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Revisar y firmar contrato' });
    await expect(dialog.getByText('Transportes')).toBeVisible();
    await expectNoAxeViolations(page);

    // The reading view: the contract as sent, in the shared viewer.
    await dialog.getByRole('button', { name: 'Leer contrato' }).click();
    const viewer = page.getByRole('dialog', { name: 'Lectura del contrato' });
    await expect(viewer.getByText(/Página 1 de \d/)).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);

    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: /código/ })).toBeVisible();
    const code = await codeSentTo(apiURL, 'trabajador@demo.cl');

    // A wrong code is refused, and nothing typed or ticked is lost.
    await dialog.getByLabel('Leí el contrato completo').check();
    await dialog.getByLabel('Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.').check();
    const wrong = code === '000000' ? '111111' : '000000';
    await dialog.getByLabel('Código de verificación').fill(wrong);
    await dialog.getByRole('button', { name: 'Firmar contrato' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
    await expect(dialog.getByLabel('Código de verificación')).toHaveValue(wrong);
    await expect(dialog.getByLabel('Leí el contrato completo')).toBeChecked();
    await page.screenshot({ path: testInfo.outputPath(`firmar-contrato-${width}.png`) });

    await dialog.getByLabel('Código de verificación').fill(code);
    await dialog.getByRole('button', { name: 'Firmar contrato' }).click();
    await expect(dialog).toHaveCount(0);

    // The company sees it signed; the worker downloads the signed PDF.
    const signed = (await companyContracts(apiURL, token)).find((contract) => contract.document_name === TITLE);
    expect(signed?.status).toBe('SIGNED');
    const download = page.waitForEvent('download');
    await page
      .getByRole('button', { name: `Descargar ${TITLE}` })
      .first()
      .click();
    const file = await (await download).path();
    // Every page counts the whole signed file, the signature page included.
    const texts = await pdfPageTexts(new Uint8Array(await readFile(file)));
    expect(texts.length).toBeGreaterThanOrEqual(2);
    texts.forEach((text, index) => expect(text).toContain(`Página ${index + 1} de ${texts.length}`));
    await page.screenshot({ path: testInfo.outputPath(`contrato-firmado-${width}.png`) });

    // Anyone verifies it by its code.
    await page.goto(`/verificar?codigo=${signed?.verification_code ?? ''}`);
    await expect(page.getByText(TITLE).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('the company sends a contract from the registered profiles, by upload and from the template', async ({
  page,
  apiURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const items = await sessionItems(apiURL, 'business');
  await page.addInitScript((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
  await page.goto('/business/dashboard/profiles?q=trabajador%40demo.cl');
  await page.getByRole('button', { name: 'Enviar contrato a Camila Rojas' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Enviar contrato a Camila Rojas' });
  await expect(dialog.getByRole('heading', { name: 'Contratos enviados' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A file that is not a PDF is refused before anything is sent.
  const file = dialog.getByLabel('Contrato en PDF (máximo 10 MB)');
  await file.setInputFiles({ name: 'contrato.txt', mimeType: 'text/plain', buffer: Buffer.from('hola') });
  await dialog.getByRole('button', { name: 'Enviar contrato' }).click();
  await expect(dialog.getByText('El contrato debe ser un archivo PDF.')).toBeVisible();

  await file.setInputFiles({
    name: 'contrato-subido.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(ONE_PAGE_PDF),
  });
  await dialog.getByLabel('Nombre del contrato (opcional)').fill('Contrato subido e2e');
  await dialog.getByRole('button', { name: 'Enviar contrato' }).click();
  await expect(dialog.locator('li', { hasText: 'Contrato subido e2e' }).getByText('Pendiente')).toBeVisible();

  // The template asks every item a labour contract states, then shows the contract before sending.
  await dialog.getByLabel('Usar la plantilla').check();
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  await expect(dialog.getByText('Ingresa la nacionalidad del trabajador.')).toBeVisible();
  await fillContractTemplate(dialog, 'Contrato plantilla e2e');
  await page.screenshot({ path: testInfo.outputPath('plantilla-contrato.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Vista previa' }).click();
  const preview = page.getByRole('dialog', { name: 'Vista previa del contrato' });
  await expect(preview.getByText('Página 1 de 1')).toBeVisible({ timeout: 30_000 });
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('vista-previa-contrato.png') });
  await preview.getByRole('button', { name: 'Enviar contrato' }).click();
  await expect(preview).toHaveCount(0);
  await expect(dialog.locator('li', { hasText: 'Contrato plantilla e2e' }).getByText('Pendiente')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('enviar-contrato.png') });

  // The worker is told, with the link to sign.
  const messages = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as { to: string; text: string }[];
  expect(
    messages.some((message) => message.to === 'trabajador@demo.cl' && message.text.includes('Contrato plantilla e2e')),
  ).toBe(true);
});

test('the link in the worker’s message opens that contract to sign, signed in already or after signing in', async ({
  page,
  apiURL,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 412, height: 915 });
  const TITLE = 'Contrato enlazado';
  await sendTemplate(apiURL, await companyToken(apiURL), TITLE);
  const outbox = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as {
    to: string;
    text: string;
    links: string[];
  }[];
  const link = outbox.find((mail) => mail.to === 'trabajador@demo.cl' && mail.text.includes(TITLE))?.links[0] ?? '';
  expect(link).toMatch(/volver=/);
  const path = new URL(link).pathname + new URL(link).search;

  // Signed out: the company's sign-in, then the contract itself.
  await page.goto(path);
  await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
  await page.getByLabel('Contraseña', { exact: true }).fill('Demo12345');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revisar y firmar contrato' });
  await expect(dialog).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toContainText(TITLE);
  await expect(page).toHaveURL(/\/user\/dashboard\/home(\?(?!.*contrato=).*)?$/);

  // Signed in: the same link goes straight to it, with no second sign-in.
  await page.goto(path);
  await page.waitForURL(/\/user\/dashboard\/home/);
  await expect(page.getByRole('dialog', { name: 'Revisar y firmar contrato' })).toContainText(TITLE, {
    timeout: 20_000,
  });
});
