// Two sessions editing the same record (a posting, the worker's bank details or personal data): the
// form was opened before another session saved, so its save is refused with a Spanish message, what
// it typed stays in the form, and 'Cargar datos actuales' brings in the other session's change.
import { BANK_DETAILS_SAMPLE } from '../../src/lib/validation/bank-details.sample.ts';
import { COMPANY, WORKER, apiToken, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { openDashboardPage, openPanel } from './user-settings-support.ts';

// The refused save is a 409 the browser logs.
test.use({ allowConsoleErrors: ['409'] });

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const STALE =
  'Otra sesión guardó cambios en estos datos mientras los editabas, así que los tuyos no se guardaron. Lo que escribiste sigue en el formulario: carga los datos actuales para revisarlos antes de guardar de nuevo.';

test('a posting saved meanwhile by another session is not overwritten, and nothing typed is lost', async ({
  page,
  apiURL,
}) => {
  const token = await apiToken(apiURL, COMPANY);
  const headers = { 'auth-business': token, 'content-type': 'application/json' };
  const list = (await (await fetch(`${apiURL}/business/job-postings`, { headers })).json()) as {
    data: Record<string, unknown>[];
  };
  const posting = list.data[0];
  if (!posting) throw new Error('no posting');
  const title = String(posting['title']);

  await signInCompany(page);
  await page.getByRole('button', { name: `Editar ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar publicación' });
  await expect(edit.getByLabel('Título')).toHaveValue(title);

  // Another session saves the same posting.
  const keys = ['description', 'requirements', 'id_vehicle', 'id_capacity', 'id_zone', 'id_region', 'id_commune'];
  const payload = Object.fromEntries([...keys, 'id_schedule', 'start_time', 'pawn'].map((key) => [key, posting[key]]));
  const other = await fetch(`${apiURL}/business/update-job-posting/${String(posting['id_publication'])}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ ...payload, title: 'Cambio de la otra sesión' }),
  });
  expect(other.status).toBe(200);

  await edit.getByLabel('Título').fill('Lo que escribí en esta sesión');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit.getByRole('alert')).toHaveText(STALE);
  await expect(edit.getByLabel('Título')).toHaveValue('Lo que escribí en esta sesión');

  await edit.getByRole('button', { name: 'Cargar datos actuales' }).click();
  await expect(edit.getByLabel('Título')).toHaveValue('Cambio de la otra sesión');
  await edit.getByLabel('Título').fill('Versión final revisada');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Publicación actualizada correctamente')).toBeVisible();
});

// The worker's own records: the demo worker edits in the browser while another of their sessions
// (signed in straight against the API) saves the same record first.
async function workerSession(apiURL: string) {
  const token = await apiToken(apiURL, WORKER, 'andes-2025');
  return { 'auth-user': token, 'content-type': 'application/json' };
}

test('bank details saved meanwhile by another session are not overwritten, and nothing typed is lost', async ({
  page,
  apiURL,
}) => {
  const headers = await workerSession(apiURL);
  const added = await fetch(`${apiURL}/api/users/bank-details/add-bank-details`, {
    method: 'POST',
    headers,
    body: JSON.stringify(BANK_DETAILS_SAMPLE),
  });
  expect(added.status).toBe(201);
  const { data: bank } = (await added.json()) as { data: { id_bank_detail: number } };

  await openDashboardPage(page, 'settings/banco-detalles', 'Cuentas bancarias');
  await openPanel(page);
  await page.getByRole('button', { name: /Actualizar datos bancarios.*Actualiza los datos de tu banco/ }).click();
  const update = page.getByRole('form', { name: 'Actualizar datos bancarios' });
  await expect(update.getByLabel('Teléfono')).toHaveValue('56987654321');

  const other = await fetch(`${apiURL}/api/users/bank-details/update-bank-details/${bank.id_bank_detail}`, {
    method: 'PUT',
    headers,
    body: JSON.stringify({ phone: '56933334444' }),
  });
  expect(other.status).toBe(200);

  await update.getByLabel('Teléfono').fill('56911112222');
  await update.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(update.getByRole('alert')).toHaveText(STALE);
  await expect(update.getByLabel('Teléfono')).toHaveValue('56911112222');

  await update.getByRole('button', { name: 'Cargar datos actuales' }).click();
  await expect(update.getByLabel('Teléfono')).toHaveValue('56933334444');
  await update.getByLabel('Teléfono').fill('56955556666');
  await update.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos bancarios actualizados correctamente')).toBeVisible();
});

test('personal data saved meanwhile by another session are not overwritten, and nothing typed is lost', async ({
  page,
  apiURL,
}) => {
  const headers = await workerSession(apiURL);
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  await openPanel(page);
  await page.getByRole('button', { name: /Editar información/ }).click();
  const form = page.getByRole('form', { name: 'Información personal' });
  await expect(form.getByLabel('Nombre', { exact: true })).not.toHaveValue('');
  const current = {
    firstname: await form.getByLabel('Nombre', { exact: true }).inputValue(),
    lastname: await form.getByLabel('Apellido').inputValue(),
    address: await form.getByLabel('Dirección').inputValue(),
    about_me: await form.getByLabel('Sobre mi').inputValue(),
  };

  const other = await fetch(`${apiURL}/api/users/update-data-user`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...current, address: 'Calle de la otra sesión 10' }),
  });
  expect(other.status).toBe(200);

  await form.getByLabel('Dirección').fill('Los Aromos 45, Temuco');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByRole('alert')).toHaveText(STALE);
  await expect(form.getByLabel('Dirección')).toHaveValue('Los Aromos 45, Temuco');

  await form.getByRole('button', { name: 'Cargar datos actuales' }).click();
  await expect(form.getByLabel('Dirección')).toHaveValue('Calle de la otra sesión 10');
  await form.getByLabel('Dirección').fill('Los Aromos 45, Temuco');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos añadidos correctamente')).toBeVisible();
});
