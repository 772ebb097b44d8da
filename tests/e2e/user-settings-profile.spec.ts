// 'Mi perfil': the photo (a 4 MB file refused), the personal
// information form with every rule and 'Datos añadidos correctamente', the experience list with
// create, update (sent only when changed) and delete; axe on the page, the forms and the dialogs.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { PNG, bigPng, openDashboardPage, openPanel } from './user-settings-support.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test('the profile shows the worker’s data and the photo can be changed, a 4 MB file refused', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración');
  const profile = page.getByRole('region', { name: 'Camila Rojas' });
  await expect(profile).toContainText('trabajador@demo.cl');
  await expect(profile).toContainText('+56987654321');
  await expect(profile).toContainText('Av. Vicuña Mackenna 4860, Macul');
  await expect(profile).toContainText('Sobre mi');
  await expect(page.getByRole('link', { name: 'Mi perfil' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(page);

  const upload = page.getByRole('button', { name: 'Subir imagen' });
  await upload.click();
  const dialog = page.getByRole('dialog', { name: 'Actualizar imagen de perfil' });
  await expect(dialog.getByLabel('Imagen de perfil')).toBeFocused();
  await dialog.getByRole('button', { name: 'Guardar imagen' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Imagen requerida');
  await dialog
    .getByLabel('Imagen de perfil')
    .setInputFiles({ name: 'grande.png', mimeType: 'image/png', buffer: bigPng() });
  await expect(dialog.getByRole('alert')).toHaveText('El tamaño de la imagen no puede ser mayor a 3MB');
  await expectNoAxeViolations(page);

  const before = await profile.locator('img').first().getAttribute('src');
  await dialog.getByLabel('Imagen de perfil').setInputFiles({ name: 'nueva.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: 'Vista previa de la nueva imagen' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Guardar imagen' }).click();
  await expect(page.getByText('Imagen de perfil actualizada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(upload).toBeFocused();
  await expect(profile.locator('img').first()).not.toHaveAttribute('src', before ?? '');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Camila Rojas' }).locator('img').first()).toHaveAttribute(
    'src',
    /\/public-files\/avatars\/user-\d+-/,
  );
});

test('personal information: every rule, nothing sent unchanged or incomplete, saved after a reload', async ({
  page,
}) => {
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  await openPanel(page);
  await page.getByRole('button', { name: /Editar información/ }).click();
  const panel = page.getByRole('complementary', { name: 'Editar información' });
  const form = panel.getByRole('form', { name: 'Información personal' });
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');

  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/users/update-data-user')) sent += 1;
  });
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByRole('status')).toHaveText('No hay cambios para guardar.');

  await form.getByLabel('Nombre', { exact: true }).fill('');
  await form.getByLabel('Apellido').fill('x'.repeat(51));
  await form.getByLabel('Dirección').fill('y'.repeat(51));
  await form.getByLabel('Sobre mi').fill('z'.repeat(501));
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByText('Nombre es requerido')).toBeVisible();
  await expect(form.getByText('El apellido no puede tener más de 50 caracteres')).toBeVisible();
  await expect(form.getByText('La dirección no puede tener más de 50 caracteres')).toBeVisible();
  await expect(form.getByText('Sobre mi no puede exceder más de 500 caracteres')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Nombre', { exact: true }).fill('Camila Andrea');
  await form.getByLabel('Apellido').fill('Rojas');
  await form.getByLabel('Dirección').fill('Los Olmos 55, Macul');
  await form.getByLabel('Sobre mi').fill('');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(form.getByRole('status')).toContainText('Completa los cuatro campos');
  expect(sent).toBe(0);

  await form.getByLabel('Sobre mi').fill('Conductora con licencia A2 y furgón propio.');
  await form.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Datos añadidos correctamente')).toBeVisible();
  expect(sent).toBe(1);
  await expect(page.getByRole('complementary', { name: 'Acciones rápidas' })).toBeVisible();

  await page.reload();
  const profile = page.getByRole('region', { name: 'Camila Andrea Rojas' });
  await expect(profile).toContainText('Los Olmos 55, Macul');
  await expect(profile).toContainText('Conductora con licencia A2 y furgón propio.');
});

test('experience: create with every rule, edit only when changed, delete after confirming', async ({ page }) => {
  // A sign-in and several steps with accessibility scans: more than half the default 30 s
  // on a loaded two-core runner.
  test.setTimeout(60_000);
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  const section = page.getByRole('region', { name: 'Experiencia profesional' });
  await expect(section.getByRole('article')).toHaveCount(2);

  await openPanel(page);
  await page.getByRole('button', { name: /Experiencia profesional/ }).click();
  const form = page.getByRole('form', { name: 'Nueva experiencia profesional' });
  await form.getByRole('button', { name: 'Agregar experiencia' }).click();
  await expect(form.getByText('Campo requerido')).toHaveCount(7);
  await form.getByLabel('Cargo').fill('Jo');
  await form.getByLabel('Fecha de inicio').fill('2024-08-01');
  await form.getByLabel('Fecha de término').fill('2024-07-01');
  await form.getByRole('button', { name: 'Agregar experiencia' }).click();
  await expect(form.getByText('Debe tener al menos 3 caracteres')).toBeVisible();
  await expect(form.getByText('La fecha de término no puede ser anterior a la fecha de inicio')).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel('Cargo').fill('Conductora de grúa horquilla');
  await form.getByLabel('Empresa').fill('Bodegas Central Ltda.');
  await form.getByLabel('Tipo de empleo').selectOption('Jornada parcial');
  await form.getByLabel('Ubicación').fill('Quilicura');
  await form.getByLabel('Fecha de término').fill('2025-02-20');
  await form.getByLabel('Descripción').fill('Carga y descarga de camiones en bodega.');
  await form.getByRole('button', { name: 'Agregar experiencia' }).click();
  await expect(page.getByText('Experiencia agregada correctamente')).toBeVisible();
  const created = section.getByRole('article', { name: 'Conductora de grúa horquilla' });
  await expect(created).toContainText('Bodegas Central Ltda. · Jornada parcial');
  await expect(created).toContainText('01/08/2024 – 20/02/2025 · 7 meses · Quilicura');

  // The toggle reveals the edit and delete icons.
  await expect(section.getByRole('button', { name: /^Editar «/ })).toHaveCount(0);
  await section.getByRole('button', { name: 'Editar experiencias' }).click();
  await expect(section.getByRole('button', { name: /^Editar «/ })).toHaveCount(3);
  await section.getByRole('button', { name: 'Editar «Conductora de grúa horquilla»' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar experiencia' });
  await expect(edit.getByLabel('Cargo')).toHaveValue('Conductora de grúa horquilla');
  await expect(edit.getByLabel('Cargo')).toBeFocused();
  await expectNoAxeViolations(page);
  let updates = 0;
  page.on('request', (request) => {
    if (request.url().includes('/update-experience-work/')) updates += 1;
  });
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(edit.getByRole('status')).toHaveText('No hay cambios para guardar.');
  expect(updates).toBe(0);
  await edit.getByLabel('Cargo').fill('Operadora de grúa horquilla');
  await edit.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Experiencia actualizada correctamente')).toBeVisible();
  await expect(edit).toBeHidden();
  expect(updates).toBe(1);
  await expect(section.getByRole('article', { name: 'Operadora de grúa horquilla' })).toBeVisible();

  await section.getByRole('button', { name: 'Eliminar «Operadora de grúa horquilla»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar experiencia' });
  await expect(confirm).toContainText('¿Quieres eliminar «Operadora de grúa horquilla» en Bodegas Central Ltda.?');
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Experiencia eliminada correctamente')).toBeVisible();
  await expect(section.getByRole('article')).toHaveCount(2);
  await expect(section.getByRole('button', { name: 'Listo' })).toBeFocused();
});

test.describe('when the API fails', () => {
  test.use({ allowConsoleErrors: ['status of 500'] });

  test("a failed create shows 'Algo salio mal: {message}'", async ({ page }) => {
    await openDashboardPage(page, 'settings/', 'Camila Rojas');
    await page.route('**/api/users/experience-work/add-experience-work', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servicio caído' }),
      }),
    );
    await openPanel(page);
    await page.getByRole('button', { name: /Experiencia profesional/ }).click();
    const form = page.getByRole('form', { name: 'Nueva experiencia profesional' });
    await form.getByLabel('Cargo').fill('Conductora');
    await form.getByLabel('Empresa').fill('Bodegas Central');
    await form.getByLabel('Tipo de empleo').selectOption('Contrato temporal');
    await form.getByLabel('Ubicación').fill('Quilicura');
    await form.getByLabel('Fecha de inicio').fill('2024-01-01');
    await form.getByLabel('Fecha de término').fill('2024-03-01');
    await form.getByLabel('Descripción').fill('Reparto.');
    await form.getByRole('button', { name: 'Agregar experiencia' }).click();
    await expect(form.getByRole('alert')).toHaveText('Algo salio mal: Servicio caído');
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the forms open in the slide-over, which closes after saving; keyboard only', async ({ page }) => {
    await openDashboardPage(page, 'settings/', 'Camila Rojas');
    const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Acciones rápidas', level: 2 })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Cerrar panel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Editar información', level: 2 })).toBeFocused();
    await expectNoAxeViolations(page);
    const address = page.getByLabel('Dirección');
    await address.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Pasaje Las Rosas 12, Macul');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Datos añadidos correctamente')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Camila Rojas', level: 2 })).toBeFocused();
    await expect(page.getByRole('region', { name: 'Camila Rojas' })).toContainText('Pasaje Las Rosas 12, Macul');
  });
});
