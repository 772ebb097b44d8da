// The privacy rights in the dashboards: the worker's 'Privacidad' shows what is held and downloads
// 'Descargar mis datos', a ZIP opened here with the same ZIP library the API writes it with, holding
// this person's records and files and nobody else's; a deletion request (password confirmed, with
// its deadline) clears this device's drafts, reaches the company's 'Solicitudes de privacidad',
// and completing it there anonymises the worker and lists what the company keeps; the worker's open
// session then shows the deletion's confirmation, and the company's 'Perfiles registrados' and
// summary neither show nor count the person. axe finds
// nothing on either view or their dialogs; both are looked at on a phone and a desktop.
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { expect, test } from './fixtures.ts';
import { COMPANY, apiToken, signInCompany } from './business-support.ts';
import { WORKER, signInWorker } from './user-dashboard-support.ts';

const PRIVACY = '/user/dashboard/settings/privacidad';
const REQUESTS = '/business/dashboard/privacy-requests';
/** What identifies the other demo people: none of it may be in the worker's export. */
const OTHERS = ['trabajador.sur@demo.cl', '16.543.210-K', 'verifica@demo.cl', '9.876.543-3', 'empresa.sur@demo.cl'];

// Two sessions, axe runs and a ZIP on a shared machine: more than the default time.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

/** A second browser context (the company's) on the same site as the test's own. */
function contextOptions() {
  const { baseURL } = test.info().project.use;
  return baseURL ? { baseURL } : {};
}

async function openPrivacy(page: Page) {
  await signInWorker(page);
  await page.goto(PRIVACY);
  await expect(page.getByRole('heading', { name: 'Qué datos guardamos' })).toBeVisible();
}

test('the worker downloads her data as a ZIP holding her records and files and nobody else’s', async ({ page }) => {
  await openPrivacy(page);
  await expect(page.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('link', { name: 'Conoce tus derechos sobre tus datos' })).toHaveAttribute(
    'href',
    '/tus-derechos',
  );
  await expectNoAxeViolations(page);

  const arriving = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Descargar mis datos' }).click();
  const download = await arriving;
  expect(download.suggestedFilename()).toMatch(/^datos-personales-\d{4}-\d{2}-\d{2}\.zip$/);
  await expect(page.getByText(/^Descarga lista \(\d/)).toBeVisible();

  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const data = JSON.parse(strFromU8(entries['datos-personales.json'] ?? new Uint8Array())) as {
    person: { email: string; rut: string };
    consents: unknown[];
  };
  expect(data.person).toMatchObject({ email: WORKER.email, rut: '12.345.678-5' });
  expect(data.consents.length).toBeGreaterThan(0);
  expect(Object.keys(entries)).toContain('LEEME.txt');
  expect(Object.keys(entries).some((name) => name.startsWith('archivos/'))).toBe(true);
  const everything = Object.values(entries)
    .map((bytes) => strFromU8(bytes, true))
    .join('\n');
  for (const other of OTHERS) expect(everything, other).not.toContain(other);
});

test.describe('deletion', () => {
  // The worker's page asks with the session the deletion ended: Chromium logs that 401 as a resource error.
  test.use({ allowConsoleErrors: ['status of 401'] });

  test('a deletion request clears this device, reaches the company, and completing it anonymises the worker', async ({
    page,
    browser,
    apiURL,
  }) => {
    await openPrivacy(page);
    await page.evaluate(() => localStorage.setItem('enlista.draft:prueba', JSON.stringify({ nombre: 'Camila' })));

    await page.getByRole('button', { name: 'Solicitar eliminación' }).click();
    const ask = page.getByRole('dialog', { name: 'Solicitar eliminación de mis datos' });
    await expect(ask.getByText('Por ley, tu empresa puede conservar:')).toBeVisible();
    await expectNoAxeViolations(page);
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(ask.getByText('Ingresa tu contraseña para confirmar')).toBeVisible();
    await ask.getByLabel('Tu contraseña').fill(WORKER.password);
    await ask.getByRole('button', { name: 'Enviar solicitud' }).click();
    await expect(ask.getByText(/^Solicitud N° \d+ recibida\./)).toBeVisible();
    await expect(ask.getByText(/^Plazo de respuesta: hasta el \d+ de \w+ de \d{4}\.$/)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('enlista.draft:prueba'))).toBeNull();
    await ask.getByRole('button', { name: 'Listo' }).click();
    await expect(page.getByRole('button', { name: 'Solicitar eliminación' })).toBeFocused();
    const mine = page.getByRole('list', { name: 'Solicitudes enviadas' }).getByRole('listitem');
    await expect(mine.filter({ hasText: 'Eliminación de datos' })).toContainText('Pendiente');

    const company = await browser.newContext({ ...contextOptions(), timezoneId: 'America/Santiago' });
    const office = await company.newPage();
    await signInCompany(office);
    await office.goto(REQUESTS);
    await expect(office.getByRole('heading', { level: 1, name: 'Solicitudes de privacidad' })).toBeVisible();
    await expect(office.getByRole('link', { name: 'Privacidad' })).toHaveAttribute('aria-current', 'page');
    const card = office.getByRole('listitem').filter({ hasText: WORKER.email });
    await expect(card).toContainText('Eliminación de datos');
    await expect(card).toContainText(/Plazo: hasta el .+ \(quedan 30 días\)/);
    await expectNoAxeViolations(office);

    const registeredCount = async () => {
      const headers = { 'auth-business': await apiToken(apiURL, COMPANY) };
      const listed = await fetch(`${apiURL}/business/get-registered-profiles`, { headers });
      return ((await listed.json()) as { data: unknown[] }).data.length;
    };
    const before = await registeredCount();
    await card.getByRole('button', { name: 'Completar' }).click();
    const answer = office.getByRole('dialog', { name: /^Completar la solicitud N° \d+$/ });
    await expect(answer.getByText(/se anonimizan sus datos personales/)).toBeVisible();
    await answer.getByLabel('Respuesta para la persona').fill('Eliminamos tus datos personales y tus archivos.');
    await expectNoAxeViolations(office);
    await answer.getByRole('button', { name: 'Completar' }).click();
    await expect(answer.getByText('La empresa debe conservar por ley:')).toBeVisible();
    await expect(answer.getByRole('listitem').first()).toContainText('Contratos firmados');
    await answer.getByRole('button', { name: 'Listo' }).click();
    await expect(office.getByRole('listitem').filter({ hasText: 'Persona anonimizada' })).toContainText('Completada');

    // In the API: the request's worker has no name, RUT or e-mail left, and the account is closed.
    const token = await apiToken(apiURL, COMPANY);
    const listed = (await (
      await fetch(`${apiURL}/business/privacy-requests`, { headers: { 'auth-business': token } })
    ).json()) as { data: { kind: string; state: string; worker: Record<string, unknown> }[] };
    const done = listed.data.find((request) => request.kind === 'supresion' && request.state === 'completada');
    expect(done?.worker).toMatchObject({ name: null, rut: null, email: null, anonymised: true });
    const signIn = await fetch(`${apiURL}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: WORKER.email, password: WORKER.password, rgs: 'andes-2025' }),
    });
    expect(signIn.status).not.toBe(200);

    // The worker's session, still open, ends on the confirmation of what went and what the company
    // keeps by law, not on the home page; it is looked at on a phone.
    await page.setViewportSize({ width: 412, height: 915 });
    await page.reload();
    const confirmation = page.getByRole('main', { name: 'Tu cuenta fue eliminada' });
    await expect(confirmation.getByText(/^Tu empresa completó tu solicitud de eliminación N° \d+ el /)).toBeVisible();
    await expect(confirmation.getByRole('heading', { name: 'Lo que borramos' })).toBeVisible();
    await expect(confirmation.getByRole('listitem').filter({ hasText: 'Contratos firmados' })).toContainText(
      'La empresa debe guardar los contratos firmados',
    );
    await expect(page).toHaveURL(new RegExp(`${PRIVACY}(\\?|$)`));
    await expect(confirmation).not.toContainText(WORKER.email);
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page, 412);
    await page.screenshot({ path: test.info().outputPath('cuenta-eliminada-412.png'), fullPage: true });

    // The company's working views no longer show or count the person.
    expect(await registeredCount()).toBe(before - 1);
    await office.setViewportSize({ width: 1366, height: 768 });
    await office.goto('/business/dashboard/profiles');
    await expect(office.getByRole('heading', { level: 1, name: 'Perfiles registrados' })).toBeVisible();
    await expect(office.getByRole('table').first()).toBeVisible();
    await expect(office.getByText(/anonimizado\.invalid|Sin región/)).toHaveCount(0);
    await office.screenshot({ path: test.info().outputPath('perfiles-1366.png'), fullPage: true });
    await office.goto('/business/dashboard/summary');
    const regions = office.getByRole('region', { name: 'Perfiles registrados por región' });
    await regions.getByRole('button', { name: 'Ver datos' }).click();
    const total = regions.getByRole('row', { name: /^Total/ }).getByRole('cell');
    await expect(total).toHaveText(String(before - 1));
    await expect(regions.getByRole('row', { name: /^Sin región/ })).toHaveCount(0);
    await company.close();
  });
});

for (const width of [412, 1280]) {
  test(`both views read well at ${width} px`, async ({ page, browser }, testInfo) => {
    await page.setViewportSize({ width, height: 900 });
    await openPrivacy(page);
    await page.screenshot({ path: testInfo.outputPath(`privacidad-${width}.png`), fullPage: true });
    await expectNoHorizontalScroll(page, width);

    const company = await browser.newContext({ ...contextOptions(), viewport: { width, height: 900 } });
    const office = await company.newPage();
    await signInCompany(office);
    await office.goto(REQUESTS);
    await expect(office.getByRole('heading', { level: 1, name: 'Solicitudes de privacidad' })).toBeVisible();
    await expect(office.getByText(/solicitud(es)? pendiente/)).toBeVisible();
    await office.screenshot({ path: testInfo.outputPath(`solicitudes-${width}.png`), fullPage: true });
    await expectNoHorizontalScroll(office, width);
    await company.close();
  });
}
