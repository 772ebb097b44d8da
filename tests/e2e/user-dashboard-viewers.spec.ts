// The full-screen viewers: the document viewer pages, rotates, zooms within its limits,
// prints and downloads a multi-page PDF; the contract viewer has no zoom out and saves
// contract_{id_history}.pdf; both trap focus, close on Escape and return focus.
import { readFile } from 'node:fs/promises';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test('the document viewer pages, rotates, zooms and downloads a multi-page PDF', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  // pdf.js (and its worker) load only when a viewer opens.
  const pdfjs: string[] = [];
  page.on('request', (request) => {
    if (/\/_astro\/pdf[.]/.test(request.url())) pdfjs.push(request.url());
  });
  await openHome(page);
  expect(pdfjs).toEqual([]);
  const opener = page.getByRole('button', { name: 'Ver Licencia de conducir' });
  await opener.click();
  const viewer = page.getByRole('dialog', { name: 'Visor de documentos' });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('img', { name: 'Licencia de conducir, página 1 de 2' })).toBeVisible();
  await expect(viewer.getByLabel('Documento', { exact: true })).toHaveValue('General:licencia_conducir');
  expect(pdfjs.length).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Only files with an id and visibility VISIBLE (custom ones uploaded) are listed.
  const options = await viewer.getByLabel('Documento', { exact: true }).locator('option').allTextContents();
  expect(options).toContain('Certificado de curso de manejo defensivo');
  expect(options).not.toContain('Padrón del vehículo');
  expect(options).not.toContain('Examen psicotécnico');
  expect(options).not.toContain('Seguro obligatorio (SOAP)');

  await viewer.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(viewer.getByText('Página 2 de 2')).toBeVisible();
  const canvas = viewer.locator('canvas');
  const upright = await canvas.boundingBox();
  await viewer.getByRole('button', { name: 'Girar 90°' }).click();
  await expect
    .poll(async () => {
      const box = await canvas.boundingBox();
      return box && upright ? box.width > box.height && upright.height > upright.width : false;
    })
    .toBe(true);

  const zoomOut = viewer.getByRole('button', { name: 'Alejar' });
  await expect(zoomOut).toBeDisabled();
  await viewer.getByRole('button', { name: 'Acercar' }).click();
  await expect(viewer.getByText('120%')).toBeVisible();
  await canvas.dblclick();
  await expect(viewer.getByText('140%')).toBeVisible();
  await zoomOut.click();
  await zoomOut.click();
  await expect(viewer.getByText('100%')).toBeVisible();
  await expect(zoomOut).toBeDisabled();

  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Descargar', exact: true }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('licencia_conducir.pdf');
  const bytes = await readFile(await saved.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // Next from the last page moves on to the next document; the select jumps.
  await viewer.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(viewer.getByLabel('Documento', { exact: true })).toHaveValue('General:certificado_antecedentes');
  await viewer.getByLabel('Documento', { exact: true }).selectOption({ label: 'Cédula de identidad (frontal)' });
  await expect(viewer.getByRole('img', { name: 'Cédula de identidad (frontal), página 1 de 1' })).toBeVisible();

  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await viewer.getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expect(opener).toBeFocused();
});

test('the contract viewer shows only SIGNED contracts, has no zoom out and saves contract_{id}.pdf', async ({
  page,
}) => {
  await openHome(page);
  const row = page.getByRole('row', { name: /Contrato de prestación de servicios/ });
  await row.getByRole('button', { name: /^Ver/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Visor de contratos' });
  await expect(viewer.getByRole('img', { name: 'Contrato de prestación de servicios, página 1 de 3' })).toBeVisible();
  // The demo's two signed contracts; the pending ones are not offered.
  await expect(viewer.getByLabel('Contrato', { exact: true }).locator('option')).toHaveText([
    'Anexo de jornada y remuneración',
    'Contrato de prestación de servicios',
  ]);
  await expect(viewer.getByRole('button', { name: 'Alejar' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Acercar' })).toBeEnabled();
  await expectNoAxeViolations(page);

  await viewer.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await viewer.getByRole('button', { name: 'Siguiente', exact: true }).click();
  await expect(viewer.getByText('Página 3 de 3')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Siguiente', exact: true })).toBeDisabled();

  const download = page.waitForEvent('download');
  await viewer.getByRole('button', { name: 'Descargar', exact: true }).click();
  expect((await download).suggestedFilename()).toMatch(/^contract_\d+\.pdf$/);
  await viewer.getByRole('button', { name: 'Cerrar visor' }).click();
  await expect(viewer).toBeHidden();

  // The table's own download saves the same name.
  const direct = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Descargar/ }).click();
  expect((await direct).suggestedFilename()).toMatch(/^contract_\d+\.pdf$/);
});

test('Ver documentos opens the viewer on the first listed document; keyboard alone drives it', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Ver documentos' }).focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Visor de documentos' });
  await expect(viewer.getByRole('img', { name: /Cédula de identidad \(frontal\), página 1 de 1/ })).toBeVisible();
  // The modal viewer keeps focus away from the page behind it (past its last control the browser
  // itself may take focus for a moment, leaving the document's body active).
  for (let step = 0; step < 15; step += 1) {
    await page.keyboard.press('Tab');
    const inside = await viewer.evaluate(
      (dialog) => document.activeElement === document.body || dialog.contains(document.activeElement),
    );
    expect(inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
});
