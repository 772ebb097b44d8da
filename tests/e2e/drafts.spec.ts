// Drafts and steps on a phone: what a person typed survives a reload and a dropped connection
// until it is sent or discarded, and the power's phases are history entries.
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';
import { signInWorker } from './user-dashboard-support.ts';

async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await hydrated(page, region);
  return region;
}

async function mintPowerURL(apiURL: string): Promise<string> {
  const response = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  const { token } = (await response.json()) as { token: string };
  return `/crear-poder-simple?power=${token}`;
}

const CONTACT = {
  Nombre: 'Ana Pérez',
  'Correo electrónico': 'ana@correo.cl',
  Asunto: 'Prensa',
  Mensaje: 'Quisiera una entrevista.',
};

const PHASE_ONE = {
  'Nombre completo': 'Juan Pérez Soto',
  RUT: '12345678-5',
  Nacionalidad: 'Chilena',
  Dirección: 'Av. Providencia 1234, Santiago',
  Marca: 'Toyota',
  Modelo: 'Yaris',
  Patente: 'BBBB12',
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('the general contact form keeps every value across a reload until the draft is discarded', async ({ page }) => {
  await page.goto('/contacto');
  let form = await section(page, 'Escríbenos');
  for (const [label, value] of Object.entries(CONTACT)) await form.getByLabel(label).fill(value);
  await form.getByLabel('Mensaje').blur();
  await page.waitForTimeout(500);
  await page.reload();
  form = await section(page, 'Escríbenos');
  for (const [label, value] of Object.entries(CONTACT)) await expect(form.getByLabel(label)).toHaveValue(value);
  await form.getByRole('button', { name: 'Descartar borrador' }).click();
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await page.reload();
  form = await section(page, 'Escríbenos');
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  await expect(form.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
});

test('going offline mid-form and back loses nothing', async ({ page, context }) => {
  await page.goto('/contacto');
  const form = await section(page, 'Escríbenos');
  await form.getByLabel('Nombre').fill('Ana Pérez');
  await context.setOffline(true);
  await form.getByLabel('Asunto').fill('Sin señal');
  await page.waitForTimeout(500);
  await context.setOffline(false);
  await page.reload();
  const again = await section(page, 'Escríbenos');
  await expect(again.getByLabel('Nombre')).toHaveValue('Ana Pérez');
  await expect(again.getByLabel('Asunto')).toHaveValue('Sin señal');
});

test("the power's phases are history entries and a reload keeps phase 2 with phase 1's answers", async ({
  page,
  apiURL,
}) => {
  await page.goto(await mintPowerURL(apiURL));
  for (const [label, value] of Object.entries(PHASE_ONE)) await field(page, label).fill(value);
  await field(page, 'Año').selectOption('2019');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await field(page, 'Nombre completo').fill('María González');

  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeVisible();
  await expect(field(page, 'Modelo')).toHaveValue('Yaris');
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await expect(field(page, 'Nombre completo')).toHaveValue('María González');

  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeVisible();
  await expect(field(page, 'Nombre completo')).toHaveValue('María González');
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeVisible();
  for (const [label, value] of Object.entries(PHASE_ONE)) await expect(field(page, label)).toHaveValue(value);
});

test.describe('drafts of a signed-in worker', () => {
  test.beforeEach(async ({ request, apiURL }) => {
    await request.post(`${apiURL}/_dev/reset`);
  });

  const BANK = { 'Titular de la cuenta': 'Camila Rojas', 'Número de cuenta': '12345678' };

  async function openAddBank(page: Page): Promise<Locator> {
    await page.goto('/user/dashboard/settings/banco-detalles');
    await page.getByRole('button', { name: /Agregar datos bancarios.*Agiliza tus operaciones financieras/ }).click();
    return page.getByRole('form', { name: 'Agregar datos bancarios' });
  }

  const storedDrafts = (page: Page) =>
    page.evaluate(async () => {
      const stored = Object.keys(localStorage).filter((key) => key.startsWith('enlista.draft:'));
      const files = await new Promise<number>((resolve) => {
        const open = indexedDB.open('enlista-drafts');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('files')) return resolve(0);
          const count = db.transaction('files').objectStore('files').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      });
      return { stored, files };
    });

  test('the bank form keeps what was typed across a reload; signing out removes every draft', async ({ page }) => {
    await signInWorker(page);
    let form = await openAddBank(page);
    for (const [label, value] of Object.entries(BANK)) await form.getByLabel(label).fill(value);
    await form.getByLabel('Banco').selectOption('Banco Estado');
    await page.waitForTimeout(500);
    await page.reload();
    form = await openAddBank(page);
    for (const [label, value] of Object.entries(BANK)) await expect(form.getByLabel(label)).toHaveValue(value);
    await expect(form.getByLabel('Banco').locator('option:checked')).toHaveText('Banco Estado');
    expect((await storedDrafts(page)).stored).toEqual(['enlista.draft:user:trabajador@demo.cl:bank-add']);

    await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await storedDrafts(page)).toEqual({ stored: [], files: 0 });

    await signInWorker(page);
    form = await openAddBank(page);
    await expect(form.getByLabel('Titular de la cuenta')).toHaveValue('');
    await expect(form.getByRole('button', { name: 'Descartar borrador' })).toHaveCount(0);
  });
});
