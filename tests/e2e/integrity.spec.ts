// Two sessions editing the same posting: the company's dialog was opened before another session
// saved, so its save is refused with a Spanish message, what it typed stays in the form, and
// 'Cargar datos actuales' brings in the other session's change.
import { COMPANY, apiToken, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

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
