// Company area, finding and exporting people: the registered profiles searched (accents and dots
// ignored), filtered and sorted with the view kept in the address so a colleague opens the same
// list, and the exports of the profiles and of a posting's applicants read back and compared with
// the rows on screen; axe on the filtered view.
import { readFile } from 'node:fs/promises';
import type { Download, Locator } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { parseCsv } from '../../src/features/business-dashboard/shared/csv-reader.ts';
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const TABLE = 'Personas registradas y sus perfiles';

async function saved(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

/** Name, RUT, e-mail and registration day of each row on screen. */
async function screenRows(table: Locator): Promise<string[][]> {
  return table.locator('tbody tr').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = (label: string) => row.querySelector(`[data-label="${label}"]`);
      return [
        row.querySelector('th')?.textContent ?? '',
        (cell('RUT')?.textContent ?? '').replace('—', ''),
        cell('Contacto')?.querySelector('.bd-cell-line')?.textContent ?? '',
        cell('Registro')?.textContent ?? '',
      ];
    }),
  );
}

test('registered profiles: search, filters and order live in the address and are exported as shown', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInCompany(page);
  await page.getByRole('link', { name: 'Perfiles registrados' }).click();
  const table = page.getByRole('table', { name: TABLE });
  await expect(table.getByRole('rowheader')).toHaveCount(10);

  const search = page.getByLabel('Buscar por nombre, RUT, correo o teléfono');
  await search.fill('munoz');
  await expect(table.getByRole('rowheader')).toHaveText(['Valentina Muñoz']);
  await expect(page).toHaveURL(/\?q=munoz$/);
  await search.fill('');

  await table.getByRole('button', { name: /^Nombre/ }).click();
  await expect(table.getByRole('columnheader', { name: /^Nombre/ })).toHaveAttribute('aria-sort', 'ascending');
  await page.getByLabel('Filas por página').selectOption('50');
  await expect(page).toHaveURL(/sort=name&dir=asc&size=50$/);
  await expectNoAxeViolations(page);

  // A colleague opening the link sees the same list in the same order.
  const shared = page.url();
  const names = await table.getByRole('rowheader').allTextContents();
  expect(names.length).toBeGreaterThan(1);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  await page.goto(shared);
  await expect(table.getByRole('rowheader')).toHaveText(names);
  await expect(page.getByLabel('Filas por página')).toHaveValue('50');

  const onScreen = await screenRows(table);
  const exports = page.getByRole('group', { name: 'Exportar perfiles' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^perfiles-transportes-andes-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvBytes = await saved(csv);
  expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const csvRows = parseCsv(csvBytes.toString('utf8'));
  expect(csvRows[0]).toEqual([
    'Nombre',
    'RUT',
    'Correo',
    'Teléfono',
    'Comuna',
    'Región',
    'Perfiles',
    'Documentación',
    'Fecha de registro',
  ]);
  expect(csvRows.slice(1).map((row) => [row[0], row[1], row[2], row[8]])).toEqual(onScreen);

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('button', { name: 'Descargar Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toMatch(/^perfiles-transportes-andes-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const sheet = await readSheet(await saved(xlsx), 1, { trim: false });
  // The registration day is a date cell, the same calendar day the CSV writes as dd/mm/aaaa.
  const dates = sheet.slice(1).map((row) => row[8]);
  expect(dates.every((cell) => cell instanceof Date)).toBe(true);
  const xlsxRows = sheet.map((row) => row.map((cell) => (cell === null ? '' : cellText(cell))));
  expect(xlsxRows).toEqual(csvRows);
});

/** A cell as the CSV writes it: a date cell as its calendar day, dd/mm/aaaa. */
function cellText(cell: unknown): string {
  if (!(cell instanceof Date)) return String(cell);
  const [year, month, day] = cell.toISOString().slice(0, 10).split('-');
  return `${day ?? ''}/${month ?? ''}/${year ?? ''}`;
}

test('the applicants of a posting are exported as listed', async ({ page }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  await page.getByLabel('Buscar en mis publicaciones').fill('Peoneta para camión 3/4');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name: /^Ver postulantes de Peoneta para camión 3\/4/ }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const listed = await cards.getByRole('heading', { level: 2 }).allTextContents();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('group', { name: 'Exportar postulantes' }).getByRole('button', { name: 'Descargar CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(
    /^postulantes-peoneta-para-camion-3-4-transportes-andes-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const rows = parseCsv((await saved(csv)).toString('utf8'));
  expect(rows[0]).toEqual(['Nombre', 'RUT', 'Correo', 'Teléfono', 'Perfiles', 'Documentación', 'Fecha de postulación']);
  expect(rows.slice(1).map((row) => row[0])).toEqual(listed);
  const camila = rows.find((row) => row[0] === 'Camila Rojas');
  expect(camila?.slice(1, 4)).toEqual(['12.345.678-5', 'trabajador@demo.cl', '+56987654321']);
  expect(['Completa', 'Incompleta', 'Con rechazos', 'Por vencer', 'Vencida']).toContain(camila?.[5]);
  expect(camila?.[6]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
});
