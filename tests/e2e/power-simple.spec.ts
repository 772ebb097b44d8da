// Simple power of attorney: token gate, both phases with real PNG and
// JPEG files, file errors that send nothing, a server refusal that keeps the form, the
// end state that replaces the form, keyboard use and axe in every state.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, interceptFilePickers, test } from './fixtures.ts';

const TYPE_ERROR = (name: string) =>
  `El archivo ${name} tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.`;
const SIZE_ERROR = (name: string) =>
  `El archivo ${name} es demasiado grande. Por favor, sube un archivo de menos de 3MB.`;

interface Upload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

async function mintPowerURL(apiURL: string, expiresInSeconds = 3600): Promise<string> {
  const response = await fetch(`${apiURL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds }),
  });
  const { token } = (await response.json()) as { token: string };
  return `/crear-poder-simple?power=${token}`;
}

/** A real image drawn on a canvas by Chromium itself (a small "ID card"). */
async function drawnImage(page: Page, name: string, mimeType: 'image/png' | 'image/jpeg'): Promise<Upload> {
  const base64 = await page.evaluate((type) => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 100;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#dbe7f7';
    context.fillRect(0, 0, 160, 100);
    context.fillStyle = '#0b5cab';
    context.fillRect(10, 10, 40, 50);
    context.fillRect(60, 20, 85, 8);
    context.fillRect(60, 40, 60, 8);
    return canvas.toDataURL(type).split(',')[1] ?? '';
  }, mimeType);
  return { name, mimeType, buffer: Buffer.from(base64, 'base64') };
}

const GIF: Upload = {
  name: 'cedula.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64'),
};

/** Over 3 MB and not decodable (a PNG signature, then zeros), so the browser cannot shrink it. */
function oversizedPng(png: Upload): Upload {
  const buffer = Buffer.alloc(3 * 1024 * 1024 + 10);
  png.buffer.copy(buffer, 0, 0, 8);
  return { name: 'cedula-grande.png', mimeType: 'image/png', buffer };
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const frontInput = (page: Page) => page.getByLabel(/Cédula de identidad, frente/);
const backInput = (page: Page) => page.getByLabel(/Cédula de identidad, reverso/);

/** Phase 1 as the form keeps it (the plate was typed 'bb bb 12'; a RUT reads with its dots). */
const PHASE_ONE_VALUES = {
  'Nombre completo': 'Juan Pérez Soto',
  RUT: '12.345.678-5',
  Nacionalidad: 'Chilena',
  Dirección: 'Av. Providencia 1234, Santiago',
  Marca: 'Toyota',
  Modelo: 'Yaris',
  Año: '2019',
  Patente: 'BBBB12',
};

const OWNER_VALUES = {
  'Nombre completo': 'María González',
  RUT: '7.654.321-6',
  Nacionalidad: 'Chilena',
  Dirección: 'Los Aromos 55, Maipú',
  'Teléfono (WhatsApp)': '987654321',
  'Correo electrónico': 'maria@correo.cl',
};

async function fillPhaseOne(page: Page) {
  for (const [label, value] of Object.entries(PHASE_ONE_VALUES)) {
    if (label === 'Año') await field(page, label).selectOption(value);
    else await field(page, label).fill(label === 'Patente' ? 'bb bb 12' : value);
  }
}

async function fillOwnerFields(page: Page) {
  for (const [label, value] of Object.entries(OWNER_VALUES)) await field(page, label).fill(value);
}

/** Counts calls to create-power-simple, to prove that nothing was sent. */
function countSubmissions(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/users/create-power-simple') && request.method() === 'POST') count += 1;
  });
  return () => count;
}

/** Opens the power page from '/' and expects to be back on '/' with the page replaced in history. */
async function expectSentHomeReplacingHistory(page: Page, path: string) {
  await page.goto('/');
  const lengthBefore = await page.evaluate(() => history.length);
  await page.goto(path);
  await expect(page).toHaveURL(/\/$/);
  // One new entry (the power page, replaced by '/'), not two.
  expect(await page.evaluate(() => history.length)).toBe(lengthBefore + 1);
  await page.goBack();
  expect(page.url()).not.toContain('crear-poder-simple');
}

test.describe('token gate', () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  for (const [label, search] of [
    ['a missing token', ''],
    ['an empty token', '?power='],
    ['a malformed token', '?power=esto-no-es-un-token'],
    ['a token without exp', `?power=${part({ alg: 'HS256' })}.${part({ sub: 'x' })}.firma`],
  ] as const) {
    test(`${label} lands on / without leaving the page in history`, async ({ page }) => {
      await expectSentHomeReplacingHistory(page, `/crear-poder-simple${search}`);
    });
  }

  test('an expired token lands on / without leaving the page in history', async ({ page, apiURL }) => {
    await expectSentHomeReplacingHistory(page, await mintPowerURL(apiURL, -60));
  });
});

test.describe('simple power at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // Whole journeys with real uploads (and a 4 s wait): room for a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('both phases with real PNG and JPEG files, the end state, then / after Cerrar', async ({ page, apiURL }) => {
    const submissions = countSubmissions(page);
    await page.goto(await mintPowerURL(apiURL));
    await expect(page).toHaveTitle('Crear poder simple | Enlista');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear poder simple' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

    // Phase 1 with every error shown.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(field(page, 'Nombre completo')).toHaveAccessibleDescription('Campo requerido');
    await expect(field(page, 'Patente')).toHaveAccessibleDescription(
      'Sin espacios, por ejemplo BBBB12. Patente de vehículo es requerida',
    );
    await expectNoAxeViolations(page);

    await fillPhaseOne(page);
    await expect(field(page, 'Patente')).toHaveValue('BBBB12');
    await expect(page.locator('.power-error')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeFocused();
    await expectNoAxeViolations(page);

    // Phase 2 with every error shown.
    await page.getByRole('button', { name: 'Crear poder' }).click();
    await expect(field(page, 'Teléfono (WhatsApp)')).toHaveAccessibleDescription(/Telefono es requerido/);
    await expect(field(page, 'Correo electrónico')).toHaveAccessibleDescription('Correo electrónico es requerido');
    await expect(frontInput(page)).toHaveAccessibleDescription(/Campo requerido/);
    await expectNoAxeViolations(page);

    await fillOwnerFields(page);
    const png = await drawnImage(page, 'cedula-frente.png', 'image/png');
    const jpeg = await drawnImage(page, 'cedula-reverso.jpg', 'image/jpeg');
    await frontInput(page).setInputFiles(await drawnImage(page, 'primera-foto.png', 'image/png'));
    await expect(page.getByText('Archivo elegido: primera-foto.png')).toBeVisible();
    // 'Reemplazar imagen' opens the same picker: the new image takes the old one's place.
    await expect(page.locator('label[for="poder-cedula-frontal"]')).toHaveText('Reemplazar imagen');
    await frontInput(page).setInputFiles(png);
    await expect(page.getByText('Archivo elegido: cedula-frente.png')).toBeVisible();
    await expect(page.getByText('Archivo elegido: primera-foto.png')).toHaveCount(0);
    await backInput(page).setInputFiles(jpeg);
    const frontPreview = page.getByRole('img', { name: 'Vista previa: Cédula de identidad, frente' });
    const backPreview = page.getByRole('img', { name: 'Vista previa: Cédula de identidad, reverso' });
    await expect(frontPreview).toBeVisible();
    await expect(backPreview).toBeVisible();
    await expect.poll(() => backPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    // Back keeps every value of phase 1; Next keeps every value of phase 2, images included.
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeFocused();
    for (const [label, value] of Object.entries(PHASE_ONE_VALUES)) await expect(field(page, label)).toHaveValue(value);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    for (const [label, value] of Object.entries(OWNER_VALUES)) await expect(field(page, label)).toHaveValue(value);
    await expect(page.getByText('Archivo elegido: cedula-frente.png')).toBeVisible();
    await expect(page.getByText('Archivo elegido: cedula-reverso.jpg')).toBeVisible();
    await expect.poll(() => frontPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);
    await expect.poll(() => backPreview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(160);

    await page.getByRole('button', { name: 'Crear poder' }).click();
    // The end state replaces the form: what was sent (personal numbers partly hidden), what
    // happens next, and nothing that could send it again, not even a reload.
    const end = page.getByRole('region', { name: 'Proceso iniciado' });
    await expect(end).toBeVisible();
    await expect(end).toContainText('El dueño del vehículo debe firmarlo a través de WhatsApp');
    await expect(end.getByRole('heading', { name: 'Proceso iniciado' })).toBeFocused();
    await expect(end).toContainText('patente BBBB12');
    await expect(end).toContainText('WhatsApp 9•••••321');
    await expect(end).not.toContainText('987654321');
    await expect(page.getByRole('button', { name: 'Crear poder' })).toHaveCount(0);
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(submissions()).toBe(1);
    // Reloaded, the link shows where the power stands: waiting for its owner.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Esperando la firma del dueño' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
    expect(submissions()).toBe(1);
    const dialog = page.getByRole('region', { name: 'Esperando la firma del dueño' });

    const outbox = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as {
      channel: string;
      to: string;
      text: string;
    }[];
    const chat = outbox.find((message) => message.channel === 'chat' && message.to === '56987654321');
    expect(chat?.text).toContain('patente BBBB12');

    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a GIF and a file over 3 MB show their messages for 4 s and nothing is sent', async ({ page, apiURL }) => {
    const submissions = countSubmissions(page);
    await page.goto(await mintPowerURL(apiURL));
    await fillPhaseOne(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await fillOwnerFields(page);
    const png = await drawnImage(page, 'cedula-frente.png', 'image/png');

    await frontInput(page).setInputFiles(GIF);
    const alerts = page.getByRole('alert');
    await expect(alerts).toContainText(TYPE_ERROR('cedula.gif'));
    await expect(frontInput(page)).toHaveAccessibleDescription(
      new RegExp(TYPE_ERROR('cedula.gif').replace(/[.]/g, '\\.')),
    );
    await expectNoAxeViolations(page);

    await backInput(page).setInputFiles(oversizedPng(png));
    await expect(alerts).toContainText(SIZE_ERROR('cedula-grande.png'));

    await page.getByRole('button', { name: 'Crear poder' }).click();
    await expect(alerts).toContainText(TYPE_ERROR('cedula.gif'));
    await expect(alerts).toContainText(SIZE_ERROR('cedula-grande.png'));
    await page.waitForTimeout(4300);
    await expect(alerts).not.toContainText('El archivo');
    expect(submissions()).toBe(0);

    // Replacing both with valid images lets the power through.
    await frontInput(page).setInputFiles(png);
    await backInput(page).setInputFiles(await drawnImage(page, 'reverso.jpeg', 'image/jpeg'));
    await expect(page.getByText('Reemplazar imagen')).toHaveCount(2);
    await page.getByRole('button', { name: 'Crear poder' }).click();
    await expect(page.getByRole('region', { name: 'Proceso iniciado' })).toBeVisible();
    expect(submissions()).toBe(1);
  });

  test.describe('when the server refuses', () => {
    test.use({
      // The refused request logs its 400; Playwright's trace snapshotter (not the page) fetches the
      // undecodable blob: preview, which the page's connect-src rightly blocks.
      allowConsoleErrors: ['status of 400', "Connecting to 'blob:"],
    });

    test('a server refusal shows its message and keeps the form', async ({ page, apiURL }) => {
      await page.goto(await mintPowerURL(apiURL));
      await fillPhaseOne(page);
      await page.getByRole('button', { name: 'Siguiente' }).click();
      await fillOwnerFields(page);
      // Named and typed as a PNG, but not an image: only the server, reading the bytes, can tell.
      await frontInput(page).setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('hola') });
      await backInput(page).setInputFiles(await drawnImage(page, 'reverso.png', 'image/png'));
      await page.getByRole('button', { name: 'Crear poder' }).click();
      await expect(page.getByRole('alert')).toContainText(`Ocurrio un error: ${TYPE_ERROR('falsa.png')}`);
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(field(page, 'Correo electrónico')).toHaveValue('maria@correo.cl');
      await expect(page.getByText('Archivo elegido: falsa.png')).toBeVisible();
      await expect(page.getByText('Vista previa no disponible')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Crear poder' })).toBeEnabled();
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Atrás' }).click();
      await expect(field(page, 'Nombre completo')).toHaveValue('Juan Pérez Soto');
    });
  });
});

test.describe('simple power by keyboard at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  test.describe.configure({ timeout: 60_000 });

  test('fills both phases, opens the file pickers and closes the end state with the keyboard', async ({
    page,
    apiURL,
  }) => {
    await page.goto(await mintPowerURL(apiURL));
    await interceptFilePickers(page);
    await field(page, 'Nombre completo').focus();
    const typeAndTab = async (text: string) => {
      await page.keyboard.type(text);
      await page.keyboard.press('Tab');
    };
    await typeAndTab('Juan Pérez Soto');
    await typeAndTab('12345678-5');
    await typeAndTab('Chilena');
    await typeAndTab('Av. Providencia 1234');
    await expect(field(page, 'Tu correo (opcional)')).toBeFocused();
    await typeAndTab('juan.perez@correo.cl');
    await typeAndTab('Toyota');
    await typeAndTab('Yaris');
    await expect(field(page, 'Año')).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await typeAndTab('bbbb12');
    await expect(page.getByRole('button', { name: 'Siguiente' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Paso 2 de 2: dueño del vehículo' })).toBeFocused();

    await page.keyboard.press('Tab');
    await typeAndTab('María González');
    await typeAndTab('7654321-6');
    await typeAndTab('Chilena');
    await typeAndTab('Los Aromos 55');
    await typeAndTab('987654321');
    await typeAndTab('maria@correo.cl');
    await expect(frontInput(page)).toBeFocused();
    const png = await drawnImage(page, 'frente.png', 'image/png');
    const [frontChooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Space')]);
    await frontChooser.setFiles(png);
    await page.keyboard.press('Tab');
    await expect(backInput(page)).toBeFocused();
    const [backChooser] = await Promise.all([page.waitForEvent('filechooser'), page.keyboard.press('Enter')]);
    await backChooser.setFiles(await drawnImage(page, 'reverso.jpg', 'image/jpeg'));
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Atrás' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Crear poder' })).toBeFocused();
    await page.keyboard.press('Enter');

    const end = page.getByRole('region', { name: 'Proceso iniciado' });
    await expect(end.getByRole('heading', { name: 'Proceso iniciado' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(end.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
  });
});
