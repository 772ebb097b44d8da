// The vehicle owner signs a simple power in Chromium, from the link of the chat message: the
// power's content with masked RUTs, a RUT that is not theirs and a wrong code refused in Spanish,
// the code from the outbox, the consent, 'Firmar poder'; both copies (owner and driver) in the
// outbox; the link spent; the driver's own link showing the state. Also a rejection, and links
// that are not valid.
import type { Page, TestInfo } from '@playwright/test';
import { POWER_OWNER, codeSentTo, createPower, outbox } from '../support/signing-sample.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { fullPageShot } from '../support/full-page-shot.ts';

test.use({ allowConsoleErrors: ['status of 422', 'status of 410', 'status of 401'] });

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const width of [412, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await fullPageShot(page, testInfo.outputPath(`${name}-${width}.png`));
  }
}

const form = (page: Page) => page.getByRole('region', { name: 'Firma del dueño' });

test('the owner signs with the code by chat; both copies go out and the driver sees it signed', async ({
  page,
  apiURL,
}, testInfo) => {
  // Two pages, a signature and full-page pictures at three widths: more than 30 s on busy cores.
  test.setTimeout(90_000);
  const phone = '976500021';
  const { driverToken, ownerToken } = await createPower(apiURL, {
    driverEmail: 'juan.e2e@correo.cl',
    ownerPhone: phone,
  });

  // The driver's own link, opened again after sending: where the power stands, not a form.
  await page.goto(`/crear-poder-simple?power=${driverToken}`);
  await expect(page.getByRole('region', { name: 'Esperando la firma del dueño' })).toBeVisible();
  await expect(page.getByLabel('Nombre completo')).toHaveCount(0);
  await shoot(page, testInfo, 'poder-conductor-esperando');

  await page.goto(`/firmar-poder?t=${ownerToken}`);
  const summary = page.getByRole('region', { name: 'El poder que vas a firmar' });
  await expect(summary).toContainText('Juan Pérez Soto, RUT ••.•••.678-5');
  await expect(summary).toContainText('Toyota Yaris, año 2019');
  await expect(summary).toContainText('María González, RUT •.•••.321-6');
  await expect(summary).not.toContainText('7.654.321');
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'firmar-poder');

  const rut = form(page).getByLabel('Tu RUT');
  await rut.pressSequentially('123456785');
  await expect(rut).toHaveValue('12.345.678-5');
  await form(page).getByRole('button', { name: 'Enviar código' }).click();
  await expect(form(page).getByRole('status')).toContainText('Te enviamos un código de verificación por WhatsApp');
  await expect(form(page).getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  const code = await codeSentTo(apiURL, phone);
  await form(page)
    .getByLabel('Código de verificación')
    .fill(code === '000000' ? '111111' : '000000');
  await form(page).getByLabel('Acepto firmar electrónicamente este poder y recibir una copia en mi correo.').check();
  await form(page).getByRole('button', { name: 'Firmar poder' }).click();
  await expect(form(page).getByRole('alert')).toHaveText('El RUT no coincide con el del dueño del vehículo.');

  await rut.fill('');
  await rut.pressSequentially('76543216');
  await form(page).getByRole('button', { name: 'Firmar poder' }).click();
  await expect(form(page).getByRole('alert')).toHaveText(
    'El código de verificación no es correcto. Te quedan 3 intentos.',
  );
  await form(page).getByLabel('Código de verificación').fill(code);
  await form(page).getByRole('button', { name: 'Firmar poder' }).click();
  const done = page.getByRole('region', { name: 'Poder firmado' });
  await expect(done).toContainText('Firmaste el poder. Te enviamos una copia a tu correo.');
  await expect(done.getByRole('heading', { name: 'Poder firmado' })).toBeFocused();
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'firmar-poder-firmado');

  const messages = await outbox(apiURL);
  const ownerCopy = messages.find((message) => message.to === POWER_OWNER.email && message.attachments);
  const driverCopy = messages.find((message) => message.to === 'juan.e2e@correo.cl');
  expect(ownerCopy?.subject).toBe('Copia del poder simple que firmaste');
  expect(driverCopy?.subject).toBe('Tu poder simple fue firmado');
  expect(driverCopy?.attachments?.[0]?.sha256).toBe(ownerCopy?.attachments?.[0]?.sha256);
  expect(ownerCopy?.links[0]).toMatch(/\/verificar\?codigo=[0-9A-Z-]{14}$/);

  // The link is spent.
  await page.goto(`/firmar-poder?t=${ownerToken}`);
  await expect(page.getByRole('alert')).toContainText('Este enlace ya se usó: el poder ya fue firmado.');

  // The driver's link now shows it signed, with the signed PDF to download.
  await page.goto(`/crear-poder-simple?power=${driverToken}`);
  const state = page.getByRole('region', { name: /^Firmado el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/ });
  await expect(state).toBeVisible();
  const download = page.waitForEvent('download');
  await state.getByRole('button', { name: 'Descargar poder firmado' }).click();
  expect((await download).suggestedFilename()).toBe('poder_simple_firmado.pdf');
  await expectNoAxeViolations(page);
  await shoot(page, testInfo, 'poder-conductor-firmado');
});

test('the owner rejects with a reason, and the driver sees it rejected', async ({ page, apiURL }) => {
  const { driverToken, ownerToken } = await createPower(apiURL, { ownerPhone: '976500032' });
  await page.goto(`/firmar-poder?t=${ownerToken}`);
  await form(page).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechazar el poder' });
  await expect(dialog.getByLabel('Motivo del rechazo')).toBeFocused();
  await dialog.getByLabel('Motivo del rechazo').fill('No conozco a este conductor.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Rechazar poder' }).click();
  await expect(page.getByRole('region', { name: 'Poder rechazado' })).toContainText(
    'Rechazaste el poder. El conductor verá que no fue firmado.',
  );
  await page.goto(`/crear-poder-simple?power=${driverToken}`);
  const state = page.getByRole('region', { name: 'Rechazado' });
  await expect(state).toContainText('No conozco a este conductor.');
});

test.describe('before the island is live', () => {
  test.use({ allowConsoleErrors: ['Failed to load resource: net::ERR_FAILED', '[astro-island] Error hydrating'] });

  test("the page's own script shows the power, which the island then takes over in place, from one read", async ({
    page,
    apiURL,
  }) => {
    const { ownerToken } = await createPower(apiURL, { ownerPhone: '976500043' });
    const lead =
      'Yo, María González, dueño del vehículo, autorizo a Juan Pérez Soto a conducir y usar mi vehículo Toyota Yaris, año 2019, patente BBBB12.';
    // The island's own module held back: what shows is the HTML and the page's small script.
    const html = await (await page.request.get('/firmar-poder')).text();
    const island = /component-url="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(island).toMatch(/\.js$/);
    // Astro tries a failed island import once more, with a query added: both are held back.
    let held = 0;
    await page.route(`**${island}*`, (route) => {
      held += 1;
      return route.abort();
    });
    const reads: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/public/power-signing/power') && request.method() === 'GET')
        reads.push(request.url());
    });
    await page.goto(`/firmar-poder?t=${ownerToken}`);
    const summary = page.getByRole('region', { name: 'El poder que vas a firmar' });
    await expect(summary.getByText(lead)).toBeVisible();
    await expect(summary).toContainText('María González, RUT •.•••.321-6');
    await expect(page.getByText('Abriendo el poder…')).toHaveCount(0);
    // Past Astro's second try, the island is still held back and the power still shown.
    await expect.poll(() => held).toBe(2);
    await expect(summary.getByText(lead)).toBeVisible();
    await expect(form(page)).toHaveCount(0);
    const before = await summary.getByText(lead).boundingBox();

    // Live: the power never leaves the screen while the island takes it over, and one read serves both.
    await page.unroute(`**${island}*`);
    reads.length = 0;
    await page.addInitScript(() => {
      const seen = { drawn: false, vanished: false };
      Object.assign(window, { leadSeen: seen });
      new MutationObserver(() => {
        const present = document.querySelector('.owner-lead') !== null;
        if (present) seen.drawn = true;
        else if (seen.drawn) seen.vanished = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`/firmar-poder?t=${ownerToken}`);
    await expect(form(page).getByLabel('Tu RUT')).toBeVisible();
    await expect(summary.getByRole('button', { name: 'Descargar el poder en PDF' })).toBeVisible();
    await expect(page.getByText(lead)).toHaveCount(1);
    expect(await summary.getByText(lead).boundingBox()).toEqual(before);
    expect(await page.evaluate(() => (window as unknown as { leadSeen: object }).leadSeen)).toEqual({
      drawn: true,
      vanished: false,
    });
    expect(reads).toHaveLength(1);
  });
});

test('a link that is not valid or missing says so in Spanish', async ({ page }) => {
  await page.goto('/firmar-poder?t=abc.def.ghi');
  await expect(page.getByRole('alert')).toContainText(
    'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
  );
  await page.goto('/firmar-poder');
  await expect(page.getByRole('alert')).toContainText('Falta el enlace para firmar el poder.');
  await expectNoAxeViolations(page);
});

test('the demo power awaits its owner, whose link the local API mints', async ({ page, apiURL }) => {
  const minted = (await (await fetch(`${apiURL}/_dev/power-owner-token`, { method: 'POST' })).json()) as {
    token: string;
  };
  await page.goto(`/firmar-poder?t=${minted.token}`);
  await expect(page.getByRole('region', { name: 'El poder que vas a firmar' })).toContainText('Rosa Vidal Contreras');
});
