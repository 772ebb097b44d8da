// Dynamic worker registration: the welcome screen, the
// seeded form of logistica-sur page by page with every component kind (a real PDF included),
// the back stack, a reload that resumes on the same page, a refused submit that shows the error
// screen and keeps the answers, success that clears them, and signing in afterwards; axe on
// every screen.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { examplesIn } from '../../src/lib/validation/hints.ts';
import { DYNAMIC_LINK, PDF, acceptDataConsent, field, freshIdentity, settled } from './registration-support.ts';

test.use({ allowConsoleErrors: ['status of 409'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const storedKeys = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('enlista.draft:registro')));

async function pageOne(page: Page, email: string, rut: string, phone: string) {
  await field(page, 'Correo electrónico').fill(email);
  await field(page, 'Contraseña').fill('Clave12345');
  await field(page, 'RUT').pressSequentially(rut);
  await field(page, 'Teléfono').fill(phone);
  await page.getByRole('button', { name: 'Siguiente' }).click();
}

async function pageTwo(page: Page) {
  await field(page, 'Nombre').fill('Ignacio');
  await field(page, 'Fecha de nacimiento').fill('1990-04-12');
  await field(page, 'Dirección').pressSequentially('calle picarte');
  await page.getByRole('option', { name: /Calle Picarte 1530/ }).click();
  await field(page, 'Años de experiencia como conductor (opcional)').fill('6');
  await field(page, 'Perfil al que postulas').selectOption('Conductor');
  await field(page, 'Sobre mí (opcional)').fill('Conductor responsable.');
  await expect(page.getByText('22/500 caracteres')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function pageThree(page: Page) {
  await field(page, 'Semana en que puedes comenzar').fill('2026-W03');
  await field(page, 'Mes de vencimiento de tu licencia (opcional)').fill('2027-08');
  await field(page, 'Horario preferido para la entrevista (opcional)').fill('2026-01-20T10:30');
  await page.getByLabel('Mañana').check();
  await page.getByLabel('Noche').check();
  await field(page, 'Licencia de conducir').setInputFiles(PDF);
  await page.getByLabel('Acepto los términos y condiciones').check();
  await acceptDataConsent(page);
}

test.describe('dynamic registration', () => {
  test('a new candidate completes every page; a refused submit keeps the answers; success clears them', async ({
    page,
  }) => {
    // A whole journey with an axe check on every state: give it the slow-test budget.
    test.slow();
    const person = freshIdentity(11);
    await page.goto(DYNAMIC_LINK);
    await expect(page).toHaveTitle('Registro | Logística Sur · Portal de colaboradores');
    await expect(title(page, 'Bienvenido a Logística Sur')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Comenzar' }).click();

    await expect(title(page, 'Crea tu cuenta')).toBeFocused();
    await expect(page).toHaveURL(/[?&]id_form=\d+&order=1$/);
    // Text components: a title and a subtitle here, a description on the next page.
    await expect(page.getByRole('heading', { level: 2, name: 'Únete a Logística Sur' })).toBeVisible();
    await expect(page.getByText('Paso 1 de 3: datos de acceso')).toBeVisible();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByText('Campo requerido')).toHaveCount(4);
    await expectNoAxeViolations(page);
    // The demo worker of Logística Sur: the server refuses it at submit time.
    await pageOne(page, 'trabajador.sur@demo.cl', person.rut, person.phone);

    await expect(title(page, 'Datos personales')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Continuar' })).toHaveCSS('color', 'rgb(255, 255, 255)');
    await expect(page.getByText('Usamos estos datos para tu contrato y para asignarte rutas cercanas.')).toBeVisible();
    await expect(field(page, 'Perfil al que postulas').locator('option:checked')).toHaveText('Selecciona una opción');
    await expectNoAxeViolations(page);
    await pageTwo(page);
    await expect(title(page, 'Disponibilidad y documentos')).toBeVisible();
    await page.getByRole('button', { name: 'Registrarse' }).click();
    await expect(page.getByText('Debes seleccionar al menos una opción')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await pageThree(page);
    await page.getByRole('button', { name: 'Registrarse' }).click();

    await expect(title(page, '¡Error en el registro!')).toBeVisible();
    await expect(page.getByText('Ocurrió un error. Intenta nuevamente.')).toBeVisible();
    await expect(page.getByText('Este correo electrónico ya está registrado con esta empresa')).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Volver al formulario' }).click();
    await expect(page.getByLabel('Noche')).toBeChecked();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(field(page, 'Nombre')).toHaveValue('Ignacio');
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(field(page, 'Correo electrónico')).toHaveValue('trabajador.sur@demo.cl');
    await field(page, 'Correo electrónico').fill(person.email);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByLabel('Mañana')).toBeChecked();
    await page.getByRole('button', { name: 'Registrarse' }).click();

    await expect(title(page, '¡Registro exitoso!')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await storedKeys(page)).toEqual([]);
    await expect(page).toHaveURL(/\/register\/logistica-sur\?rgs=sur-2025$/);

    await page.getByRole('link', { name: 'Ingresar' }).click();
    await page.waitForURL('**/login/logistica-sur?rgs=sur-2025');
    await field(page, 'Correo electrónico').fill(person.email);
    await field(page, 'Contraseña').fill('Clave12345');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/user/dashboard/home');
  });

  test('the example under each field passes its rule: typed as shown, it is accepted', async ({ page }) => {
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(title(page, 'Crea tu cuenta')).toBeVisible();
    const walked: string[] = [];
    for (const label of ['RUT', 'Teléfono']) {
      const input = field(page, label);
      const description = await input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
      for (const example of examplesIn(description)) {
        await input.fill(example);
        walked.push(`${label}: ${example}`);
      }
    }
    expect(walked).toEqual(['RUT: 12.345.678-5', 'Teléfono: 987654321']);
    await page.getByRole('button', { name: 'Siguiente' }).click();
    // The rules ran (the empty e-mail is refused) and neither example was.
    await expect(field(page, 'Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'RUT')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Teléfono')).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('back pops the stack, then returns to the welcome screen', async ({ page }) => {
    const person = freshIdentity(12);
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await pageOne(page, person.email, person.rut, person.phone);
    await expect(title(page, 'Datos personales')).toBeVisible();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(title(page, 'Crea tu cuenta')).toBeFocused();
    await expect(field(page, 'RUT')).toHaveValue(/^\d{2}\.\d{3}\.\d{3}-[\dK]$/);
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(title(page, 'Bienvenido a Logística Sur')).toBeVisible();
  });

  test('a reload resumes on the same page with the answers kept per page', async ({ page }) => {
    const person = freshIdentity(13);
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await pageOne(page, person.email, person.rut, person.phone);
    await expect(title(page, 'Datos personales')).toBeVisible();
    expect(await storedKeys(page)).toContain('enlista.draft:registro-dinamico');
    expect(await page.evaluate(() => localStorage.getItem('enlista.draft:registro-dinamico'))).not.toContain(
      'Clave12345',
    );
    await page.reload();
    await expect(title(page, 'Datos personales')).toBeVisible();
    await page.getByRole('button', { name: 'Atrás' }).click();
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await expect(field(page, 'Contraseña')).toHaveValue('Clave12345');
  });

  test("pages are history entries: the phone's Back and Forward move between them, and a reload keeps what was typed but not sent", async ({
    page,
  }) => {
    const person = freshIdentity(14);
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await pageOne(page, person.email, person.rut, person.phone);
    await expect(title(page, 'Datos personales')).toBeVisible();
    await field(page, 'Nombre').fill('Ignacio');
    await field(page, 'Sobre mí (opcional)').fill('Conductor responsable.');

    await page.reload();
    await expect(title(page, 'Datos personales')).toBeVisible();
    await expect(field(page, 'Nombre')).toHaveValue('Ignacio');
    await expect(field(page, 'Sobre mí (opcional)')).toHaveValue('Conductor responsable.');

    await page.goBack();
    await expect(title(page, 'Crea tu cuenta')).toBeVisible();
    await expect(field(page, 'Correo electrónico')).toHaveValue(person.email);
    await page.goBack();
    await expect(title(page, 'Bienvenido a Logística Sur')).toBeVisible();
    await page.goForward();
    await expect(title(page, 'Crea tu cuenta')).toBeVisible();
    await page.goForward();
    await expect(title(page, 'Datos personales')).toBeVisible();
    await expect(field(page, 'Nombre')).toHaveValue('Ignacio');
    await expect(page).toHaveURL(/[?&]order=2(&|$)/);
  });
});
