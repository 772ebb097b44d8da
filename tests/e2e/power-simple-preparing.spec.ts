// Simple power: 'Crear poder' pressed while the ID photos are still being prepared (the image
// worker's script held back, as on a slow phone) waits for them and says so, instead of refusing
// the images it had a moment before; once they land the power is sent once.
import { expect, test } from './fixtures.ts';
import { mintPowerURL } from '../support/power-sample.ts';

// A real 1×1 PNG: the browser decodes it and the API accepts it by its content.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a submit pressed while the ID photos are prepared waits, says so, then sends the power once', async ({
  page,
  apiURL,
}) => {
  let releaseWorker = () => {};
  const workerHeld = new Promise<void>((resolve) => {
    releaseWorker = resolve;
  });
  let workerRequested = false;
  await page.route(/shrink\.worker[^/]*\.js(\?.*)?$/, async (route) => {
    workerRequested = true;
    await workerHeld;
    await route.continue();
  });
  let submissions = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/users/create-power-simple') && request.method() === 'POST') submissions += 1;
  });

  await page.goto(await mintPowerURL(apiURL));
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field('Nombre completo').fill('Juan Pérez Soto');
  await field('RUT').fill('12345678-5');
  await field('Nacionalidad').fill('Chilena');
  await field('Dirección').fill('Av. Providencia 1234, Santiago');
  await field('Marca').fill('Toyota');
  await field('Modelo').fill('Yaris');
  await field('Año').selectOption('2019');
  await field('Patente').fill('BBBB12');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await field('Nombre completo').fill('María González');
  await field('RUT').fill('7654321-6');
  await field('Nacionalidad').fill('Chilena');
  await field('Dirección').fill('Los Aromos 55, Maipú');
  await field('Teléfono (WhatsApp)').fill('987654321');
  await field('Correo electrónico').fill('maria@correo.cl');
  await page
    .getByLabel(/Cédula de identidad, frente/)
    .setInputFiles({ name: 'frente.png', mimeType: 'image/png', buffer: PNG });
  await page
    .getByLabel(/Cédula de identidad, reverso/)
    .setInputFiles({ name: 'reverso.png', mimeType: 'image/png', buffer: PNG });
  await expect.poll(() => workerRequested).toBe(true);

  await page.getByRole('button', { name: 'Crear poder' }).click();
  const waiting = page.getByRole('button', { name: 'Preparando imágenes…' });
  await expect(waiting).toHaveAttribute('aria-disabled', 'true');
  await expect(waiting).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Preparando imágenes…' })).toHaveCount(1);
  await expect(page.getByText('Campo requerido')).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
  // A second press while waiting sends nothing more.
  await page.keyboard.press('Enter');
  expect(submissions).toBe(0);

  releaseWorker();
  const end = page.getByRole('region', { name: 'Proceso iniciado' });
  await expect(end.getByRole('heading', { name: 'Proceso iniciado' })).toBeFocused();
  expect(submissions).toBe(1);
});
