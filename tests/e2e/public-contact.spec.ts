// /contacto: every contact form reaches the local API and its e-mail lands in the
// outbox; success and error alerts with the exact texts; one alert per message for the fleet
// requirements; the logo goes as multipart; the 404 page's support link leads here.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, mailMentioning, unique } from './public-forms-support.ts';

async function section(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await hydrated(page, region);
  return region;
}

async function fillFleet(form: Locator, email: string) {
  await form.getByLabel('Razón social o nombre de fantasía').fill('Transportes Quillota');
  await form.getByLabel('RUT de la empresa').pressSequentially('760864285');
  await expect(form.getByLabel('RUT de la empresa')).toHaveValue('76.086.428-5');
  await form.getByLabel('Nombre de contacto').fill('Pedro Soto');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Tipo de vehículo').selectOption({ label: 'Furgón' });
  await form.getByLabel('Conductores o vehículos requeridos').fill('12');
  await form.getByLabel('Región de operación').selectOption({ label: 'Metropolitana de Santiago' });
  await form.getByLabel('Horario').selectOption({ label: 'AM' });
  await form.getByLabel('Fecha de inicio').fill('2025-06-02');
}

test('the not-found page links to /contacto, which offers the four forms', async ({ page }) => {
  await page.goto('/no-existe');
  await page.getByRole('link', { name: 'Contactar a soporte' }).click();
  await expect(page).toHaveURL(/\/contacto\/?$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contacto');
  const shortcuts = page.getByRole('navigation', { name: 'Formularios de contacto' }).getByRole('link');
  await expect(shortcuts).toHaveCount(4);
  await shortcuts.nth(3).click();
  await expect(page).toHaveURL(/#registro-empresa$/);
  await expect(page.getByRole('heading', { name: 'Registra tu empresa y tu flota' })).toBeInViewport();
});

test('general contact: sends, confirms with the server message and resets', async ({ page, apiURL }) => {
  await page.goto('/contacto');
  const form = await section(page, 'Escríbenos');
  const email = `${unique('contacto')}@correo.cl`;
  await form.getByLabel('Nombre').fill('Ana Pérez');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Asunto').fill('Prensa');
  await form.getByLabel('Mensaje').fill('Quisiera una entrevista.');
  await form.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente.' })).toBeVisible();
  await expect(form.getByLabel('Nombre')).toHaveValue('');
  const mail = await mailMentioning(apiURL, email);
  expect(mail.subject).toBe('Nuevo mensaje de contacto');
  expect(mail.to).toBe('contacto@enlista.cl');
});

test('inquiries and complaints: sends a complaint with a formatted RUT', async ({ page, apiURL }) => {
  await page.goto('/contacto#consultas-reclamos');
  const form = await section(page, 'Consultas y reclamos');
  const email = `${unique('reclamo')}@correo.cl`;
  await form.getByLabel('Tipo de solicitud').selectOption('reclamo');
  await form.getByLabel('Nombre').fill('Luis Díaz');
  await form.getByLabel('RUT').pressSequentially('123456785');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Detalle de tu consulta o reclamo').fill('No recibí mi contrato.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos tu solicitud' })).toBeVisible();
  const mail = await mailMentioning(apiURL, email);
  expect(mail.text).toContain('RUT: 12.345.678-5');
  expect(mail.text).toContain('Tipo de solicitud: reclamo');
});

test('business contact: sends the company request with the dial code joined to the number', async ({
  page,
  apiURL,
}) => {
  await page.goto('/contacto#ventas-empresas');
  const form = await section(page, 'Ventas para empresas');
  const email = `${unique('ventas')}@retailsur.cl`;
  await form.getByLabel('Empresa', { exact: true }).fill('Retail Sur');
  await form.getByLabel('Nombre de contacto').fill('Marta');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Código de país').selectOption('51');
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Rubro').selectOption('Retail');
  await form.getByLabel('Personas que contratas al año').selectOption('51 a 200');
  await form.getByLabel('¿Qué necesitas resolver?').fill('Promotores para temporada alta.');
  await form.getByRole('button', { name: 'Solicitar propuesta' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente.' })).toBeVisible();
  const mail = await mailMentioning(apiURL, email);
  expect(mail.text).toContain('Teléfono: 51987654321');
});

test('company sign-up: JSON without a logo, multipart with one, both in the outbox', async ({ page, apiURL }) => {
  await page.goto('/contacto#registro-empresa');
  const form = await section(page, 'Registra tu empresa y tu flota');
  const first = `${unique('flota')}@quillota.cl`;
  await fillFleet(form, first);
  const [json] = await Promise.all([
    page.waitForRequest('**/business/register'),
    form.getByRole('button', { name: 'Registrar empresa' }).click(),
  ]);
  expect(json.headers()['content-type']).toContain('application/json');
  await expect(page.getByRole('status').filter({ hasText: 'Recibimos los datos de tu empresa' })).toBeVisible();
  expect((await mailMentioning(apiURL, first)).text).toContain('Conductores o vehículos requeridos: 12');

  const second = `${unique('logo')}@quillota.cl`;
  await fillFleet(form, second);
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 32;
    canvas.height = 32;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0b5cab';
      context.fillRect(0, 0, 32, 32);
    }
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  await form.getByLabel('Logo de la empresa (opcional)').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: Buffer.from(png, 'base64'),
  });
  const [multipart] = await Promise.all([
    page.waitForRequest('**/business/register'),
    form.getByRole('button', { name: 'Registrar empresa' }).click(),
  ]);
  expect(multipart.headers()['content-type']).toContain('multipart/form-data');
  expect((await mailMentioning(apiURL, second)).text).toContain('Logo adjunto: logo.png');
  await expect(form.getByLabel('Logo de la empresa (opcional)')).toHaveValue('');
});

test.describe('failures', () => {
  test.use({ allowConsoleErrors: ['Failed to load resource'] });

  test('fleet requirements: one alert per server message, gone after 5 s, the form kept', async ({ page }) => {
    await page.goto('/contacto#registro-empresa');
    const form = await section(page, 'Registra tu empresa y tu flota');
    await page.route('**/business/register', (route) =>
      route.fulfill({
        status: 400,
        json: { message: ['Tipo de vehículo: Campo requerido', 'Horario: Horario es requerido'] },
      }),
    );
    await fillFleet(form, 'pedro@quillota.cl');
    await form.getByRole('button', { name: 'Registrar empresa' }).click();
    const alerts = page.locator('.alert-error .alert-message');
    await expect(alerts).toHaveText([
      'Error al enviar el mensaje: Tipo de vehículo: Campo requerido',
      'Error al enviar el mensaje: Horario: Horario es requerido',
    ]);
    await expect(form.getByLabel('Nombre de contacto')).toHaveValue('Pedro Soto');
    await page.waitForTimeout(4200);
    await expect(alerts).toHaveCount(2);
    await expect(alerts).toHaveCount(0, { timeout: 2000 });
  });

  test('contact, inquiry and business contact show their own error texts', async ({ page }) => {
    await page.goto('/contacto');
    await page.route('**/contact/send-email-contact', (route) =>
      route.fulfill({ status: 400, json: { message: ['Asunto: Campo requerido', 'Mensaje: Campo requerido'] } }),
    );
    await page.route('**/contact/send-email-inquiries-complaints', (route) =>
      route.fulfill({ status: 500, json: { message: 'Servicio no disponible' } }),
    );
    await page.route('**/business/contact-business', (route) => route.abort());

    const contact = await section(page, 'Escríbenos');
    await contact.getByLabel('Nombre').fill('Ana');
    await contact.getByLabel('Correo electrónico').fill('ana@correo.cl');
    await contact.getByLabel('Asunto').fill('Hola');
    await contact.getByLabel('Mensaje').fill('Hola');
    await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
    await expect(page.locator('.alert-error .alert-message')).toHaveText([
      'Error al enviar el mensaje: Asunto: Campo requerido, Mensaje: Campo requerido',
    ]);
    await expect(contact.getByLabel('Nombre')).toHaveValue('Ana');

    const inquiry = await section(page, 'Consultas y reclamos');
    await inquiry.getByLabel('Nombre').fill('Luis');
    await inquiry.getByLabel('RUT').pressSequentially('123456785');
    await inquiry.getByLabel('Correo electrónico').fill('luis@correo.cl');
    await inquiry.getByLabel('Detalle de tu consulta o reclamo').fill('Consulta');
    await inquiry.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(page.locator('.alert-error .alert-message').filter({ hasText: 'Ocurrio un error: ' })).toHaveText(
      'Ocurrio un error: Servicio no disponible',
    );

    const business = await section(page, 'Ventas para empresas');
    await business.getByLabel('Empresa', { exact: true }).fill('Retail Sur');
    await business.getByLabel('Nombre de contacto').fill('Marta');
    await business.getByLabel('Correo electrónico').fill('marta@retailsur.cl');
    await business.getByLabel('Teléfono').fill('987654321');
    await business.getByLabel('Rubro').selectOption('Retail');
    await business.getByLabel('Personas que contratas al año').selectOption('1 a 50');
    await business.getByLabel('¿Qué necesitas resolver?').fill('Hola');
    await business.getByRole('button', { name: 'Solicitar propuesta' }).click();
    await expect(page.locator('.alert-error .alert-message').filter({ hasText: 'Ocurrio un error al' })).toHaveText(
      'Ocurrio un error al enviar el mensaje.',
    );
  });
});

test('axe finds nothing with every contact form showing its errors', async ({ page }) => {
  await page.goto('/contacto');
  for (const [name, button] of [
    ['Escríbenos', 'Enviar mensaje'],
    ['Consultas y reclamos', 'Enviar solicitud'],
    ['Ventas para empresas', 'Solicitar propuesta'],
    ['Registra tu empresa y tu flota', 'Registrar empresa'],
  ] as const) {
    const form = await section(page, name);
    await form.getByRole('button', { name: button }).click();
    await expect(form.getByRole('alert').first()).toBeVisible();
  }
  await expectNoAxeViolations(page);
});

test('the fleet form words every unnamed required field the same way', async ({ page }) => {
  await page.goto('/contacto#registro-empresa');
  const form = await section(page, 'Registra tu empresa y tu flota');
  await form.getByRole('button').last().click();
  await expect(form.getByText('Campo requerido').first()).toBeVisible();
  await expect(form.getByLabel('Tipo de vehículo')).toHaveAccessibleDescription(/Campo requerido/);
  await expect(form.getByText('Campo es requerido')).toHaveCount(0);
});
