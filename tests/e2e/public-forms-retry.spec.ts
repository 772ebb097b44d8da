// Every public form whose send is cut off by the network keeps what was typed, says so in a
// lasting line under its button (role=alert, still there after the toast alerts have gone) and
// offers 'Reintentar', which sends once however fast it is pressed twice; the second try goes
// through. On the slow phone of slow-phone.ts (412 × 915, 4× CPU, 1.6 Mbps / 150 ms), with the API
// call aborted once by Playwright's router; the failure's line leaves a picture in
// E2E_OUT/public-forms-retry/.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { NETWORK_NOISE } from './faults-support.ts';
import { expect, test } from './fixtures.ts';
import { hydrated } from './public-forms-support.ts';
import { PHONE, slowPhone } from './slow-phone.ts';

test.use({ ...PHONE, allowConsoleErrors: NETWORK_NOISE });

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'public-forms-retry');

const SEND_FAILED = 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.';
/** Longer than a toast alert stays (3 s), so the line under the button is seen to last. */
const LONGER_THAN_AN_ALERT_MS = 3500;

interface RetryCase {
  readonly name: string;
  readonly call: string;
  readonly open: (page: Page) => Promise<Locator>;
  readonly fill: (form: Locator) => Promise<void>;
  readonly submit: string;
  /** A field and the value it must keep after the failure. */
  readonly kept: readonly [label: string, value: string];
  readonly sent: (page: Page, form: Locator) => Promise<void>;
}

async function onContactPage(page: Page, hash: string, name: string): Promise<Locator> {
  await page.goto(`/contacto${hash}`);
  const form = page.getByRole('region', { name });
  await hydrated(page, form);
  return form;
}

const successAlert = (page: Page) => page.locator('.alert-success');

const CASES: readonly RetryCase[] = [
  {
    name: 'the meeting request',
    call: '**/contact/emails/reu',
    open: async (page) => {
      await page.goto('/#contact');
      const form = page.getByRole('form', { name: 'Solicita una reunión' });
      await hydrated(page, form);
      return form;
    },
    fill: async (form) => {
      await form.getByLabel('Nombre', { exact: true }).fill('Camila');
      await form.getByLabel('Correo electrónico').fill('camila@transportes.cl');
      await form.getByLabel('Teléfono').fill('987654321');
      await form.getByLabel('Mensaje').fill('Necesitamos 20 conductores.');
    },
    submit: 'Solicitar reunión',
    kept: ['Mensaje', 'Necesitamos 20 conductores.'],
    sent: async (_page, form) => {
      await expect(form.getByRole('status')).toHaveText('Correo enviado correctamente');
    },
  },
  {
    name: "/contacto's 'Escríbenos'",
    call: '**/contact/send-email-contact',
    open: (page) => onContactPage(page, '', 'Escríbenos'),
    fill: async (form) => {
      await form.getByLabel('Nombre').fill('Ana Pérez');
      await form.getByLabel('Correo electrónico').fill('ana@correo.cl');
      await form.getByLabel('Asunto').fill('Prensa');
      await form.getByLabel('Mensaje').fill('Quisiera una entrevista.');
    },
    submit: 'Enviar mensaje',
    kept: ['Mensaje', 'Quisiera una entrevista.'],
    sent: async (page) => {
      await expect(successAlert(page)).toBeVisible();
    },
  },
  {
    name: 'the complaints form',
    call: '**/contact/send-email-inquiries-complaints',
    open: (page) => onContactPage(page, '#consultas-reclamos', 'Consultas y reclamos'),
    fill: async (form) => {
      await form.getByLabel('Nombre').fill('Luis Díaz');
      await form.getByLabel('RUT').pressSequentially('123456785');
      await form.getByLabel('Correo electrónico').fill('luis@correo.cl');
      await form.getByLabel('Detalle de tu consulta o reclamo').fill('No recibí mi contrato.');
    },
    submit: 'Enviar solicitud',
    kept: ['Detalle de tu consulta o reclamo', 'No recibí mi contrato.'],
    sent: async (page) => {
      await expect(successAlert(page)).toBeVisible();
    },
  },
  {
    name: "/contacto's sales form",
    call: '**/business/contact-business',
    open: (page) => onContactPage(page, '#ventas-empresas', 'Ventas para empresas'),
    fill: async (form) => {
      await form.getByLabel('Empresa', { exact: true }).fill('Retail Sur');
      await form.getByLabel('Nombre de contacto').fill('Marta');
      await form.getByLabel('Correo electrónico').fill('marta@retailsur.cl');
      await form.getByLabel('Teléfono').fill('987654321');
      await form.getByLabel('Rubro').selectOption('Retail');
      await form.getByLabel('Personas que contratas al año').selectOption('1 a 50');
      await form.getByLabel('¿Qué necesitas resolver?').fill('Promotores para temporada alta.');
    },
    submit: 'Solicitar propuesta',
    kept: ['¿Qué necesitas resolver?', 'Promotores para temporada alta.'],
    sent: async (page) => {
      await expect(successAlert(page)).toBeVisible();
    },
  },
  {
    name: 'the fleet requirements',
    call: '**/business/register',
    open: (page) => onContactPage(page, '#registro-empresa', 'Registra tu empresa y tu flota'),
    fill: async (form) => {
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
    submit: 'Registrar empresa',
    kept: ['Conductores o vehículos requeridos', '12'],
    sent: async (page) => {
      await expect(successAlert(page)).toBeVisible();
    },
  },
];

for (const form of CASES) {
  test(`${form.name}: a cut-off send keeps the values, says so until the next try, and 'Reintentar' sends once`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await slowPhone(page);
    let calls = 0;
    await page.route(form.call, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      calls += 1;
      return calls === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    const region = await form.open(page);
    await form.fill(region);
    await region.getByRole('button', { name: form.submit }).click();

    const failure = region.getByRole('alert').filter({ hasText: SEND_FAILED });
    await expect(failure).toBeVisible();
    await expect(region.getByLabel(form.kept[0], { exact: true })).toHaveValue(form.kept[1]);
    await page.waitForTimeout(LONGER_THAN_AN_ALERT_MS);
    await expect(failure).toBeVisible();
    expect(calls).toBe(1);
    await failure.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${form.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.png`) });

    await failure.getByRole('button', { name: 'Reintentar' }).dblclick();
    await form.sent(page, region);
    await expect(failure).toHaveCount(0);
    expect(calls).toBe(2);
  });
}
