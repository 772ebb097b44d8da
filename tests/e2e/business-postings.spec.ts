// Company area, job postings: create a posting and find it
// on the worker side and the home list, edit it, search it, page through the list, delete it after
// confirming; the fixed failure texts on failure; keyboard only; axe on every view and dialog.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { COMPANY, apiToken, dateAhead, pickPostingCommune, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const TITLE = 'Conductor de furgón ruta Ñuñoa E2E';

/** Each field of an empty posting form and its message (the capacity appears with a vehicle). */
const EMPTY_FORM_MESSAGES = {
  Título: 'El título es requerido',
  Descripción: 'La descripción es requerida',
  Requisitos: 'Indica los requisitos del cargo',
  Vehículo: 'Selecciona un vehículo',
  Zona: 'Selecciona una zona',
  Región: 'Selecciona una región',
  Comuna: 'Selecciona una comuna',
  Horario: 'Selecciona un horario',
  'Fecha de inicio': 'Selecciona la fecha de inicio',
  'Pago por unidad (CLP)': 'Ingresa el pago por unidad',
};

async function fillPosting(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: 'Nueva publicación' });
  await dialog.getByLabel('Título').fill(title);
  await dialog
    .getByLabel('Descripción')
    .fill('Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes en la mañana.');
  await dialog.getByLabel('Requisitos').fill('Licencia clase B, furgón propio y disponibilidad inmediata.');
  await dialog.getByLabel('Vehículo', { exact: true }).selectOption({ label: 'Furgón' });
  await dialog.getByLabel('Capacidad').selectOption({ label: '1.000 kg' });
  await dialog.getByLabel('Zona').selectOption({ label: 'Zona Centro' });
  await dialog.getByLabel('Región').selectOption({ label: 'Metropolitana de Santiago' });
  await pickPostingCommune(dialog, 'Ñuñoa', 'nunoa');
  await dialog.getByLabel('Horario').selectOption({ label: 'AM' });
  await dialog.getByLabel('Fecha de inicio').fill(dateAhead(30));
  await dialog.getByLabel('Pago por unidad (CLP)').fill('1.500');
}

test('a company creates, edits, searches and deletes a posting; the home list shows it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInCompany(page);
  await expectNoAxeViolations(page);

  // Create: the empty form names every missing field, then a complete one is published.
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  const create = page.getByRole('dialog', { name: 'Nueva publicación' });
  await expect(create.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);
  await expect(create.getByLabel('Capacidad')).toHaveCount(0);
  await create.getByRole('button', { name: 'Publicar' }).click();
  const errors = create.getByRole('alert');
  for (const [label, message] of Object.entries(EMPTY_FORM_MESSAGES)) {
    await expect(create.getByLabel(label, { exact: true })).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(errors.filter({ hasText: 'El título es requerido' })).toBeVisible();
  await expect(create.getByLabel('Título')).toBeFocused();
  await expectNoAxeViolations(page);
  // The capacity is asked only for a vehicle that has capacities, and required there.
  await create.getByLabel('Vehículo', { exact: true }).selectOption({ label: 'Camión' });
  await expect(create.getByLabel('Capacidad').locator('option')).toHaveText([
    'Selecciona la capacidad',
    '2.000 kg',
    '3.500 kg',
    '5.000 kg',
    '7.000 kg',
    '10.000 kg',
    'Más de 10.000 kg',
  ]);
  await create.getByRole('button', { name: 'Publicar' }).click();
  await expect(create.getByLabel('Capacidad')).toHaveAccessibleDescription(/Selecciona la capacidad del vehículo/);
  for (const vehicle of ['Auto', 'Moto', 'Otro', 'SUV', 'Camioneta']) {
    await create.getByLabel('Vehículo', { exact: true }).selectOption({ label: vehicle });
    await expect(create.getByLabel('Capacidad')).toHaveCount(0);
  }
  await fillPosting(page, TITLE);
  await create.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada correctamente')).toBeVisible();
  await expect(create).toBeHidden();
  const card = page.getByRole('article', { name: TITLE });
  await expect(card).toContainText('Furgón · 1.000 kg');
  await expect(card).toContainText('Ñuñoa, Metropolitana de Santiago');
  await expect(card).toContainText('$1.500');

  // The home page list (#empleos) shows the newest postings.
  await page.goto('/');
  await page.locator('#empleos').scrollIntoViewIfNeeded();
  await expect(page.locator('#empleos').getByText(TITLE)).toBeVisible();

  // Edit.
  await page.goto('/business/dashboard');
  await page.getByRole('button', { name: `Editar ${TITLE}` }).click();
  const edit = page.getByRole('dialog', { name: 'Editar publicación' });
  await expect(edit.getByLabel('Título')).toHaveValue(TITLE);
  await expect(edit.getByLabel('Título')).toBeFocused();
  await expect(edit.getByLabel('Comuna')).toHaveValue('Ñuñoa');
  await expectNoAxeViolations(page);
  await edit.getByLabel('Título').fill(`${TITLE} editado`);
  await edit.getByLabel('Vehículo', { exact: true }).selectOption({ label: 'Moto' });
  await expect(edit.getByLabel('Capacidad')).toHaveCount(0);
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Publicación actualizada correctamente')).toBeVisible();
  await expect(page.getByRole('article', { name: `${TITLE} editado` })).toContainText('Moto');

  // Search.
  await page.getByLabel('Buscar en mis publicaciones').fill('nunoa e2e');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByText('1 resultado para «nunoa e2e»')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(page.getByRole('article')).toHaveCount(10);

  // Delete: cancel keeps it, confirming removes it.
  await page.getByRole('button', { name: `Eliminar ${TITLE} editado` }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByRole('article', { name: `${TITLE} editado` })).toBeVisible();
  await page.getByRole('button', { name: `Eliminar ${TITLE} editado` }).click();
  await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
  await expect(page.getByText('Publicación eliminada correctamente')).toBeVisible();
  await expect(page.getByRole('article', { name: `${TITLE} editado` })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Publicaciones de empleo' })).toBeFocused();
});

test('a posting the company publishes is in the worker’s job list', async ({ page }) => {
  await signInCompany(page);
  await page.getByRole('button', { name: 'Nueva publicación' }).click();
  await fillPosting(page, TITLE);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada correctamente')).toBeVisible();

  // The demo worker of the same company signs in and finds it in the job list.
  await signInWorker(page);
  await page.goto('/user/dashboard/job-postings?search=E2E');
  const list = page.getByRole('tabpanel', { name: /Ofertas/ });
  const card = list.getByRole('article', { name: TITLE });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Ñuñoa');
  await expect(list.getByRole('article')).toHaveCount(1);
});

test('the list pages 10 at a time with first, previous, next and last', async ({ page, apiURL }) => {
  const token = await apiToken(apiURL, COMPANY);
  const { count } = (await (
    await fetch(`${apiURL}/business/job-postings`, { headers: { 'auth-business': token } })
  ).json()) as { count: number };
  expect(count).toBeGreaterThan(20);
  const lastStart = Math.floor((count - 1) / 10) * 10 + 1;

  await signInCompany(page);
  const pager = page.getByRole('navigation', { name: 'Paginación de publicaciones' });
  await expect(pager).toContainText(`1-10 de ${count}`);
  await expect(pager.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(pager).toContainText(`11-20 de ${count}`);
  await pager.getByRole('button', { name: 'Última página' }).click();
  await expect(pager).toContainText(`${lastStart}-${count} de ${count}`);
  await expect(page.getByRole('article')).toHaveCount(count - lastStart + 1);
  await expect(pager.getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Página anterior' }).click();
  await expect(pager).toContainText(`${lastStart - 10}-${lastStart - 1} de ${count}`);
  await pager.getByRole('button', { name: 'Primera página' }).click();
  await expect(pager).toContainText(`1-10 de ${count}`);
});

test('keyboard only: open, fill, close the dialogs and get focus back', async ({ page }) => {
  await signInCompany(page);
  const create = page.getByRole('button', { name: 'Nueva publicación' });
  await create.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Nueva publicación' });
  await expect(dialog.getByLabel('Título')).toBeFocused();
  await page.keyboard.type('Peoneta');
  await page.keyboard.press('Tab');
  await expect(dialog.getByLabel('Descripción')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  const remove = page.getByRole('button', { name: /^Eliminar / }).first();
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  // Focus stays inside the modal: Tab cycles through its controls only.
  for (let step = 0; step < 4; step += 1) {
    await page.keyboard.press('Tab');
    expect(await confirm.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();
});

test.describe('failures show the fixed failure texts', () => {
  test.use({ allowConsoleErrors: ['500'] });

  const failWith = (page: Page, path: string) =>
    page.route(`**${path}`, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servidor caído' }),
      }),
    );

  test('the list', async ({ page }) => {
    await signInCompany(page);
    await failWith(page, '/business/job-postings');
    await page.reload();
    await expect(
      page.getByRole('alert').getByText('Error al obtener los datos de los trabajos publicados'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  });

  test('create, update and delete', async ({ page }) => {
    await signInCompany(page);
    await failWith(page, '/business/create-job-posting');
    await failWith(page, '/business/update-job-posting/*');
    await failWith(page, '/business/delete-job-posting/*');

    await page.getByRole('button', { name: 'Nueva publicación' }).click();
    await fillPosting(page, TITLE);
    const create = page.getByRole('dialog', { name: 'Nueva publicación' });
    await create.getByRole('button', { name: 'Publicar' }).click();
    await expect(create.getByRole('alert').getByText('Error al crear el trabajo Servidor caído')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar publicación' });
    await expect(edit.getByLabel('Título')).not.toHaveValue('');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit.getByText('Error al actualizar el trabajo: Servidor caído')).toBeVisible();
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /^Eliminar / })
      .first()
      .click();
    const confirm = page.getByRole('dialog', { name: '¿Eliminar esta publicación?' });
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    await expect(confirm.getByText('Error al eliminar el trabajo Servidor caído')).toBeVisible();
  });
});

test('a notice goes with its view and after its time', async ({ page }) => {
  await signInCompany(page);
  const saveFirst = async () => {
    await page
      .getByRole('button', { name: /^Editar / })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Editar publicación' });
    await expect(edit.getByLabel('Título')).toBeFocused();
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(edit).toBeHidden();
  };
  const notice = page.getByText('Publicación actualizada correctamente');

  await saveFirst();
  await expect(notice).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Panel de empresa' })
    .getByRole('link', { name: 'Perfiles registrados' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Perfiles registrados' })).toBeFocused();
  await expect(notice).toBeHidden({ timeout: 500 });

  await page.getByRole('navigation', { name: 'Panel de empresa' }).getByRole('link', { name: 'Publicaciones' }).click();
  await saveFirst();
  await expect(notice).toBeVisible();
  // Left alone, it clears itself after three seconds.
  await expect(notice).toBeHidden({ timeout: 4500 });
});
