// 'Mensajes', the recruiter's inbox: the seeded conversations newest first with their unread
// counts, opened by keyboard; a free-text answer inside the 24-hour window (a failed send keeps
// what was typed), the approved template outside it with the reason; axe and screenshots at phone
// and laptop widths. Then, delivered through the protocol stand-ins, the journeys of
// docs/messages.md: a worker's WhatsApp answered as text with its state following the signed
// webhook (an unsigned one changes nothing), 'BAJA' confirmed and offers stopped, and a recovery
// e-mail received over SMTP whose link opens the new-password form.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGraphPeer, startSmtpPeer, type GraphPeer, type SmtpPeer } from '../../server/lib/delivery/test-peers.ts';
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany } from './business-support.ts';
import { API_URL, expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

test.use({ allowConsoleErrors: ['status of 503'] });

for (const { width, height } of [
  { width: 412, height: 915 },
  { width: 1366, height: 768 },
]) {
  test(`the recruiter reads and answers the company's WhatsApp messages, at ${width} px`, async ({
    page,
    apiURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await reset(apiURL);
    await page.setViewportSize({ width, height });
    await signInCompany(page);
    await page.getByRole('link', { name: 'Mensajes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();

    const list = page.getByRole('navigation', { name: 'Conversaciones' });
    const items = list.getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Ignacio Fuentes');
    await expect(items.first()).toContainText('2 mensajes sin leer');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-lista-${width}.png`), fullPage: true });

    // By keyboard: focus the first conversation and open it.
    await items.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/business\/dashboard\/messages\/\d+$/);
    const thread = page.getByRole('list', { name: 'Mensajes con Ignacio Fuentes' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    // Opened, it is read: the list (beside it on a laptop, behind it on a phone) has no unread count.
    if (width < 1024) await page.getByRole('link', { name: 'Volver a conversaciones' }).click();
    await expect(items.first()).not.toContainText('sin leer');
    if (width < 1024) await items.first().click();

    // A failed send says why and keeps the text; the retry goes out and shows its state.
    const box = page.getByRole('textbox', { name: 'Tu respuesta' });
    await box.fill('Hola Ignacio, la revisamos hoy en la tarde.');
    await page.route('**/business/conversations/*/messages', (route) => route.fulfill({ status: 503, body: '' }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
      'No pudimos enviar el mensaje. No pudimos conectar con el servidor.',
    );
    await expect(box).toHaveValue('Hola Ignacio, la revisamos hoy en la tarde.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(3);
    await expect(thread.getByRole('listitem').last()).toContainText('Hola Ignacio, la revisamos hoy en la tarde.');
    await expect(thread.getByRole('listitem').last()).toContainText('Pendiente');
    await expect(box).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-conversacion-${width}.png`), fullPage: true });

    // Outside the window only the template may go, and the box says why.
    if (width < 1024) await page.getByRole('link', { name: 'Volver a conversaciones' }).click();
    await list.getByRole('link').nth(1).click();
    await expect(page.getByText(/Pasaron más de 24 horas desde el último mensaje de/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar plantilla' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Plantilla · Pendiente' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-plantilla-${width}.png`), fullPage: true });
  });
}

// Against the protocol stand-ins: an API process of its own with SMTP_URL and WHATSAPP_* pointing
// at a real SMTP server and a Graph API stand-in (server/lib/delivery/test-peers.ts); the browser's
// calls to the suite's API are sent to it instead. Notifications are signed as Meta signs them.
test.describe('delivered through the stand-ins', () => {
  const SECRET = 'secreto-de-la-app-de-prueba';
  const CAMILA = '56987654321';
  let smtp: SmtpPeer;
  let graph: GraphPeer;
  let child: ChildProcess;
  let folder: string;
  let ownAPI: string;
  let wamid = 0;

  test.beforeAll(async ({ baseURL }) => {
    smtp = await startSmtpPeer();
    graph = await startGraphPeer();
    folder = mkdtempSync(join(tmpdir(), 'enlista-e2e-mensajes-'));
    const port = await freePort();
    ownAPI = `http://localhost:${port}`;
    child = spawn(process.execPath, ['server/main.ts'], {
      env: {
        PATH: process.env.PATH,
        API_MODE: 'local',
        API_PORT: String(port),
        DATA_DIR: folder,
        SITE_ORIGIN: baseURL ?? '',
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Enlista <no-responder@enlista.cl>',
        WHATSAPP_API_URL: graph.apiUrl,
        WHATSAPP_TOKEN: graph.token,
        WHATSAPP_PHONE_NUMBER_ID: graph.phoneNumberId,
        WHATSAPP_APP_SECRET: SECRET,
        WHATSAPP_VERIFY_TOKEN: 'token-de-verificacion',
        DELIVERY_RETRY_BASE_MS: '100',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    await new Promise<void>((resolve, reject) => {
      child.stdout?.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('escuchando')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`La API terminó al iniciar (código ${String(code)})`)));
    });
  });

  test.afterAll(async () => {
    child.kill('SIGTERM');
    await Promise.all([smtp.stop(), graph.stop()]);
    rmSync(folder, { recursive: true, force: true });
  });

  test.beforeEach(async ({ context }) => {
    await context.route(`${API_URL}/**`, (route) =>
      route.continue({ url: route.request().url().replace(API_URL, ownAPI) }),
    );
  });

  const sign = (raw: string, secret = SECRET) => `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

  async function notify(value: Record<string, unknown>, signed = true): Promise<number> {
    const raw = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] }],
    });
    const response = await fetch(`${ownAPI}/webhooks/whatsapp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signed ? sign(raw) : sign(raw, 'otra') },
      body: raw,
    });
    return response.status;
  }

  const writes = (text: string) =>
    notify({
      contacts: [{ profile: { name: 'Camila' }, wa_id: CAMILA }],
      messages: [
        {
          from: CAMILA,
          id: `wamid.E2E${++wamid}`,
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });

  const textsTo = (phone: string) =>
    graph.accepted
      .filter((request) => request.body['to'] === phone && request.body['type'] === 'text')
      .map((request) => (request.body['text'] as { body: string }).body);

  test("a worker's WhatsApp reaches 'Mensajes', the answer goes back as text and its state follows the signed webhook", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signInCompany(page);
    await page.getByRole('link', { name: 'Mensajes' }).click();
    await expect(page.getByRole('navigation', { name: 'Conversaciones' }).getByRole('link')).toHaveCount(2);
    // It arrives while the inbox is open and appears without a reload.
    expect(await writes('Hola, ¿a qué hora entro mañana?')).toBe(200);
    const camila = page.getByRole('link', { name: /Camila Rojas/ });
    await expect(camila).toContainText('1 mensaje sin leer', { timeout: 15_000 });
    await camila.click();
    await page.getByRole('textbox', { name: 'Tu respuesta' }).fill('Hola Camila, a las 8:00 en la bodega.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect.poll(() => textsTo(CAMILA), { timeout: 10_000 }).toContain('Hola Camila, a las 8:00 en la bodega.');
    const sent = page
      .getByRole('list', { name: 'Mensajes con Camila Rojas' })
      .getByRole('listitem')
      .filter({ hasText: 'Hola Camila, a las 8:00 en la bodega.' });
    await expect(sent).toContainText('Enviado', { timeout: 15_000 });

    // The stand-in numbers its answers in order: the reply's wamid is its place among them.
    const place = graph.accepted.findIndex(
      (request) =>
        request.body['type'] === 'text' &&
        (request.body['text'] as { body: string }).body === 'Hola Camila, a las 8:00 en la bodega.',
    );
    const wamidOut = `wamid.PRUEBA${place + 1}`;
    const statusOf = (state: string) => ({
      statuses: [
        { id: wamidOut, status: state, timestamp: String(Math.floor(Date.now() / 1000)), recipient_id: CAMILA },
      ],
    });
    expect(await notify(statusOf('read'), false)).toBe(401);
    expect(await notify(statusOf('delivered'))).toBe(200);
    await expect(sent).toContainText('Entregado', { timeout: 15_000 });
    await expect(sent).not.toContainText('Leído');
  });

  test("'BAJA' by chat is confirmed and stops the job offers", async ({ page }) => {
    expect(await writes('baja')).toBe(200);
    await expect.poll(() => textsTo(CAMILA).join('\n'), { timeout: 10_000 }).toMatch(/ofertas de trabajo/i);
    await signInWorker(page);
    await page.goto('/user/dashboard/settings/privacidad');
    await expect(page.getByText("por WhatsApp, al escribir 'BAJA'")).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Quiero recibir ofertas de trabajo por correo o WhatsApp' }),
    ).toBeVisible();
  });

  test('a recovery e-mail arrives over SMTP and its link opens the new-password form', async ({ page }) => {
    await page.goto('/resetpassword/transportes-andes?rgs=andes-2025');
    await page.getByLabel('Correo electrónico').fill('trabajador@demo.cl');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    // The demo's expiry reminders reach the same address: the recovery e-mail is told by its subject.
    const recovery = () =>
      smtp.received.find(
        (mail) =>
          mail.subject === 'Restablece tu contraseña' && mail.to?.some((to) => to.address === 'trabajador@demo.cl'),
      );
    await expect.poll(() => recovery() !== undefined, { timeout: 15_000 }).toBe(true);
    const link = /https?:\/\/\S+\/resetpassword\/\S+/.exec(recovery()?.text ?? '')?.[0] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Crea una nueva contraseña' })).toBeVisible();
  });
});
