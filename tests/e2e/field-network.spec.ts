// Phones on patchy networks: real phone-size photos (noise on a 4000×3000 canvas, 3–8 MB) are
// shrunk in the browser before they are checked and sent; a photo whose EXIF says "rotate" is
// stored upright and at most 2000 px; uploads show progress up to 100 %; a connection lost in the
// middle of an upload loses nothing, the banner says so, and 'Reintentar' sends once.
import { devices, type CDPSession, type Page, type Route } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { MB, noisyPhoto, withExifOrientation6, type Upload } from '../support/photos.ts';
import { POWER_PHASE_ONE, mintPowerURL } from '../support/power-sample.ts';
import { openHome } from './user-dashboard-support.ts';

/** Records the highest value any upload progress bar reached. */
async function watchProgress(page: Page) {
  await page.addInitScript(() => {
    const note = (bar: Element) => {
      const value = Number(bar.getAttribute('value') ?? 0);
      const seen = Number(document.documentElement.dataset['maxUpload'] ?? 0);
      if (bar.getAttribute('aria-valuetext')?.startsWith('Subiendo') && value > seen)
        document.documentElement.dataset['maxUpload'] = String(value);
    };
    // A bar changed and removed before the observer runs is still read through its record.
    const record = (changes: MutationRecord[]) => {
      for (const change of changes) if (change.target instanceof HTMLProgressElement) note(change.target);
      for (const bar of document.querySelectorAll('progress')) note(bar);
    };
    new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
  });
}
const maxProgress = (page: Page) => page.evaluate(() => Number(document.documentElement.dataset['maxUpload'] ?? 0));

/** Mid-range phone on mobile data: 150 ms, 1.6 Mbps down, 0.75 Mbps up, 4× slower CPU. */
async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1_000_000) / 8,
    uploadThroughput: (0.75 * 1_000_000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return cdp;
}

async function bodySize(request: import('@playwright/test').Request): Promise<number> {
  const length = (await request.allHeaders())['content-length'];
  return length ? Number(length) : (request.postDataBuffer()?.length ?? 0);
}

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test.describe('on an emulated phone over mobile data', () => {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  test.use({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch });
  test.describe.configure({ timeout: 240_000 });

  test('the power goes through with two camera photos, each sent small, progress up to 100 %', async ({
    page,
    apiURL,
  }) => {
    await watchProgress(page);
    await page.goto(await mintPowerURL(apiURL));
    const front = await noisyPhoto(page, 'cedula-frente.jpg');
    const back = await noisyPhoto(page, 'cedula-reverso.jpg');
    for (const photo of [front, back]) {
      expect(photo.buffer.length).toBeGreaterThan(3 * MB);
      expect(photo.buffer.length).toBeLessThan(8 * MB);
    }
    await throttle(page);

    const fields = POWER_PHASE_ONE;
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByLabel('Año', { exact: true }).selectOption('2019');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    const owner = {
      'Nombre completo': 'María González',
      RUT: '7654321-6',
      Nacionalidad: 'Chilena',
      Dirección: 'Los Aromos 55, Maipú',
      'Teléfono (WhatsApp)': '987654321',
      'Correo electrónico': 'maria@correo.cl',
    };
    for (const [label, value] of Object.entries(owner)) await page.getByLabel(label, { exact: true }).fill(value);

    await page.getByLabel(/Cédula de identidad, frente/).setInputFiles(front);
    await page.getByLabel(/Cédula de identidad, reverso/).setInputFiles(back);
    await expect(page.getByText(/^Imagen reducida: \d+,\d MB → [01],\d MB$/)).toHaveCount(2, { timeout: 60_000 });
    await expect(page.getByText(/demasiado grande|tipo no válido/)).toHaveCount(0);

    const sent = page.waitForRequest((request) => request.url().includes('/api/users/create-power-simple'));
    await page.getByRole('button', { name: 'Crear poder' }).click();
    const request = await sent;
    // Both photos and every field in one body, well under the 3 MB each photo was refused at.
    expect(await bodySize(request)).toBeLessThan(2 * MB + 64 * 1024);
    await expect(page.getByRole('region', { name: 'Proceso iniciado' })).toBeVisible({ timeout: 120_000 });
    expect(await maxProgress(page)).toBe(100);
  });
});

test.describe('document uploads from the worker home', () => {
  test.describe.configure({ timeout: 180_000 });
  test.use({ allowConsoleErrors: ['ERR_INTERNET_DISCONNECTED', 'Failed to load resource'] });

  async function chooseFile(page: Page, trigger: string, file: Upload) {
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: trigger }).click();
    const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Elegir archivo' }).click();
    await (await chooser).setFiles(file);
  }

  async function showPage(page: Page, pageNumber: number) {
    const next = page.getByRole('button', { name: 'Documentos siguientes' });
    for (let step = 1; step < pageNumber; step += 1) await next.click();
  }

  test('an EXIF-rotated camera photo is stored upright, at most 2000 px and under 1 MB', async ({
    page,
    request,
    apiURL,
  }) => {
    await watchProgress(page);
    await openHome(page);
    const landscape = await noisyPhoto(page, 'padron.jpg', { width: 3000, height: 2000 });
    const rotated = { ...landscape, buffer: withExifOrientation6(landscape.buffer) };
    expect(rotated.buffer.length).toBeGreaterThan(1.5 * MB);

    await showPage(page, 3);
    const sent = page.waitForRequest((candidate) => candidate.url().includes('upload-files-user'));
    const answered = page.waitForResponse((candidate) => candidate.url().includes('upload-files-user'));
    await chooseFile(page, 'Subir Padrón del vehículo', rotated);
    const upload = await sent;
    expect(await bodySize(upload)).toBeLessThan(MB + 16 * 1024);
    const token = (await upload.allHeaders())['auth-user'] ?? '';
    const answer = (await (await answered).json()) as { data: { files: { url_file: string }[] } };
    await expect(page.getByRole('article', { name: 'Padrón del vehículo' })).toContainText('En revisión');
    await expect(page.getByText(/^Imagen reducida: \d+,\d MB → [01],\d MB$/)).toHaveCount(0);
    expect(await maxProgress(page)).toBe(100);

    const url = answer.data.files[0]?.url_file ?? '';
    const stored = await request.get(new URL(url, apiURL).toString(), { headers: { 'auth-user': token } });
    expect(stored.ok()).toBe(true);
    const bytes = await stored.body();
    expect(bytes.includes(Buffer.from('Exif\0\0', 'binary'))).toBe(false);
    const shape = await page.evaluate(async (base64) => {
      const blob = new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], { type: 'image/jpeg' });
      const bitmap = await createImageBitmap(blob, { imageOrientation: 'none' });
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const [red, green] = context.getImageData(bitmap.width - 20, 20, 1, 1).data;
      return { width: bitmap.width, height: bitmap.height, topRightIsRed: (red ?? 0) > 200 && (green ?? 255) < 80 };
    }, bytes.toString('base64'));
    // The raw pixels were landscape with red at top-left; displayed upright they are portrait with
    // red at top-right, and that is how the stored file now holds them, without any EXIF.
    expect(shape).toEqual({ width: 1333, height: 2000, topRightIsRed: true });
  });

  test('a connection lost mid-upload keeps the file, shows the banner, and Reintentar sends once', async ({
    page,
    context,
  }, testInfo) => {
    await openHome(page);
    const photo = await noisyPhoto(page, 'revision.jpg');
    let uploads = 0;
    page.on('request', (candidate) => {
      if (candidate.url().includes('upload-files-user')) uploads += 1;
    });
    await showPage(page, 3);
    // The connection drops while the upload is on its way: the request is held, the browser goes
    // offline, and the held request then fails as a lost connection does.
    let held: Route | null = null;
    await page.route('**/upload-files-user', (route) => {
      held = route;
    });
    await chooseFile(page, 'Subir Padrón del vehículo', photo);
    const status = page.getByRole('region', { name: 'Subida de Padrón del vehículo' });
    await expect(status.getByRole('progressbar')).toBeVisible({ timeout: 30_000 });
    await expect(status).toContainText('Subiendo…');
    await expect(status.getByRole('button', { name: 'Cancelar' })).toBeVisible();
    await expect.poll(() => held !== null).toBe(true);

    await context.setOffline(true);
    await (held as Route | null)?.abort('internetdisconnected');
    await expect(page.getByText(/^Sin conexión\./)).toBeVisible();
    await expect(status.getByRole('alert')).toContainText(/conexión/, { timeout: 30_000 });
    await expect(status).not.toContainText('No se pudo');
    await expect(status.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(status.getByRole('img', { name: 'Vista previa de Padrón del vehículo' })).toBeVisible();
    await status.screenshot({ path: testInfo.outputPath('subida-sin-conexion.png') });
    const triedBefore = uploads;

    await page.unroute('**/upload-files-user');
    await context.setOffline(false);
    await expect(page.getByText(/^Sin conexión/)).toHaveCount(0);
    await status.getByRole('button', { name: 'Reintentar' }).dblclick();
    await expect(page.getByRole('article', { name: 'Padrón del vehículo' })).toContainText('En revisión', {
      timeout: 60_000,
    });
    expect(uploads).toBe(triedBefore + 1);
  });
});
