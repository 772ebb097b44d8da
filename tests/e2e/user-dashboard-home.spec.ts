// The worker dashboard home as the demo worker sees it: profile card, progress,
// carousel, counts and contracts from the seeded data; the profile selector and the address;
// the right panel's attendance and penalties with the back arrow; navigation, not-found, logout.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { openHome, openQuickActions } from './user-dashboard-support.ts';
import { daysFrom } from '../../server/seed/time.ts';

/** The day `days` from today in Chile, as the dashboard shows it (dd/mm/yyyy). */
function shownDay(days: number): string {
  const [year, month, day] = daysFrom(new Date(), days).split('-');
  return `${day}/${month}/${year}`;
}

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test('the home shows the profile card, progress, carousel, counts and contracts', async ({ page }) => {
  await openHome(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Te damos la bienvenida al portal de conductores de Transportes Andes',
  );
  const card = page.getByRole('region', { name: 'Tu perfil' });
  await expect(card).toContainText('Camila Rojas');
  await expect(card).toContainText('Conductor');
  await expect(card).toContainText('trabajador@demo.cl');

  const progress = page.getByRole('progressbar', { name: 'Documentos cargados' });
  await expect(progress).toHaveAttribute('aria-valuenow', '6');
  await expect(progress).toHaveAttribute('aria-valuemax', '10');
  await expect(page.getByRole('button', { name: 'Ver documentos' })).toBeEnabled();

  const carousel = page.getByRole('region', { name: 'Mis documentos' });
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await expect(carousel.getByRole('article', { name: 'Licencia de conducir' })).toContainText('Rechazado');
  await expect(carousel.getByRole('article', { name: 'Licencia de conducir' })).toContainText(
    'La imagen de la licencia está borrosa.',
  );

  const counts = page.getByRole('region', { name: 'Resumen de documentos' });
  // The counts cover the documents of the progress: En revisión + Aceptados = the 6 uploaded.
  await expect(counts.getByRole('listitem')).toHaveText(['3En revisión', '3Aceptados', '1Rechazados']);

  const contracts = page.getByRole('table', { name: 'Contratos' });
  const signed = contracts.getByRole('row', { name: /Contrato de prestación de servicios/ });
  await expect(signed).toContainText('Firmado');
  // Demo contracts are dated relative to the day the API seeded them: signed 59 days ago.
  await expect(signed).toContainText(shownDay(-59));
  await expect(signed.getByRole('button', { name: /^Ver/ })).toBeEnabled();
  const pending = contracts.getByRole('row', { name: /Anexo de tarifas/ });
  await expect(pending).toContainText('Pendiente');
  await expect(pending).toContainText('Revisa tu bandeja de entrada o la carpeta de spam.');
  // A pending contract is read and signed here; there is nothing signed yet to view or download.
  await expect(pending.getByRole('button', { name: 'Revisar y firmar Anexo de tarifas temporada alta' })).toBeEnabled();
  await expect(pending.getByRole('button', { name: /^(Ver|Descargar)/ })).toHaveCount(0);
  await expect(contracts.getByRole('row', { name: /Acuerdo de confidencialidad/ })).toContainText('Rechazado');

  await expect(page).toHaveURL(/\?business=transportes-andes&rgs=andes-2025&profile=\d+$/);
  await expectNoAxeViolations(page);
});

test('the carousel shows 3 documents a page with arrows', async ({ page }) => {
  await openHome(page);
  const carousel = page.getByRole('region', { name: 'Mis documentos' });
  const previous = carousel.getByRole('button', { name: 'Documentos anteriores' });
  const next = carousel.getByRole('button', { name: 'Documentos siguientes' });
  await expect(previous).toBeDisabled();
  await expect(carousel.getByText('1 / 4')).toBeVisible();
  await next.click();
  await expect(carousel.getByRole('article')).toHaveCount(3);
  await expect(carousel.getByRole('article', { name: 'Certificado de antecedentes' })).toContainText('En revisión');
  await expect(carousel.getByRole('article', { name: 'Hoja de vida del conductor' })).toContainText(
    'Solicitud de rechazo',
  );
  await next.click();
  await next.click();
  await expect(next).toBeDisabled();
  await expect(carousel.getByRole('article')).toHaveCount(2);
  await expect(carousel.getByRole('article', { name: 'Examen psicotécnico' })).toContainText('Pendiente');
});

test('switching profile updates the documents and the address', async ({ page }) => {
  await openHome(page);
  const first = new URL(page.url()).searchParams.get('profile');
  await page.getByLabel('Perfil', { exact: true }).selectOption({ label: 'Peoneta' });
  const carousel = page.getByRole('region', { name: 'Mis documentos' });
  await expect(page.getByRole('region', { name: 'Tu perfil' })).toContainText('Peoneta');
  await expect(carousel.getByRole('article', { name: 'Certificado de antecedentes' })).toContainText('Rechazado');
  const second = new URL(page.url()).searchParams.get('profile');
  expect(second).not.toBe(first);
  // Four of the helper's documents were given, but an approved one has expired and is missing again.
  await expect(page.getByRole('progressbar', { name: 'Documentos cargados' })).toHaveAttribute('aria-valuenow', '3');

  // The address keeps the choice across a reload.
  await page.reload();
  await expect(page.getByLabel('Perfil', { exact: true })).toHaveValue(second ?? '');
  await expect(page.getByRole('region', { name: 'Tu perfil' })).toContainText('Peoneta');
});

test('attendance search filters, penalties list, and the back arrow walks the stack', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  await openHome(page);
  await openQuickActions(page);
  const panel = page.getByRole('complementary', { name: 'Acciones rápidas' });
  await panel.getByRole('button', { name: /Ver asistencias/ }).click();

  const attendance = page.getByRole('complementary', { name: 'Asistencias' });
  await expect(attendance.getByText('8 registros')).toBeVisible();
  await expect(attendance.getByRole('listitem').first()).toContainText(shownDay(-1));
  await expectNoAxeViolations(page);
  await attendance.getByLabel('Buscar en el historial').fill('no asistió');
  await expect(attendance.getByText('2 registros')).toBeVisible();
  await expect(attendance.getByRole('listitem')).toHaveCount(2);
  await attendance.getByLabel('Buscar en el historial').fill(shownDay(-3).slice(0, 5));
  await expect(attendance.getByRole('listitem')).toHaveCount(1);
  await attendance.getByLabel('Buscar en el historial').fill('nadie');
  await expect(attendance.getByText('Ningún registro coincide con tu búsqueda.')).toBeVisible();

  await attendance.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('button', { name: /Ver multas/ }).click();
  const fines = page.getByRole('complementary', { name: 'Multas' });
  await expect(fines.getByRole('listitem')).toHaveCount(3);
  await expect(fines.getByRole('listitem').first()).toContainText('Atraso en inicio de ruta');
  await expect(fines.getByRole('listitem').first()).toContainText('$15.000');
  await expectNoAxeViolations(page);

  // Default → Multas → Mis documentos: back returns to Multas, then to Default, where there is no back.
  await page.getByRole('button', { name: 'Volver' }).click();
  await page.getByRole('button', { name: /Mis documentos/ }).click();
  await expect(page.getByRole('complementary', { name: 'Mis documentos' })).toContainText('Próximamente');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByRole('complementary', { name: 'Acciones rápidas' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Volver' })).toHaveCount(0);
});

test('the sidebar opens the other pages, keeps the address, and unknown paths show the not-found view', async ({
  page,
}) => {
  await openHome(page);
  const search = new URL(page.url()).search;
  await page.getByRole('link', { name: 'Datos bancarios' }).click();
  await expect(page).toHaveURL(`/user/dashboard/settings/banco-detalles${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banco');
  await expect(page.getByRole('heading', { name: 'Cuentas bancarias' })).toBeVisible();
  await expect(page.getByLabel('Perfil', { exact: true })).toHaveCount(0);

  await page.getByRole('link', { name: 'Configuración' }).click();
  await expect(page).toHaveURL(`/user/dashboard/settings/${search}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
  await expect(page.getByRole('link', { name: 'Configuración' })).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banco');

  await page.goto('/user/dashboard/job-postings');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await page.goto('/user/dashboard/no-existe/nada');
  await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Volver al inicio' }).click();
  await expect(page.getByRole('heading', { name: 'Licencia de conducir' })).toBeVisible();

  await page.goto('/user/dashboard');
  await expect(page).toHaveURL(/\/user\/dashboard\/home\?/);
});

test('the sidebar is 85 px, expands to 180 px on hover, folds its groups and carries the brand', async ({ page }) => {
  await openHome(page);
  const sidebar = page.getByRole('navigation', { name: 'Menú del panel' });
  const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);
  await expect.poll(width).toBe(85);
  await expect(page.getByRole('button', { name: 'Menú' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.style.getPropertyValue('--brand'))).toBe('#0f766e');

  await sidebar.hover();
  await expect.poll(width).toBe(180);
  await expect(sidebar.getByRole('img', { name: 'Transportes Andes' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  await page.mouse.move(900, 400);
  await expect.poll(width).toBe(85);

  await sidebar.hover();
  const bank = sidebar.getByRole('button', { name: 'Banco' });
  await expect(bank).toHaveAttribute('aria-expanded', 'true');
  await bank.click();
  await expect(bank).toHaveAttribute('aria-expanded', 'false');
  await expect(sidebar.getByRole('link', { name: 'Datos bancarios' })).toBeHidden();
  await bank.click();
  await expect(sidebar.getByRole('link', { name: 'Datos bancarios' })).toBeVisible();
  for (const group of ['Perfil', 'Configuración']) {
    await expect(sidebar.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
  }
  await expect(sidebar.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
});

test('logout ends the session and goes to /', async ({ page }) => {
  await openHome(page);
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await page.goto('/user/dashboard/home');
  await page.waitForURL((url) => url.pathname === '/');
});

test('keyboard only: the quick actions, the attendance search and back work without a mouse', async ({ page }) => {
  await openHome(page);
  const action = page.getByRole('button', { name: /Ver asistencias/ });
  await action.focus();
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { name: 'Asistencias' });
  await expect(heading).toBeFocused();
  // The history loads after the view opens: Tab once the search is there, as a person would.
  await expect(page.getByLabel('Buscar en el historial')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Buscar en el historial')).toBeFocused();
  await page.keyboard.type('no');
  await expect(page.getByText('2 registros')).toBeVisible();
  await page.getByRole('button', { name: 'Volver' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Acciones rápidas' })).toBeFocused();
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sidebar opens over a backdrop and the panel slides over from the navbar', async ({ page }) => {
    // A sign-in and several steps with accessibility scans: more than half the default 30 s
    // on a loaded two-core runner.
    test.setTimeout(60_000);
    await openHome(page);
    const menu = page.getByRole('button', { name: 'Menú' });
    await expect(page.getByRole('link', { name: 'Datos bancarios' })).not.toBeInViewport();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'Datos bancarios' })).toBeInViewport();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Open, it is 180 px wide over a backdrop; a tap on the backdrop closes it.
    const sidebar = page.getByRole('navigation', { name: 'Menú del panel' });
    await menu.click();
    await expect.poll(async () => Math.round((await sidebar.boundingBox())?.x ?? -1)).toBe(0);
    expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(180);
    await page.mouse.click(300, 500);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Datos bancarios' })).not.toBeInViewport();

    await page.getByRole('button', { name: 'Acciones rápidas' }).click();
    await expect(page.getByRole('heading', { name: 'Acciones rápidas' })).toBeFocused();
    await page.getByRole('button', { name: /Ver multas/ }).click();
    await expect(page.getByRole('complementary', { name: 'Multas' }).getByRole('listitem')).toHaveCount(3);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Cerrar panel' }).click();
    await expect(page.getByRole('button', { name: 'Acciones rápidas' })).toHaveAttribute('aria-expanded', 'false');
  });
});
