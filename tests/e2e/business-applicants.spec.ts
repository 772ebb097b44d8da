// Company area, applicants and registered profiles: the
// demo worker among the applicants of a seeded posting, the e-mail that lands in the outbox (and
// nothing sent while a field is missing), the registered-profiles list, the section's own
// not-found view, the guard and logout; axe on each view and dialog.
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { WORKER, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

/** A seeded posting of empresa@demo.cl that the demo worker applied to. */
const APPLIED_TITLE = 'Peoneta para camión 3/4';

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
}

test('the demo worker is among the applicants and receives the company’s e-mail', async ({ page, apiURL }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  await page.getByLabel('Buscar en mis publicaciones').fill(APPLIED_TITLE);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${APPLIED_TITLE}`) }).click();
  await expect(page).toHaveURL(/\/business\/dashboard\/job-postings\/\d+\/applicants$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Postulantes' })).toBeFocused();
  const camila = page.getByRole('article', { name: 'Camila Rojas' });
  await expect(camila).toContainText(WORKER);
  await expect(camila).toContainText('+56987654321');
  await expectNoAxeViolations(page);

  await camila.getByRole('button', { name: 'Enviar correo a Camila Rojas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Enviar correo al postulante' });
  await expect(dialog).toContainText('Camila Rojas');
  await expect(dialog).toContainText('empresa@demo.cl');
  await expect(dialog.getByLabel('Asunto')).toBeFocused();
  await expectNoAxeViolations(page);

  // Nothing is sent while a required field is empty.
  await dialog.getByLabel('Asunto').fill('');
  await dialog.getByRole('button', { name: 'Enviar correo' }).click();
  await expect(dialog.getByRole('alert').filter({ hasText: 'El asunto es requerido' })).toBeVisible();
  await expect(dialog.getByRole('alert').filter({ hasText: 'El mensaje es requerido' })).toBeVisible();
  await expectNoAxeViolations(page);
  const fromCompany = (mail: OutboxMail) => mail.to === WORKER && mail.subject === 'Entrevista para peoneta';
  const before = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as OutboxMail[];
  expect(before.filter(fromCompany)).toEqual([]);

  await dialog.getByLabel('Asunto').fill('Entrevista para peoneta');
  await dialog
    .getByLabel('Mensaje')
    .fill('Hola Camila, te esperamos el lunes a las 10:00 en nuestra bodega de Quilicura.');
  await dialog.getByRole('button', { name: 'Enviar correo' }).click();
  await expect(page.getByText('Correo enviado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(camila.getByRole('button', { name: 'Enviar correo a Camila Rojas' })).toBeFocused();

  // The outbox also holds the demo's own reminders (documents about to expire): this is the one sent now.
  const mail = ((await (await fetch(`${apiURL}/_dev/outbox`)).json()) as OutboxMail[]).find(fromCompany);
  expect(mail).toMatchObject({ to: WORKER, subject: 'Entrevista para peoneta' });
  expect(mail?.text).toContain('te esperamos el lunes');
  expect(mail?.text).toContain('Transportes Andes');
});

test('keyboard only: write to an applicant and get focus back', async ({ page, apiURL }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  const search = page.getByLabel('Buscar en mis publicaciones');
  await search.focus();
  await page.keyboard.type(APPLIED_TITLE);
  await page.keyboard.press('Enter');
  const link = page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${APPLIED_TITLE}`) });
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Postulantes' })).toBeFocused();

  const write = page.getByRole('button', { name: 'Enviar correo a Camila Rojas' });
  await write.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Enviar correo al postulante' });
  await expect(dialog.getByLabel('Asunto')).toBeFocused();
  await page.keyboard.press('Control+A');
  await page.keyboard.type('Entrevista por teclado');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Mensaje')).toBeFocused();
  await page.keyboard.type('Hola Camila, ¿puedes venir el martes a las 9:00?');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Enviar correo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Correo enviado correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
  const [mail] = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as OutboxMail[];
  expect(mail).toMatchObject({ to: WORKER, subject: 'Entrevista por teclado' });

  // Escape closes the dialog without sending and gives the focus back.
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Asunto')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
});

test.describe('a failed e-mail', () => {
  test.use({ allowConsoleErrors: ['500'] });

  test('shows the fixed failure text and keeps the dialog', async ({ page }) => {
    await signInCompany(page);
    await page.route('**/business/send-email-to-user-jobpostulate', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Servidor caído"}' }),
    );
    await page.getByLabel('Buscar en mis publicaciones').fill(APPLIED_TITLE);
    await page.getByRole('button', { name: 'Buscar', exact: true }).click();
    await page.getByRole('link', { name: new RegExp(`^Ver postulantes de ${APPLIED_TITLE}`) }).click();
    await page.getByRole('button', { name: 'Enviar correo a Camila Rojas' }).click();
    const dialog = page.getByRole('dialog', { name: 'Enviar correo al postulante' });
    await dialog.getByLabel('Mensaje').fill('Hola Camila, ¿puedes venir el lunes?');
    await dialog.getByRole('button', { name: 'Enviar correo' }).click();
    await expect(
      dialog.getByText('Error al enviar el email al usuario, intente nuevamente. Servidor caído'),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Mensaje')).toHaveValue('Hola Camila, ¿puedes venir el lunes?');
    await expectNoAxeViolations(page);
  });
});

test('registered profiles list the workers of the company’s tenant, filterable by profile', async ({ page }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  await page.getByRole('link', { name: 'Perfiles registrados' }).click();
  await expect(page).toHaveURL(/\/business\/dashboard\/profiles$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Perfiles registrados' })).toBeFocused();
  const table = page.getByRole('table', { name: 'Personas registradas y sus perfiles' });
  // Newest first, ten a page: the latest sign-up of the demo leads.
  await expect(table.getByRole('rowheader')).toHaveCount(10);
  await expect(table.getByRole('rowheader').first()).toHaveText('Renata Lagos');
  await expect(table).not.toContainText('trabajador.sur@demo.cl');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /^Conductor/ }).click();
  await expect(page.getByRole('button', { name: /^Conductor/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(table.getByRole('rowheader', { name: 'Renata Lagos' })).toHaveCount(0);
  for (const profiles of await table.locator('td[data-label="Perfiles"]').allTextContents()) {
    expect(profiles).toContain('Conductor');
  }
  // Of the two demo workers, only the driver holds the profile.
  const search = page.getByLabel('Buscar por nombre, RUT, correo o teléfono');
  await search.fill('trabajador@demo.cl');
  await expect(table.getByRole('rowheader')).toHaveText(['Camila Rojas']);
  await search.fill('verifica@demo.cl');
  await expect(page.getByText('Nadie coincide con la búsqueda y los filtros elegidos.')).toBeVisible();
  await search.fill('trabajador@demo.cl');
  await expect(table.getByRole('rowheader')).toHaveText(['Camila Rojas']);

  // Nothing is cut at the card's edge beside the sidebar, and at 1440 px an e-mail keeps one line.
  const card = page.locator('.bd-table-card');
  for (const width of [1440, 1024, 800]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await card.evaluate((element) => element.scrollWidth - element.clientWidth), `${width} px`).toBe(0);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = table.getByText(WORKER, { exact: true });
  const lines = await email.evaluate((element) => {
    const lineHeight = parseFloat(getComputedStyle(element).lineHeight);
    return Math.round(element.getBoundingClientRect().height / lineHeight);
  });
  expect(lines).toBe(1);
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('every view passes axe and the navigation fits', async ({ page }) => {
    // Several axe scans of the company area in one test: on two busy cores they need more than 30 s.
    test.slow();
    await signInCompany(page);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Perfiles registrados' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Perfiles registrados' })).toBeVisible();
    await expectNoAxeViolations(page);
    await expectNoHorizontalScroll(page, 375);
    // No tab is cut at the edge, down to 320 px.
    const nav = page.getByRole('navigation', { name: 'Panel de empresa' });
    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await nav.evaluate((element) => element.scrollWidth - element.clientWidth), `${width} px`).toBe(0);
      await expect(nav.getByRole('link', { name: 'Perfiles registrados' })).toBeInViewport({ ratio: 1 });
    }
  });
});

test('unknown section paths show the not-found view; logout goes to /login', async ({ page }) => {
  await signInCompany(page);
  await page.goto('/business/dashboard/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Ir a publicaciones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' })).toBeVisible();
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  await page.goto('/business/dashboard/job-postings');
  await page.waitForURL((url) => url.pathname === '/');
});
