// /verificar in Chromium: nothing but a small script loads before the person acts; a typed code
// (or the link and QR code's ?codigo=) shows the signed document, its parties with masked RUTs,
// when it was signed and its hash; the very file its worker downloads is confirmed and a modified
// copy is refused, both hashed in the browser without the file leaving it; wrong codes say why.
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_VERIFICATION_CODE } from '../../server/seed/signing.ts';
import { demoSignedContract } from '../support/signing-sample.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

// Full-page screenshots at two widths come on top of each journey: more time than the default.
test.describe.configure({ timeout: 90_000 });

// The demo as seeded: a journey that ran before may have changed the worker's password.
test.beforeAll(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
  }
}

const result = (page: Page) => page.getByRole('region', { name: 'Documento firmado', exact: true });
const fileStatus = (page: Page) => page.locator('.verify-verdict');

test('loads no framework before the person acts, then verifies a typed code', async ({ page }, testInfo) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/verificar');
  await page.waitForLoadState('networkidle');
  // Nothing but the page's inline lines until the person acts.
  const before = [...scripts];
  expect(before).toEqual([]);
  await expectNoAxeViolations(page);

  const code = page.getByLabel('Código de verificación');
  await code.fill(DEMO_VERIFICATION_CODE.toLowerCase().replaceAll('-', ' '));
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(result(page)).toBeVisible();
  expect(scripts.length).toBeGreaterThan(before.length);
  await expect(result(page)).toContainText('Anexo de jornada y remuneración (Contrato)');
  await expect(result(page)).toContainText('Transportes Andes, RUT ••.•••.428-5');
  await expect(result(page)).toContainText('Camila R., RUT ••.•••.678-5');
  await expect(result(page)).toContainText('(hora de Chile)');
  await expect(result(page)).not.toContainText('12.345.678');
  await expect(result(page).locator('.verify-hash')).toHaveText(/^[0-9a-f]{64}$/);
  await expect(page).toHaveURL(new RegExp(`\\?codigo=${DEMO_VERIFICATION_CODE}$`));
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'verificar-codigo');
});

test('confirms the signed file and refuses a modified one, without sending either', async ({
  page,
  apiURL,
}, testInfo) => {
  const { bytes, name } = await demoSignedContract(apiURL);
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });
  // The address of the signature page's link and QR code.
  await page.goto(`/verificar?codigo=${DEMO_VERIFICATION_CODE}`);
  await expect(result(page)).toContainText('Anexo de jornada y remuneración');
  await expect(page.getByLabel('Código de verificación')).toHaveValue(DEMO_VERIFICATION_CODE);

  const input = page.getByLabel('Elegir PDF');
  await input.setInputFiles({ name, mimeType: 'application/pdf', buffer: bytes });
  await expect(fileStatus(page)).toContainText('Este archivo es exactamente el documento firmado.');
  await shoot(page, testInfo, 'verificar-archivo-firmado');

  const modified = Buffer.from(bytes);
  const middle = Math.floor(modified.length / 2);
  modified[middle] = (modified[middle] ?? 0) ^ 0x01;
  await input.setInputFiles({ name: 'contrato-modificado.pdf', mimeType: 'application/pdf', buffer: modified });
  await expect(fileStatus(page)).toContainText('Este archivo no coincide con el documento firmado');
  await expect(fileStatus(page)).toContainText('Archivo: contrato-modificado.pdf');
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'verificar-archivo-modificado');
  expect(uploads).toEqual([]);
});

test.describe('codes that verify nothing', () => {
  test.use({ allowConsoleErrors: ['status of 404'] });

  test('a malformed code is refused in place, an unknown one says so', async ({ page }) => {
    await page.goto('/verificar');
    const code = page.getByLabel('Código de verificación');
    await code.fill('ABC');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'El código tiene 12 letras y números, como aparece en la hoja de firmas (por ejemplo, 7KQF-M2XD-9PRT).',
    );
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toBeFocused();
    await code.fill('AAAA-BBBB-CCCC');
    await page.getByRole('button', { name: 'Verificar' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'No encontramos un documento firmado con ese código. Revisa que esté escrito como aparece en la hoja de firmas.',
    );
    await expect(result(page)).toBeHidden();
    await expect(code).toHaveValue('AAAA-BBBB-CCCC');
  });
});
