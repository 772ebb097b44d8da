// Walk-through on an emulated phone (Pixel 7 size, touch, mobile user agent): the seven journeys
// as a driver, a worker, a company and a visitor take them, each reaching its end state. Every
// step leaves a numbered screenshot in reports/walkthrough/ so a person can page through them in
// order. The power and the public forms also run on a slow mobile network with a 4× slower CPU,
// where pages are used before their code is live.
import { join } from 'node:path';
import { devices, type Page } from '@playwright/test';
import { apiToken, dateAhead, pickPostingCommune, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, mailMentioning, unique } from './public-forms-support.ts';
import {
  DYNAMIC_LINK,
  FIXED_LINK,
  PDF,
  acceptDataConsent,
  accountStep,
  field,
  fixedStep,
  freshIdentity,
  personalStep,
} from './registration-support.ts';
import { openHome } from './user-dashboard-support.ts';
import { openDashboardPage } from './user-settings-support.ts';
import { mintPowerURL } from '../support/power-sample.ts';
import { fullPageShot } from '../support/full-page-shot.ts';

const phone = devices['Pixel 7'];
test.use({
  viewport: phone.viewport,
  userAgent: phone.userAgent,
  deviceScaleFactor: phone.deviceScaleFactor,
  isMobile: phone.isMobile,
  hasTouch: phone.hasTouch,
});

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'walkthrough');

/** Numbered full-page screenshots of one journey: 03-power-02-owner.png. */
function camera(page: Page, journey: string) {
  let step = 0;
  return async (name: string) => {
    step += 1;
    const file = `${journey}-${String(step).padStart(2, '0')}-${name}.png`;
    await fullPageShot(page, join(SHOTS, file));
  };
}

/** A slow mobile network (150 ms, 1.6 Mbps down, 0.75 Mbps up) and a CPU 4× slower. */
async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (0.75 * 1024 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

test('01 fixed registration: a driver signs up in three steps', async ({ page }) => {
  const shot = camera(page, '01-fixed');
  const person = freshIdentity(1701);
  await page.goto(FIXED_LINK);
  await expect(fixedStep(page, 1, 'Cuenta')).toBeVisible();
  await shot('account');
  await accountStep(page, person.email);
  await expect(fixedStep(page, 2, 'Datos personales')).toBeVisible();
  await personalStep(page, person.rut, person.phone);
  await shot('personal');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(fixedStep(page, 3, 'Datos laborales')).toBeVisible();
  await field(page, 'Horario').selectOption({ label: 'Jornada completa' });
  await field(page, 'Perfil').selectOption({ label: 'Conductor' });
  await page.getByLabel('Sí').check();
  await field(page, 'Tipo de vehículo').selectOption({ label: 'Furgón' });
  await field(page, 'Patente').fill('bb bb 12');
  await field(page, 'Marca').fill('toyota');
  await field(page, 'Modelo').fill('hi ace');
  const thisYear = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric' }).format();
  await field(page, 'Año').fill(thisYear);
  await acceptDataConsent(page);
  await shot('work');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(page.getByRole('dialog', { name: '¡Registro completado!' })).toBeVisible();
  await shot('done');
});

test('02 dynamic registration: a candidate completes the company’s own form', async ({ page }) => {
  const shot = camera(page, '02-dynamic');
  const person = freshIdentity(1702);
  const title = (name: string) => page.getByRole('heading', { level: 1, name });
  await page.goto(DYNAMIC_LINK);
  await expect(title('Bienvenido a Logística Sur')).toBeVisible();
  await shot('welcome');
  await page.getByRole('button', { name: 'Comenzar' }).click();
  await expect(title('Crea tu cuenta')).toBeVisible();
  await field(page, 'Correo electrónico').fill(person.email);
  await field(page, 'Contraseña').fill('Clave12345');
  await field(page, 'RUT').pressSequentially(person.rut);
  await field(page, 'Teléfono').fill(person.phone);
  await shot('account');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(title('Datos personales')).toBeVisible();
  await field(page, 'Nombre').fill('Ignacio');
  await field(page, 'Fecha de nacimiento').fill('1990-04-12');
  await field(page, 'Dirección').pressSequentially('calle picarte');
  await page.getByRole('option', { name: /Calle Picarte 1530/ }).click();
  await field(page, 'Perfil al que postulas').selectOption('Conductor');
  await shot('personal');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(title('Disponibilidad y documentos')).toBeVisible();
  await field(page, 'Semana en que puedes comenzar').fill('2026-W50');
  await page.getByLabel('Mañana').check();
  await field(page, 'Licencia de conducir').setInputFiles(PDF);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await acceptDataConsent(page);
  await shot('availability');
  await page.getByRole('button', { name: 'Registrarse' }).click();
  await expect(title('¡Registro exitoso!')).toBeVisible();
  await shot('done');
});

/** A small "ID card" photo drawn by Chromium itself. */
async function idPhoto(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 100;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#dbe7f7';
    context.fillRect(0, 0, 160, 100);
    context.fillStyle = '#0b5cab';
    context.fillRect(10, 10, 40, 50);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

test('03 power of attorney: a driver asks the vehicle’s owner for a power, on a slow phone', async ({
  page,
  apiURL,
}) => {
  test.slow();
  const shot = camera(page, '03-power');
  await slowPhone(page);
  await page.goto(await mintPowerURL(apiURL));
  await expect(page.getByRole('heading', { name: 'Paso 1 de 2: conductor y vehículo' })).toBeVisible();
  await field(page, 'Nombre completo').fill('Juan Pérez Soto');
  await field(page, 'RUT').fill('12345678-5');
  await field(page, 'Nacionalidad').fill('Chilena');
  await field(page, 'Dirección').fill('Av. Providencia 1234, Santiago');
  await field(page, 'Marca').fill('Toyota');
  await field(page, 'Modelo').fill('Yaris');
  await field(page, 'Año').selectOption('2019');
  await field(page, 'Patente').fill('bb bb 12');
  await shot('driver');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await field(page, 'Nombre completo').fill('María González');
  await field(page, 'RUT').fill('7654321-6');
  await field(page, 'Nacionalidad').fill('Chilena');
  await field(page, 'Dirección').fill('Los Aromos 55, Maipú');
  await field(page, 'Teléfono (WhatsApp)').fill('987654321');
  await field(page, 'Correo electrónico').fill('maria@correo.cl');
  await page.getByLabel(/Cédula de identidad, frente/).setInputFiles(await idPhoto(page, 'cedula-frente.png'));
  await page.getByLabel(/Cédula de identidad, reverso/).setInputFiles(await idPhoto(page, 'cedula-reverso.png'));
  await expect(page.getByRole('img', { name: 'Vista previa: Cédula de identidad, reverso' })).toBeVisible();
  await shot('owner');
  await page.getByRole('button', { name: 'Crear poder' }).click();
  const end = page.getByRole('region', { name: 'Proceso iniciado' });
  await expect(end).toBeVisible({ timeout: 20_000 });
  await expect(end).toContainText('patente BBBB12');
  await shot('started');
});

test('04 worker documents and bank: a worker uploads a document and adds a bank account', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  const shot = camera(page, '04-worker');
  await openHome(page);
  await shot('home');
  const next = page.getByRole('button', { name: 'Documentos siguientes' });
  const card = page.getByRole('article', { name: 'Padrón del vehículo' });
  while (!(await card.isVisible())) await next.click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Subir Padrón del vehículo' }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  await expect(notice).toBeVisible();
  await shot('upload-notice');
  await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles({ name: 'padron.pdf', mimeType: 'application/pdf', buffer: PDF.buffer });
  await expect(card).toContainText('En revisión', { timeout: 10_000 });
  await shot('document-in-review');

  await page.goto('/user/dashboard/settings/banco-detalles');
  const accounts = page.getByRole('region', { name: 'Cuentas bancarias' });
  await expect(accounts).toContainText('No hay información bancaria disponible.');
  await shot('bank-empty');
  await accounts.getByRole('button', { name: 'Agregar datos bancarios' }).click();
  const form = page.getByRole('form', { name: 'Agregar datos bancarios' });
  await form.getByLabel('Titular de la cuenta').fill('Camila Rojas');
  await form.getByLabel('RUT del titular').fill('123456785');
  await form.getByLabel('Banco').selectOption('Banco Estado');
  await form.getByLabel('Tipo de cuenta').selectOption('Cuenta Rut');
  await form.getByLabel('Número de cuenta').fill('12345678');
  await form.getByLabel('Correo electrónico').fill('camila@correo.cl');
  await form.getByLabel('Teléfono').fill('56987654321');
  await form.getByLabel('Tipo de documento').selectOption('Boleta');
  await shot('bank-form');
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos bancarios añadidos correctamente')).toBeVisible();
  await shot('bank-added');
});

test('05 worker postings: a worker finds an open posting and applies', async ({ page, apiURL }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  const shot = camera(page, '05-postings');
  const token = await apiToken(apiURL, 'trabajador@demo.cl', 'andes-2025');
  const response = await fetch(`${apiURL}/api/users/job-postings`, { headers: { 'auth-user': token } });
  const { data } = (await response.json()) as {
    data: { id_publication: number; title: string; saved: boolean; applied: boolean; start_time: string }[];
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const posting = data.find((item) => !item.saved && !item.applied && item.start_time >= today);
  if (!posting) throw new Error('No open posting in the demo data');

  await openDashboardPage(page, 'job-postings', 'Ofertas de trabajo');
  await shot('list');
  await page.goto(`/user/dashboard/job-postings#${posting.id_publication}`);
  const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
  await expect(detail.getByRole('heading', { level: 3, name: posting.title })).toBeVisible();
  await shot('detail');
  await detail.getByRole('button', { name: 'Postular' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Postular a esta oferta?' });
  await expect(confirm).toBeVisible();
  await shot('confirm');
  await confirm.getByRole('button', { name: 'Enviar postulación' }).click();
  await expect(page.getByText('Postulación enviada correctamente')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Ya postulaste' })).toBeDisabled();
  await shot('applied');
});

test('06 company postings: a company publishes a posting and writes to an applicant', async ({ page, apiURL }) => {
  test.setTimeout(60_000);
  const shot = camera(page, '06-company');
  await signInCompany(page);
  await shot('postings');
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva publicación' });
  await create.getByLabel('Título').fill('Conductor de furgón ruta Ñuñoa');
  await create.getByLabel('Descripción').fill('Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes.');
  await create.getByLabel('Requisitos').fill('Licencia clase B, furgón propio y disponibilidad inmediata.');
  await create.getByLabel('Vehículo', { exact: true }).selectOption({ label: 'Furgón' });
  await create.getByLabel('Capacidad').selectOption({ label: '1.000 kg' });
  await create.getByLabel('Zona').selectOption({ label: 'Zona Centro' });
  await create.getByLabel('Región').selectOption({ label: 'Metropolitana de Santiago' });
  await pickPostingCommune(create, 'Ñuñoa');
  await create.getByLabel('Horario').selectOption({ label: 'AM' });
  await create.getByLabel('Fecha de inicio').fill(dateAhead(30));
  await create.getByLabel('Pago por unidad (CLP)').fill('1.500');
  await shot('new-posting');
  await create.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada correctamente')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Conductor de furgón ruta Ñuñoa' })).toBeVisible();
  await shot('published');

  const applied = 'Peoneta para camión 3/4';
  await page.getByLabel('Buscar en mis publicaciones').fill(applied);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${applied}`) }).click();
  const camila = page.getByRole('article', { name: 'Camila Rojas' });
  await expect(camila).toBeVisible();
  await shot('applicants');
  await camila.getByRole('button', { name: 'Enviar correo a Camila Rojas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar correo al postulante' });
  await dialog.getByLabel('Asunto').fill('Entrevista para peoneta');
  await dialog.getByLabel('Mensaje').fill('Hola Camila, te esperamos el lunes a las 10:00 en la bodega de Quilicura.');
  await shot('e-mail');
  await dialog.getByRole('button', { name: 'Enviar correo' }).click();
  await expect(page.getByText('Correo enviado correctamente')).toBeVisible();
  await shot('e-mail-sent');
  const mail = await mailMentioning(apiURL, 'bodega de Quilicura');
  expect(mail.to).toBe('trabajador@demo.cl');
});

test('07 public forms: a visitor writes through /contacto and asks for a meeting, on a slow phone', async ({
  page,
  apiURL,
}) => {
  test.slow();
  const shot = camera(page, '07-public');
  await slowPhone(page);
  await page.goto('/contacto');
  const contact = page.getByRole('region', { name: 'Escríbenos' });
  await hydrated(page, contact);
  const email = `${unique('recorrido')}@correo.cl`;
  await contact.getByLabel('Nombre').fill('Ana Pérez');
  await contact.getByLabel('Correo electrónico').fill(email);
  await contact.getByLabel('Asunto').fill('Prensa');
  await contact.getByLabel('Mensaje').fill('Quisiera una entrevista.');
  await shot('contact');
  await contact.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Mensaje enviado correctamente.' })).toBeVisible({
    timeout: 15_000,
  });
  expect(page.url()).not.toContain('?');
  await shot('contact-sent');
  await mailMentioning(apiURL, email);

  await page.goto('/#contact');
  const meeting = page.getByRole('form', { name: 'Solicita una reunión' });
  await hydrated(page, meeting);
  const meetingEmail = `${unique('reunion')}@correo.cl`;
  await meeting.getByLabel('Nombre', { exact: true }).fill('Camila');
  await meeting.getByLabel('Correo electrónico').fill(meetingEmail);
  await meeting.getByLabel('Teléfono').fill('987654321');
  await meeting.getByLabel('Mensaje').fill('Necesitamos 20 conductores en Santiago.');
  await shot('meeting');
  await meeting.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expect(meeting.getByRole('status')).toHaveText('Correo enviado correctamente', { timeout: 15_000 });
  await shot('meeting-sent');
  await mailMentioning(apiURL, meetingEmail);
});
