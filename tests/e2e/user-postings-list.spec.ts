// Job postings for the worker: filters in the query string,
// search, pagination of 10 with 'a-b de total', the detail opened by the hash, save and apply with
// the saved and applied lists, the filters panel, every error text; axe; 375 px and keyboard.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiToken } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

const PATH = '/user/dashboard/job-postings';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function openPostings(page: Page, suffix = '') {
  await signInWorker(page);
  await page.goto(`${PATH}${suffix}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Ofertas de trabajo' })).toBeVisible();
}

const range = (page: Page) => page.getByRole('navigation', { name: 'Paginación de ofertas' }).locator('.jp-range');

/** A posting the demo worker has neither saved nor applied to, from the API: one still open to
 * applications, or (`started`) one whose start day has passed. */
async function freshPosting(apiURL: string, started = false): Promise<{ id_publication: number; title: string }> {
  const token = await apiToken(apiURL, 'trabajador@demo.cl', 'andes-2025');
  const response = await fetch(`${apiURL}/api/users/job-postings`, { headers: { 'auth-user': token } });
  const { data } = (await response.json()) as {
    data: { id_publication: number; title: string; saved: boolean; applied: boolean; start_time: string }[];
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());
  const posting = data.find((item) => !item.saved && !item.applied && item.start_time < today === started);
  if (!posting) throw new Error('No fresh posting in the demo data');
  return posting;
}

test('filters by region through the address, searches and pages forward and back', async ({ page }) => {
  await openPostings(page, '?id_region=13000');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
  const list = page.getByRole('tabpanel', { name: /Ofertas/ });
  await expect(range(page)).toHaveText('1-10 de 10');
  await expect(list.getByRole('article')).toHaveCount(10);
  for (const card of await list.getByRole('article').all())
    await expect(card).toContainText('Metropolitana de Santiago');
  const chip = page.getByRole('button', { name: 'Quitar Región: Metropolitana de Santiago' });
  await expect(chip).toBeVisible();
  await expect(page).toHaveURL(/id_region=13000/);
  await expectNoAxeViolations(page);

  await chip.click();
  await expect(range(page)).toHaveText('1-10 de 33');
  await expect(page).not.toHaveURL(/id_region/);

  await page.getByRole('searchbox', { name: 'Buscar ofertas de trabajo' }).fill('conductor');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/search=conductor/);
  await expect(range(page)).toHaveText('1-10 de 28');
  const pager = page.getByRole('navigation', { name: 'Paginación de ofertas' });
  await expect(pager.getByRole('button', { name: 'Primera página' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(range(page)).toHaveText('11-20 de 28');
  await pager.getByRole('button', { name: 'Última página' }).click();
  await expect(range(page)).toHaveText('21-28 de 28');
  await expect(list.getByRole('article')).toHaveCount(8);
  await expect(pager.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Página anterior' }).click();
  await expect(range(page)).toHaveText('11-20 de 28');
  await pager.getByRole('button', { name: 'Primera página' }).click();
  await expect(range(page)).toHaveText('1-10 de 28');

  // The back button returns to the previous address (and its list).
  await page.goBack();
  await expect(range(page)).toHaveText('1-10 de 33');
  await expect(page.getByRole('searchbox', { name: 'Buscar ofertas de trabajo' })).toHaveValue('');
});

test('every filter of the address and the search reach the API and show as removable chips', async ({ page }) => {
  await signInWorker(page);
  const filtered = page.waitForRequest((request) => request.url().endsWith('/api/users/filter-job-postings'));
  await page.goto(`${PATH}?id_vehicle=1&id_zone=2&id_region=13000&id_commune=2580&start_time=2025-01-01&pawn=1000`);
  expect((await filtered).postDataJSON()).toEqual({
    id_vehicle: '1',
    id_zone: '2',
    id_region: '13000',
    id_commune: '2580',
    start_time: '2025-01-01',
    pawn: '1000',
  });
  const chips = page.getByRole('group', { name: 'Filtros aplicados' });
  for (const name of [
    'Quitar Vehículo: Furgón',
    'Quitar Zona: Zona Centro',
    'Quitar Región: Metropolitana de Santiago',
    'Quitar Comuna: Santiago',
    'Quitar Desde: 01/01/2025',
    'Quitar Pago mínimo: $1.000',
  ])
    await expect(chips.getByRole('button', { name })).toBeVisible();

  const searched = page.waitForRequest((request) => request.url().endsWith('/api/users/search-job-postings'));
  await page.goto(`${PATH}?id_region=13000&search=conductor`);
  expect((await searched).postDataJSON()).toEqual({ id_region: '13000', search_jps: 'conductor' });
  await expect(page.getByRole('searchbox', { name: 'Buscar ofertas de trabajo' })).toHaveValue('conductor');
  await expect(chips.getByRole('button', { name: 'Quitar Búsqueda: «conductor»' })).toBeVisible();
});

test('applying asks first and Cancelar sends nothing; a posting that already started is marked and refused', async ({
  page,
  apiURL,
}) => {
  const posting = await freshPosting(apiURL);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/postulate-job-posting')) sent.push(request.method());
  });
  await openPostings(page, `#${posting.id_publication}`);
  const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
  await detail.getByRole('button', { name: 'Postular' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Postular a esta oferta?' });
  await expect(confirm).toContainText(posting.title);
  await expect(confirm).toContainText('una vez enviada no se puede retirar');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail.getByRole('button', { name: 'Postular' })).toBeEnabled();
  await detail.getByRole('button', { name: 'Postular' }).click();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(sent).toEqual([]);

  const started = await freshPosting(apiURL, true);
  await page.goto(`${PATH}?search=${encodeURIComponent(started.title)}#${started.id_publication}`);
  await expect(detail.getByRole('heading', { level: 3, name: started.title })).toBeVisible();
  await expect(detail.getByText('Inicio vencido')).toBeVisible();
  await expect(detail.getByText('Esta oferta ya comenzó y no recibe más postulaciones.')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Postular' })).toBeDisabled();
  await expect(
    page.getByRole('tabpanel', { name: /Ofertas/ }).getByRole('article', { name: started.title }),
  ).toContainText('Inicio vencido');

  const token = await apiToken(apiURL, 'trabajador@demo.cl', 'andes-2025');
  const refused = await fetch(`${apiURL}/api/users/postulate-job-posting`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'auth-user': token },
    body: JSON.stringify({ id_publication: started.id_publication }),
  });
  expect(refused.status).toBe(400);
  expect(await refused.json()).toEqual({ message: 'Esta oferta ya comenzó y no recibe más postulaciones' });
});

test('a posting opens from its hash; save and apply put it in the saved and applied lists', async ({
  page,
  apiURL,
}) => {
  const posting = await freshPosting(apiURL);
  await openPostings(page, `#${posting.id_publication}`);
  const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
  await expect(detail.getByRole('heading', { level: 3, name: posting.title })).toBeVisible();
  const tabs = page.getByRole('tablist', { name: 'Listas de ofertas' });
  await expect(tabs.getByRole('tab', { name: /Guardadas/ })).toContainText('3');
  await expectNoAxeViolations(page);

  await detail.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Publicación guardada correctamente')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Guardada' })).toBeDisabled();
  await detail.getByRole('button', { name: 'Postular' }).click();
  await page
    .getByRole('dialog', { name: '¿Postular a esta oferta?' })
    .getByRole('button', { name: 'Enviar postulación' })
    .click();
  await expect(page.getByText('Postulación enviada correctamente')).toBeVisible();
  await expect(detail.getByRole('button', { name: 'Ya postulaste' })).toBeDisabled();
  await expect(detail).toContainText('Postulaste');

  await tabs.getByRole('tab', { name: /Guardadas/ }).click();
  await expect(tabs.getByRole('tab', { name: /Guardadas/ })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: /Guardadas/ })).toContainText('4');
  const saved = page.getByRole('tabpanel', { name: /Guardadas/ });
  await expect(saved.getByRole('article', { name: posting.title })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(tabs.getByRole('tab', { name: /Postuladas/ })).toBeFocused();
  const applied = page.getByRole('tabpanel', { name: /Postuladas/ });
  await expect(applied.getByRole('article', { name: posting.title })).toBeVisible();
  await expect(applied.getByRole('article')).toHaveCount(4);
  await expectNoAxeViolations(page);

  // Closing the detail removes the hash; a card's link opens another posting.
  await detail.getByRole('button', { name: 'Cerrar detalle' }).click();
  await expect(page).not.toHaveURL(/#\d+$/);
  await expect(detail).toContainText('Elige una oferta de la lista');
  const first = applied.getByRole('article').first();
  await first.getByRole('link', { name: /Ver detalle/ }).click();
  await expect(page).toHaveURL(/#\d+$/);
  await expect(detail.getByRole('heading', { level: 3 })).toBeFocused();
});

test('the filters panel writes zone, region and commune into the address', async ({ page }) => {
  await openPostings(page);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrar ofertas' });
  await expect(dialog.getByLabel('Vehículo')).toBeFocused();
  await expect(dialog.getByLabel('Comuna')).toBeDisabled();
  await dialog.getByLabel('Zona').selectOption({ label: 'Zona Centro' });
  await dialog.getByLabel('Región').selectOption({ label: 'Metropolitana de Santiago' });
  // The communes filter as they are typed.
  await dialog.getByLabel('Comuna').fill('santi');
  await dialog
    .getByRole('listbox', { name: 'Opciones' })
    .getByRole('option', { name: 'Santiago', exact: true })
    .click();
  await expect(dialog.getByLabel('Comuna')).toHaveValue('Santiago');
  await dialog.getByLabel('Pago mínimo por unidad (CLP)').fill('mil');
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Solo números permitidos');
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Pago mínimo por unidad (CLP)').fill('1.000');
  await dialog.getByRole('button', { name: 'Aplicar filtros' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filtros' })).toBeFocused();
  await expect(page).toHaveURL(/id_zone=2&id_region=13000&id_commune=\d+&pawn=1000/);
  await expect(page.getByRole('button', { name: 'Quitar Comuna: Santiago' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Quitar Pago mínimo: $1.000' })).toBeVisible();
  const list = page.getByRole('tabpanel', { name: /Ofertas/ });
  for (const card of await list.getByRole('article').all()) await expect(card).toContainText('Santiago, Metropolitana');
  await page.getByRole('button', { name: 'Quitar todos' }).click();
  await expect(range(page)).toHaveText('1-10 de 33');
});

test.describe('when the API fails', () => {
  test.use({ allowConsoleErrors: ['status of 500'] });
  const fail = { status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Servicio caído' }) };

  test('the list, the filter and the saved/applied lists show the fixed failure texts', async ({ page }) => {
    await signInWorker(page);
    await page.route('**/api/users/job-postings', (route) => route.fulfill(fail));
    await page.route('**/api/users/filter-job-postings', (route) => route.fulfill(fail));
    await page.route('**/api/users/get-all-save-posting', (route) => route.fulfill(fail));
    await page.goto(PATH);
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
      'Error: No se pudieron obtener las publicaciones de empleo',
    );
    await page.goto(`${PATH}?id_vehicle=1`);
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText('Error al filtrar, intente nuevamente');
    await page.getByRole('tab', { name: /Guardadas/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('alert')).toHaveText(
      'Error al obtener las publicaciones guardadas/postuladas: Servicio caído',
    );
    await page.unroute('**/api/users/get-all-save-posting');
    await page.getByRole('tabpanel').getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(3);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the detail slides over; keyboard only, the focus goes in and comes back', async ({ page }) => {
    await openPostings(page);
    const link = page
      .getByRole('tabpanel')
      .getByRole('link', { name: /Ver detalle/ })
      .first();
    await link.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
    await expect(detail.getByRole('heading', { level: 3 })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Acciones rápidas', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expectNoAxeViolations(page);
    await detail.getByRole('button', { name: 'Cerrar detalle' }).press('Enter');
    await expect(link).toBeFocused();
    await expect(page).not.toHaveURL(/#\d+$/);
  });
});
