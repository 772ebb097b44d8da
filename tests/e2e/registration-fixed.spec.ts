// Fixed worker registration: the three steps, the per-company
// duplicate checks of the demo worker, values kept going back and after a reload, the vehicle
// fields, address suggestions from the local geocoder, the completion dialog and signing in with
// the new account; invalid links; keyboard use and axe on every step and dialog.
import { currentYearInChile } from '../../src/lib/validation/index.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  DEMO_WORKER,
  FIXED_LINK,
  acceptDataConsent,
  accountStep,
  field,
  fixedStep as step,
  freshIdentity,
  personalStep,
} from './registration-support.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

test.describe('fixed registration', () => {
  test('a new worker completes the three steps and then signs in with the new account', async ({ page, apiURL }) => {
    // A whole journey with an axe check on every state: give it the slow-test budget.
    test.slow();
    const person = freshIdentity(1);
    await page.goto(FIXED_LINK);
    await expect(page).toHaveTitle('Registro | Transportes Andes · Portal de conductores');
    await expect(page.getByRole('heading', { level: 1, name: 'Regístrate en Transportes Andes' })).toBeVisible();
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Campo requerido')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await accountStep(page, person.email);

    await expect(step(page, 2, 'Datos personales')).toBeFocused();
    await expectNoAxeViolations(page);
    const geocoder = page.waitForRequest((request) => request.url().includes('/geocoder/search?'));
    await personalStep(page, person.rut, person.phone);
    // Suggestions come from the geocoder PUBLIC_GEOCODER_URL names (the local API here), in Chile only.
    const search = new URL((await geocoder).url());
    expect(`${search.origin}${search.pathname}`).toBe(`${new URL(apiURL).origin}/geocoder/search`);
    expect(search.searchParams.get('countrycodes')).toBe('cl');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    await expect(step(page, 3, 'Datos laborales')).toBeFocused();
    await field(page, 'Horario').selectOption({ label: 'Jornada completa' });
    await field(page, 'Perfil').selectOption({ label: 'Conductor' });
    await page.getByLabel('Sí').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Sí')).toBeChecked();
    await field(page, 'Tipo de vehículo').selectOption({ label: 'Furgón' });
    await field(page, 'Patente').fill('bb bb 12');
    await expect(field(page, 'Patente')).toHaveValue('BBBB12');
    await field(page, 'Marca').fill('toyota');
    await field(page, 'Modelo').fill('hi ace');
    await expect(field(page, 'Modelo')).toHaveValue('HIACE');
    await field(page, 'Año').fill('1994');
    await acceptDataConsent(page);
    await page.getByRole('button', { name: 'Registrarse' }).click();
    // The upper end is this year in Chile, not a fixed year: it moves by itself.
    const thisYear = currentYearInChile();
    await expect(page.getByText(`El año debe estar entre 1995 y ${thisYear}`)).toBeVisible();
    await expectNoAxeViolations(page);
    await field(page, 'Año').fill(String(thisYear));
    await page.getByRole('button', { name: 'Registrarse' }).click();

    const dialog = page.getByRole('dialog', { name: '¡Registro completado!' });
    await expect(dialog).toBeVisible();
    // The modal dialog takes the focus and keeps it between its two actions.
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Iniciar sesión' })).toBeFocused();
    await expectNoAxeViolations(page);
    expect(
      await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('enlista.draft:registro'))),
    ).toEqual([]);

    // Behind the dialog the form is gone: the end state stands in its place.
    await expect(page.getByText('Tu registro está listo')).toBeAttached();
    await expect(step(page, 1, 'Cuenta')).toHaveCount(0);
    await dialog.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login/transportes-andes?rgs=andes-2025');
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill('Clave12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await expect(page.getByText('Inicio de sesión exitoso')).toBeVisible();
    await page.waitForURL('**/user/dashboard/home');
  });

  test('refuses the demo worker’s e-mail at step 1 and RUT and phone at step 2, with the exact messages', async ({
    page,
  }) => {
    await page.goto(FIXED_LINK);
    await accountStep(page, DEMO_WORKER.email);
    await expect(page.getByText('Este correo electrónico ya está registrado con esta empresa')).toBeVisible();
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await expectNoAxeViolations(page);

    await field(page, 'Correo electrónico').fill('otra.persona@correo.cl');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await personalStep(page, DEMO_WORKER.rut, DEMO_WORKER.phone);
    await expect(field(page, 'RUT')).toHaveValue('12.345.678-5');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Este RUT ya está registrado con esta empresa')).toBeVisible();
    await expect(page.getByText('Este teléfono ya está registrado con esta empresa')).toBeVisible();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the phone and RUT hints give examples the fields accept', async ({ page }) => {
    await page.goto(FIXED_LINK);
    await accountStep(page, 'ejemplo.pista@correo.cl');
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    const phoneHint = page.getByText('Sin el código de país, por ejemplo 987654321.');
    await expect(phoneHint).toBeVisible();
    await expect(field(page, 'Teléfono')).toHaveAccessibleDescription(/por ejemplo 987654321/);
    await field(page, 'Teléfono').fill('987654321');
    await field(page, 'RUT').pressSequentially('12.345.678-5');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('El teléfono no puede contener secuencias como 0000 o 1234')).toHaveCount(0);
    await expect(field(page, 'Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'RUT')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('keeps every value going back and forward, and across a reload', async ({ page }) => {
    const person = freshIdentity(2);
    await page.goto(FIXED_LINK);
    await accountStep(page, person.email);
    await personalStep(page, person.rut, person.phone);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(step(page, 3, 'Datos laborales')).toBeVisible();
    await field(page, 'Horario').selectOption({ label: 'AM' });
    await field(page, 'Perfil').selectOption({ label: 'Peoneta' });
    await page.getByLabel('Sí').check();
    await field(page, 'Tipo de vehículo').selectOption({ label: 'Furgón' });
    await field(page, 'Patente').fill('BBBB12');
    await field(page, 'Marca').fill('TOYOTA');
    await field(page, 'Modelo').fill('HIACE');
    await field(page, 'Año').fill('2019');
    const workValues = async () => {
      await expect(field(page, 'Horario').locator('option:checked')).toHaveText('AM');
      await expect(field(page, 'Perfil').locator('option:checked')).toHaveText('Peoneta');
      await expect(page.getByLabel('Sí')).toBeChecked();
      await expect(field(page, 'Tipo de vehículo').locator('option:checked')).toHaveText('Furgón');
      await expect(field(page, 'Patente')).toHaveValue('BBBB12');
      await expect(field(page, 'Marca')).toHaveValue('TOYOTA');
      await expect(field(page, 'Modelo')).toHaveValue('HIACE');
      await expect(field(page, 'Año')).toHaveValue('2019');
    };

    await page.reload();
    await expect(step(page, 3, 'Datos laborales')).toBeVisible();
    await workValues();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(field(page, 'Nombre')).toHaveValue('Josefa');
    await expect(field(page, 'Apellido (opcional)')).toHaveValue('Araya');
    // The RUT never stays on the device: after the reload it is typed again.
    await expect(field(page, 'RUT')).toHaveValue('');
    await field(page, 'RUT').fill(person.rut);
    await expect(page.getByRole('combobox', { name: 'Código de país' })).toHaveValue('56');
    await expect(field(page, 'Teléfono')).toHaveValue(person.phone);
    await expect(field(page, 'Región').locator('option:checked')).toHaveText('Metropolitana de Santiago');
    await expect(field(page, 'Comuna')).toHaveValue('Providencia');
    await expect(field(page, 'Dirección')).toHaveValue('Avenida Providencia 2124, Providencia');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await expect(field(page, 'Contraseña')).toHaveValue('Clave12345');
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(step(page, 3, 'Datos laborales')).toBeVisible();
    await workValues();
  });

  test("steps are history entries: the phone's Back and Forward move between them, a reload included", async ({
    page,
  }) => {
    const person = freshIdentity(4);
    await page.goto(FIXED_LINK);
    await accountStep(page, person.email);
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await field(page, 'Nombre').fill('Josefa');

    await page.goBack();
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await page.goForward();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await expect(field(page, 'Nombre')).toHaveValue('Josefa');

    // After a reload the entries behind still lead to their own steps, with every answer.
    await page.reload();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await page.goBack();
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await page.goForward();
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await expect(field(page, 'Nombre')).toHaveValue('Josefa');
  });

  test('switching “has vehicle” to No clears the vehicle fields; registering shows the overlay, “Cerrar” goes home', async ({
    page,
  }) => {
    const person = freshIdentity(3);
    await page.goto(FIXED_LINK);
    await accountStep(page, person.email);
    await personalStep(page, person.rut, person.phone);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByLabel('Sí').check();
    await field(page, 'Tipo de vehículo').selectOption({ label: 'Moto' });
    await field(page, 'Patente').fill('BBB12');
    await field(page, 'Marca').fill('HONDA');
    await field(page, 'Modelo').fill('CB190');
    await field(page, 'Año').fill('2021');
    await page.getByLabel('No', { exact: true }).check();
    await expect(field(page, 'Patente')).toHaveCount(0);
    await page.getByLabel('Sí').check();
    for (const label of ['Patente', 'Marca', 'Modelo', 'Año']) await expect(field(page, label)).toHaveValue('');
    await expect(field(page, 'Tipo de vehículo')).toHaveValue('');

    // Without a vehicle: the in-progress overlay stays while the call is held, then the completion
    // dialog, whose 'Cerrar' goes home.
    await page.getByLabel('No', { exact: true }).check();
    await field(page, 'Horario').selectOption({ label: 'PM' });
    await field(page, 'Perfil').selectOption({ label: 'Conductor' });
    await acceptDataConsent(page);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(
      (url) => url.pathname === '/api/users/register',
      async (route) => {
        await held;
        await route.continue();
      },
    );
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Procesando tu registro…' })).toBeVisible();
    await expectNoAxeViolations(page);
    release();
    const dialog = page.getByRole('dialog', { name: '¡Registro completado!' });
    await expect(page.getByText('Procesando tu registro…')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cerrar' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('registration links', () => {
  for (const path of [
    '/register/transportes-andes?rgs=otro',
    '/register/transportes-andes',
    '/register-main/logistica-sur',
  ]) {
    test(`${path} shows the invalid-link alert and goes home`, async ({ page }) => {
      await page.goto(path);
      // No axe scan here: the page leaves after 3 s, sooner than a scan may take on a busy
      // machine. The alert region is scanned on the dynamic flow's error screen.
      await expect(
        page.getByText('La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.'),
      ).toBeVisible();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 8000 });
    });
  }

  test('/register-main is a second entry to the same flows', async ({ page }) => {
    await page.goto('/register-main/transportes-andes?rgs=andes-2025');
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await page.goto('/register-main/logistica-sur?rgs=sur-2025');
    await expect(page.getByRole('heading', { name: 'Bienvenido a Logística Sur' })).toBeVisible();
  });
});
