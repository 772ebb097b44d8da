// Bank details: the empty list, 'Todos los campos son
// obligatorios' for 3 s, every rule, adding an account and seeing the second refused, updating
// only the changed fields, the selected flag, deleting; the slide-over at 375 px; axe; keyboard.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';
import { openDashboardPage } from './user-settings-support.ts';

/** The visible buttons that show only an icon and lack a name, or a tooltip naming them. */
function iconOnlyButtonsWithoutLabels(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button')]
      .filter((button) => button.getClientRects().length > 0 && !button.closest('[inert]'))
      .filter((button) => {
        const face = button.cloneNode(true) as HTMLElement;
        face.querySelectorAll('.visually-hidden, [aria-hidden="true"], svg').forEach((node) => node.remove());
        return face.textContent.trim() === '';
      })
      .filter((button) => {
        const name = (button.getAttribute('aria-label') ?? button.textContent).trim();
        const tip = (button.dataset['tooltip'] ?? button.title).trim();
        return name === '' || tip === '';
      })
      .map((button) => button.outerHTML.slice(0, 160)),
  );
}

// The second account is refused with 409 on purpose.
test.use({ allowConsoleErrors: ['status of 409'] });

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function fillAccount(page: Page, overrides: Partial<Record<string, string>> = {}) {
  const form = page.getByRole('form', { name: 'Agregar datos bancarios' });
  const values = {
    holder: 'Camila Rojas',
    rut: '123456785',
    bank: 'Banco Estado',
    type: 'Cuenta Rut',
    number: '12345678',
    email: 'camila@correo.cl',
    phone: '56987654321',
    document: 'Boleta',
    ...overrides,
  };
  await form.getByLabel('Titular de la cuenta').fill(values.holder);
  await form.getByLabel('RUT del titular').fill(values.rut);
  await form.getByLabel('Banco').selectOption(values.bank);
  await form.getByLabel('Tipo de cuenta').selectOption(values.type);
  await form.getByLabel('Número de cuenta').fill(values.number);
  await form.getByLabel('Correo electrónico').fill(values.email);
  await form.getByLabel('Teléfono').fill(values.phone);
  await form.getByLabel('Tipo de documento').selectOption(values.document);
  return form;
}

test('add an account, see a second refused, update only what changed, delete it', async ({ page }) => {
  // One long journey (two forms, five axe scans): 30 s ran out on a loaded machine (load average 18).
  test.setTimeout(60_000);
  await openDashboardPage(page, 'settings/banco-detalles', 'Cuentas bancarias');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Banco');
  const owner = page.getByRole('region', { name: 'Camila Rojas' });
  await expect(owner).toContainText('Conductor');
  await expect(owner).toContainText('trabajador@demo.cl');
  await expect(owner).toContainText('Datos Bancarios');
  // One wording for "no account" on the whole page: the owner card says what the list says.
  await expect(owner).toContainText('No hay información bancaria disponible.');
  const accounts = page.getByRole('region', { name: 'Cuentas bancarias' });
  await expect(accounts).toContainText('No hay información bancaria disponible.');
  await expect(page.getByRole('button', { name: /Actualizar datos bancarios/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Add: an empty field shows 'Todos los campos son obligatorios' for 3 s; nothing is sent.
  await page.getByRole('button', { name: /Agregar datos bancarios.*Agiliza tus operaciones financieras/ }).click();
  const panel = page.getByRole('complementary', { name: 'Agregar datos bancarios' });
  await expect(panel.getByRole('button', { name: 'Volver' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Agregar datos bancarios' });
  let created = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/add-bank-details')) created += 1;
  });
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  const allRequired = form.getByText('Todos los campos son obligatorios');
  await expect(allRequired).toBeVisible();
  await expect(form.getByRole('alert').filter({ hasText: 'Selecciona un banco' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect(allRequired).toBeHidden({ timeout: 4500 });
  expect(created).toBe(0);

  // Every rule, with the RUT formatted as typed.
  await fillAccount(page, { rut: '123456789', phone: '56287654321', email: 'pagos@enlista.cl', number: '12a' });
  await expect(form.getByLabel('RUT del titular')).toHaveValue('12.345.678-9');
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(form.getByText('Dígito verificador inválido')).toBeVisible();
  await expect(form.getByText('El teléfono debe comenzar con 569')).toBeVisible();
  await expect(form.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(form.getByText('Solo números permitidos')).toBeVisible();
  expect(created).toBe(0);

  await fillAccount(page);
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Datos bancarios añadidos correctamente')).toBeVisible();
  const row = accounts.getByRole('button', { name: /Banco Estado/ });
  await expect(row).toHaveAttribute('aria-pressed', 'true');
  const detail = page.getByRole('region', { name: 'Detalle de la cuenta' });
  await expect(detail).toContainText('12.345.678-5');
  await expect(detail).toContainText('Tipo de documento');
  await expect(detail).toContainText('Boleta');
  await expect(detail).toContainText('+56987654321');
  // The account number shows masked as in the list, on every card.
  await expect(detail).toContainText('•••• 5678');
  await expect(owner).toContainText('•••• 5678');
  await expect(detail).not.toContainText('12345678');
  await expect(owner).not.toContainText('12345678');
  await expectNoAxeViolations(page);

  // A second account is refused by the API.
  await page.getByRole('button', { name: /Agregar datos bancarios Agiliza/ }).click();
  await fillAccount(page, { bank: 'BCI', number: '99887766' });
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(form.getByRole('alert')).toHaveText('Solo puede tener una cuenta bancaria');
  await page.getByRole('button', { name: 'Volver' }).click();
  await expect(page.getByRole('complementary', { name: 'Acciones rápidas' })).toBeVisible();

  // Update: only the changed field is sent.
  await page.getByRole('button', { name: /Actualizar datos bancarios.*Actualiza los datos de tu banco/ }).click();
  const update = page.getByRole('form', { name: 'Actualizar datos bancarios' });
  await expect(update.getByLabel('Teléfono')).toHaveValue('56987654321');
  await expectNoAxeViolations(page);
  await update.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(update.getByRole('status')).toHaveText('No hay cambios para guardar.');
  await update.getByLabel('Teléfono').fill('56911112222');
  const sent = page.waitForRequest((request) => request.url().includes('/update-bank-details/'));
  await update.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await sent).postDataJSON()).toEqual({ phone: '56911112222' });
  await expect(page.getByText('Datos bancarios actualizados correctamente')).toBeVisible();
  await expect(detail).toContainText('+56911112222');

  // The selected flag.
  const flag = detail.getByLabel('Usar esta cuenta para recibir mis pagos');
  await expect(flag).toBeChecked();
  await flag.uncheck();
  await expect(flag).not.toBeChecked();
  await expect(row).not.toContainText('Para pagos');

  // Delete after confirming.
  await detail.getByRole('button', { name: 'Eliminar cuenta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Eliminar cuenta' });
  await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Eliminar cuenta' }).click();
  await expect(page.getByText('Datos bancarios eliminados correctamente')).toBeVisible();
  await expect(accounts).toContainText('No hay información bancaria disponible.');
  await expect(detail).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Cuentas bancarias' })).toBeFocused();
});

test('one skeleton row shows while the accounts load', async ({ page }) => {
  await openDashboardPage(page, 'settings/', 'Camila Rojas');
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/bank-details/get-banks-details', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('link', { name: 'Datos bancarios' }).click();
  const accounts = page.getByRole('region', { name: 'Cuentas bancarias' });
  await expect(accounts.locator('.bk-skeleton-row')).toHaveCount(1);
  await expect(accounts).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(accounts).toContainText('No hay información bancaria disponible.');
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('an empty bank page offers «Agregar datos bancarios» in place, and it opens the add form', async ({ page }) => {
    await openDashboardPage(page, 'settings/banco-detalles', 'Cuentas bancarias');
    const accounts = page.getByRole('region', { name: 'Cuentas bancarias' });
    await expect(accounts).toContainText('No hay información bancaria disponible.');
    await accounts.getByRole('button', { name: 'Agregar datos bancarios' }).click();
    await expect(page.getByRole('form', { name: 'Agregar datos bancarios' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Agregar datos bancarios', level: 2 })).toBeFocused();
    await fillAccount(page);
    await page.getByRole('button', { name: 'Guardar datos' }).click();
    await expect(page.getByText('Datos bancarios añadidos correctamente')).toBeVisible();
    await expect(accounts.getByRole('button', { name: 'Agregar datos bancarios' })).toHaveCount(0);
  });

  test('every icon-only button has an accessible name and a visible label or tooltip', async ({ page }) => {
    await signInWorker(page);
    const pages = ['', 'settings/', 'settings/banco-detalles', 'job-postings'];
    for (const path of pages) {
      await page.goto(`/user/dashboard/${path}`);
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
      // The quick actions toggle keeps a visible word on phones.
      const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
      await expect(toggle).toBeVisible();
      await expect(toggle).toContainText('Acciones');
      expect(await iconOnlyButtonsWithoutLabels(page), path).toEqual([]);
      await toggle.click();
      await expect(page.getByRole('button', { name: 'Cerrar panel' })).toBeVisible();
      expect(await iconOnlyButtonsWithoutLabels(page), `${path} with the panel open`).toEqual([]);
      await page.getByRole('button', { name: 'Cerrar panel' }).click();
    }
    // The tooltip shows the control's name on hover.
    const menu = page.getByRole('button', { name: 'Menú' });
    await menu.hover();
    // The tooltip's generated text carries an empty alternative so it stays out of the accessible name.
    expect(await menu.evaluate((element) => getComputedStyle(element, '::after').content)).toBe('"Menú" / ""');
  });

  test('the quick actions slide over from the navbar; keyboard only, the form is sent and closes', async ({ page }) => {
    await openDashboardPage(page, 'settings/banco-detalles', 'Cuentas bancarias');
    const toggle = page.getByRole('button', { name: 'Acciones rápidas', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Acciones rápidas', level: 2 })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Agregar datos bancarios Agiliza/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Agregar datos bancarios', level: 2 })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Shift+Tab');
    await expect(page.getByRole('button', { name: 'Volver' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Acciones rápidas', level: 2 })).toBeFocused();
    await page.getByRole('button', { name: /Agregar datos bancarios Agiliza/ }).press('Enter');
    await fillAccount(page);
    await page.getByLabel('Tipo de documento').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Guardar datos' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Datos bancarios añadidos correctamente')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('heading', { name: 'Detalle de la cuenta' })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test.describe('when the list cannot load', () => {
  test.use({ allowConsoleErrors: ['status of 500'] });

  test('the failure is announced with a retry', async ({ page }) => {
    await openDashboardPage(page, 'settings/', 'Camila Rojas');
    let fail = true;
    await page.route('**/bank-details/get-banks-details', (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' })
        : route.continue(),
    );
    await page.getByRole('link', { name: 'Datos bancarios' }).click();
    const accounts = page.getByRole('region', { name: 'Cuentas bancarias' });
    await expect(accounts.getByRole('alert')).toContainText('No pudimos cargar tu información bancaria.');
    fail = false;
    await accounts.getByRole('button', { name: 'Reintentar' }).click();
    await expect(accounts).toContainText('No hay información bancaria disponible.');
  });
});
