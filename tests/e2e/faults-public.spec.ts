// Fault injection on the public site's calls: the home postings stay silent,
// the meeting form says under its button that it could not send and keeps what was typed (any 2xx
// is success, its body unread),
// and each contact form says its own error text with the server's words, keeping the form.
import type { Locator, Page } from '@playwright/test';
import { NETWORK_NOISE, errorAlert, runCase, serverText, type FaultCase, type Mode } from './faults-support.ts';
import { API_URL, expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';
import { mintPowerURL } from '../support/power-sample.ts';
import { createPower, signPower } from '../support/signing-sample.ts';

test.use({ allowConsoleErrors: NETWORK_NOISE });

const NO_SERVER_MESSAGE = 'Intenta nuevamente más tarde.';
const said = (mode: Mode) => serverText(mode) ?? NO_SERVER_MESSAGE;

async function region(page: Page, name: string): Promise<Locator> {
  const found = page.getByRole('region', { name });
  await hydrated(page, found);
  return found;
}

const meeting = (page: Page) => page.getByRole('form', { name: 'Solicita una reunión' });
const contact = (page: Page) => page.getByRole('region', { name: 'Escríbenos' });
const inquiry = (page: Page) => page.getByRole('region', { name: 'Consultas y reclamos' });
const sales = (page: Page) => page.getByRole('region', { name: 'Ventas para empresas' });
const fleet = (page: Page) => page.getByRole('region', { name: 'Registra tu empresa y tu flota' });
const sending = (form: (page: Page) => Locator) => (page: Page) =>
  form(page).getByRole('button', { name: 'Enviando…' });

const SEND_FAILED = 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.';

/** With no answer at all, a contact form keeps saying so under its button and offers «Reintentar». */
async function saysUntilNextTry(form: Locator, mode: Mode) {
  const unanswered = mode === 'too slow' || mode === 'aborted';
  await expect(form.getByText(SEND_FAILED)).toHaveCount(unanswered ? 1 : 0);
  await expect(form.getByRole('button', { name: 'Reintentar' })).toHaveCount(unanswered ? 1 : 0);
}

async function fillMeeting(page: Page) {
  const form = meeting(page);
  await form.getByLabel('Nombre', { exact: true }).fill('Camila');
  await form.getByLabel('Correo electrónico').fill('camila@transportes.cl');
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Mensaje').fill('Necesitamos 20 conductores.');
}

const byLabel = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The simple power's two phases filled in, with real ID images drawn by Chromium. */
async function powerReady(page: Page) {
  const minted = await fetch(`${API_URL}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 3600 }),
  });
  await page.goto(`/crear-poder-simple?power=${((await minted.json()) as { token: string }).token}`);
  await byLabel(page, 'Nombre completo').fill('Juan Pérez Soto');
  await byLabel(page, 'RUT').fill('12345678-5');
  await byLabel(page, 'Nacionalidad').fill('Chilena');
  await byLabel(page, 'Dirección').fill('Av. Providencia 1234, Santiago');
  await byLabel(page, 'Marca').fill('Toyota');
  await byLabel(page, 'Modelo').fill('Yaris');
  await byLabel(page, 'Año').selectOption('2019');
  await byLabel(page, 'Patente').fill('bb bb 12');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await byLabel(page, 'Nombre completo').fill('María González');
  await byLabel(page, 'RUT').fill('7654321-6');
  await byLabel(page, 'Nacionalidad').fill('Chilena');
  await byLabel(page, 'Dirección').fill('Los Aromos 55, Maipú');
  await byLabel(page, 'Teléfono (WhatsApp)').fill('987654321');
  await byLabel(page, 'Correo electrónico').fill('maria@correo.cl');
  const png = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 80;
    canvas.height = 50;
    const context = canvas.getContext('2d');
    if (context) context.fillRect(10, 10, 30, 20);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  const image = (name: string) => ({ name, mimeType: 'image/png', buffer: Buffer.from(png, 'base64') });
  await page.getByLabel(/Cédula de identidad, frente/).setInputFiles(image('frente.png'));
  await page.getByLabel(/Cédula de identidad, reverso/).setInputFiles(image('reverso.png'));
}

const CASES: FaultCase[] = [
  {
    call: 'GET /general-data/get-jobpostings-home',
    open: async (page) => {
      await page.goto('/');
      await page.locator('#empleos').scrollIntoViewIfNeeded();
    },
    busy: (page) => page.locator('#empleos .jobs-loading'),
    says: async (page) => {
      await expect(page.locator('#empleos .jobs-loading')).toHaveCount(0);
      await expect(page.locator('#empleos .job-card')).toHaveCount(0);
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    },
  },
  {
    call: 'POST /contact/emails/reu',
    open: async (page) => {
      await page.goto('/#contact');
      await hydrated(page, meeting(page));
    },
    act: async (page) => {
      await fillMeeting(page);
      await meeting(page).getByRole('button', { name: 'Solicitar reunión' }).click();
    },
    busy: sending(meeting),
    says: async (page, mode) => {
      // A 2xx is success whatever its body; a failure leaves the alert region silent and says,
      // under the button, that it could not send.
      const status = meeting(page).getByRole('status');
      const failure = meeting(page).getByText(
        'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.',
      );
      if (mode === 'not JSON') {
        await expect(status).toHaveText('Correo enviado correctamente');
        await expect(failure).toHaveCount(0);
      } else {
        await expect(status).toHaveText('');
        await expect(failure).toBeVisible();
        await expect(meeting(page).getByRole('button', { name: 'Reintentar' })).toBeVisible();
      }
      await expect(page.locator('.alert-error')).toHaveCount(0);
    },
    kept: async (page, mode) => {
      await expect(meeting(page).getByLabel('Nombre', { exact: true })).toHaveValue(
        mode === 'not JSON' ? '' : 'Camila',
      );
      if (mode !== 'not JSON')
        await expect(meeting(page).getByLabel('Mensaje')).toHaveValue('Necesitamos 20 conductores.');
    },
  },
  {
    call: 'POST /contact/send-email-contact',
    open: async (page) => {
      await page.goto('/contacto');
      const form = await region(page, 'Escríbenos');
      await form.getByLabel('Nombre').fill('Ana Pérez');
      await form.getByLabel('Correo electrónico').fill('ana@correo.cl');
      await form.getByLabel('Asunto').fill('Prensa');
      await form.getByLabel('Mensaje').fill('Quisiera una entrevista.');
    },
    act: (page) => contact(page).getByRole('button', { name: 'Enviar mensaje' }).click(),
    busy: sending(contact),
    says: async (page, mode) => {
      await expect(errorAlert(page, `Error al enviar el mensaje: ${said(mode)}`)).toHaveText(
        `Error al enviar el mensaje: ${said(mode)}`,
      );
      await saysUntilNextTry(contact(page), mode);
    },
    kept: async (page) => {
      await expect(contact(page).getByLabel('Nombre')).toHaveValue('Ana Pérez');
      await expect(contact(page).getByLabel('Mensaje')).toHaveValue('Quisiera una entrevista.');
    },
  },
  {
    call: 'POST /contact/send-email-inquiries-complaints',
    open: async (page) => {
      await page.goto('/contacto#consultas-reclamos');
      const form = await region(page, 'Consultas y reclamos');
      await form.getByLabel('Nombre').fill('Luis Díaz');
      await form.getByLabel('RUT').pressSequentially('123456785');
      await form.getByLabel('Correo electrónico').fill('luis@correo.cl');
      await form.getByLabel('Detalle de tu consulta o reclamo').fill('No recibí mi contrato.');
    },
    act: (page) => inquiry(page).getByRole('button', { name: 'Enviar solicitud' }).click(),
    busy: sending(inquiry),
    says: async (page, mode) => {
      await expect(errorAlert(page, `Ocurrio un error: ${said(mode)}`)).toHaveText(`Ocurrio un error: ${said(mode)}`);
      await saysUntilNextTry(inquiry(page), mode);
    },
    kept: async (page) => {
      await expect(inquiry(page).getByLabel('RUT')).toHaveValue('12.345.678-5');
      await expect(inquiry(page).getByLabel('Detalle de tu consulta o reclamo')).toHaveValue('No recibí mi contrato.');
    },
  },
  {
    call: 'POST /business/contact-business',
    open: async (page) => {
      await page.goto('/contacto#ventas-empresas');
      const form = await region(page, 'Ventas para empresas');
      await form.getByLabel('Empresa', { exact: true }).fill('Retail Sur');
      await form.getByLabel('Nombre de contacto').fill('Marta');
      await form.getByLabel('Correo electrónico').fill('marta@retailsur.cl');
      await form.getByLabel('Teléfono').fill('987654321');
      await form.getByLabel('Rubro').selectOption('Retail');
      await form.getByLabel('Personas que contratas al año').selectOption('1 a 50');
      await form.getByLabel('¿Qué necesitas resolver?').fill('Promotores para temporada alta.');
    },
    act: (page) => sales(page).getByRole('button', { name: 'Solicitar propuesta' }).click(),
    busy: sending(sales),
    says: async (page, mode) => {
      await expect(errorAlert(page, 'Ocurrio un error al enviar el mensaje.')).toHaveText(
        'Ocurrio un error al enviar el mensaje.',
      );
      await saysUntilNextTry(sales(page), mode);
    },
    kept: async (page) => {
      await expect(sales(page).getByLabel('Empresa', { exact: true })).toHaveValue('Retail Sur');
      await expect(sales(page).getByLabel('Rubro')).toHaveValue('Retail');
    },
  },
  {
    call: 'POST /business/register',
    open: async (page) => {
      await page.goto('/contacto#registro-empresa');
      const form = await region(page, 'Registra tu empresa y tu flota');
      await form.getByLabel('Razón social o nombre de fantasía').fill('Transportes Quillota');
      await form.getByLabel('RUT de la empresa').pressSequentially('760864285');
      await form.getByLabel('Nombre de contacto').fill('Pedro Soto');
      await form.getByLabel('Correo electrónico').fill('pedro@quillota.cl');
      await form.getByLabel('Teléfono').fill('987654321');
      await form.getByLabel('Tipo de vehículo').selectOption({ label: 'Furgón' });
      await form.getByLabel('Conductores o vehículos requeridos').fill('12');
      await form.getByLabel('Región de operación').selectOption({ label: 'Metropolitana de Santiago' });
      await form.getByLabel('Horario').selectOption({ label: 'AM' });
      await form.getByLabel('Fecha de inicio').fill('2099-06-02');
    },
    act: (page) => fleet(page).getByRole('button', { name: 'Registrar empresa' }).click(),
    busy: sending(fleet),
    says: async (page, mode) => {
      // One alert per server message.
      const expected =
        mode === 'server error' ? ['Fallo <b>uno</b>', 'Fallo dos'] : [serverText(mode) ?? NO_SERVER_MESSAGE];
      await expect(page.locator('.alert-error .alert-message')).toHaveText(
        expected.map((message) => `Error al enviar el mensaje: ${message}`),
      );
    },
    kept: async (page) => {
      await expect(fleet(page).getByLabel('RUT de la empresa')).toHaveValue('76.086.428-5');
      await expect(fleet(page).getByLabel('Conductores o vehículos requeridos')).toHaveValue('12');
    },
  },
  {
    call: 'POST /api/users/create-power-simple',
    open: powerReady,
    act: (page) => page.getByRole('button', { name: 'Crear poder' }).click(),
    busy: (page) => page.getByRole('button', { name: 'Enviando…' }),
    says: async (page, mode) => {
      if (mode === 'too slow' || mode === 'aborted') {
        // No answer: nothing is claimed, everything stays, and a retry cannot create a second power.
        await expect(page.getByText(/^Se cortó la conexión antes de recibir respuesta\./)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
      } else {
        const text = `Ocurrio un error: ${serverText(mode) ?? 'No pudimos conectar con el servidor. Intenta nuevamente.'}`;
        await expect(errorAlert(page, text)).toHaveText(text);
      }
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    kept: async (page) => {
      await expect(byLabel(page, 'Nombre completo')).toHaveValue('María González');
      await expect(byLabel(page, 'Teléfono (WhatsApp)')).toHaveValue('987654321');
    },
  },
  {
    // Where a power sent with the link stands: when the API cannot say, the form shows, as before
    // (a second power from the same link is refused by the API anyway).
    call: 'GET /api/users/power-simple/status',
    open: async (page) => {
      await page.goto(await mintPowerURL(API_URL));
    },
    busy: (page) => page.getByText('Verificando el enlace…'),
    says: async (page) => {
      await expect(byLabel(page, 'Nombre completo')).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveCount(0);
    },
  },
  {
    call: 'GET /api/users/power-simple/signed-file',
    open: async (page) => {
      const { driverToken, ownerToken } = await createPower(API_URL, { ownerPhone: '976500043' });
      await signPower(API_URL, ownerToken, '976500043');
      await page.goto(`/crear-poder-simple?power=${driverToken}`);
      await expect(page.getByRole('button', { name: 'Descargar poder firmado' })).toBeVisible();
    },
    act: (page) => page.getByRole('button', { name: 'Descargar poder firmado' }).click(),
    busy: (page) => page.getByRole('button', { name: 'Descargando…' }),
    says: async (page, mode) => {
      const text = serverText(mode) ?? 'No pudimos descargar el poder. Intenta nuevamente.';
      await expect(page.locator('.power-status .power-error')).toHaveText(text);
    },
    kept: async (page) => {
      await expect(page.getByRole('button', { name: 'Descargar poder firmado' })).toBeEnabled();
    },
  },
];

test.describe('public site calls under failure', () => {
  for (const fault of CASES) {
    test(fault.call, async ({ page }) => {
      await runCase(page, fault);
    });
  }
});
