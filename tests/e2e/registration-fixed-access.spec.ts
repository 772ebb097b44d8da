// Fixed worker registration by keyboard and on narrow screens: every
// step with the keyboard alone (selects by typing, the address suggestion by arrows, the 'has
// vehicle' radio by arrows, Escape closing the completion dialog like 'Cerrar'), and the narrow
// layout below 774 px against the wide one from 774 px, with axe at 375 px.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import {
  DATA_CONSENT,
  FIXED_LINK,
  OFFERS_CONSENT,
  accountStep,
  field,
  fixedStep as step,
  freshIdentity,
} from './registration-support.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('fixed registration by keyboard', () => {
  test('works by keyboard alone on step 1', async ({ page }) => {
    await page.goto(FIXED_LINK);
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await field(page, 'Correo electrónico').focus();
    await page.keyboard.type('teclado@correo.cl');
    await tabTo(page, field(page, 'Contraseña'));
    await page.keyboard.type('Clave12345');
    await tabTo(page, page.getByRole('button', { name: 'Mostrar contraseña' }));
    await page.keyboard.press('Enter');
    await expect(field(page, 'Contraseña')).toHaveAttribute('type', 'text');
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');
    await expect(step(page, 2, 'Datos personales')).toBeFocused();
    await tabTo(page, field(page, 'Nombre'));
  });

  test('works by keyboard alone on steps 2 and 3; Escape closes the completion dialog and goes home', async ({
    page,
  }) => {
    const person = freshIdentity(21);
    await page.goto(FIXED_LINK);
    await accountStep(page, person.email);
    await expect(step(page, 2, 'Datos personales')).toBeFocused();
    await tabTo(page, field(page, 'Nombre'));
    await page.keyboard.type('Josefa');
    await tabTo(page, field(page, 'Apellido (opcional)'));
    await tabTo(page, field(page, 'RUT'));
    await page.keyboard.type(person.rut);
    await tabTo(page, page.getByRole('combobox', { name: 'Código de país' }));
    await tabTo(page, field(page, 'Teléfono'));
    await page.keyboard.type(person.phone);
    await tabTo(page, field(page, 'Región'));
    await page.keyboard.type('Metro');
    await expect(field(page, 'Región').locator('option:checked')).toHaveText('Metropolitana de Santiago');
    await expect(field(page, 'Comuna')).toBeEnabled();
    await tabTo(page, field(page, 'Comuna'));
    // The commune list filters as it is typed, without minding accents or case; arrows and Enter pick.
    await page.keyboard.type('NUNOA');
    await expect(page.getByRole('listbox', { name: 'Opciones' }).getByRole('option')).toHaveText(['Ñuñoa']);
    await field(page, 'Comuna').fill('');
    await page.keyboard.type('provi');
    await expect(page.getByRole('listbox', { name: 'Opciones' }).getByRole('option')).toHaveText(['Providencia']);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Comuna')).toHaveValue('Providencia');
    await tabTo(page, field(page, 'Dirección'));
    await page.keyboard.type('av provi');
    await expect(page.getByRole('option', { name: /Avenida Providencia 2124/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Dirección')).toHaveValue('Avenida Providencia 2124, Providencia');
    await tabTo(page, page.getByRole('button', { name: 'Atrás' }));
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await expect(step(page, 3, 'Datos laborales')).toBeFocused();
    await tabTo(page, field(page, 'Horario'));
    await page.keyboard.type('AM');
    await expect(field(page, 'Horario').locator('option:checked')).toHaveText('AM');
    await tabTo(page, field(page, 'Perfil'));
    await page.keyboard.type('Cond');
    await expect(field(page, 'Perfil').locator('option:checked')).toHaveText('Conductor');
    await tabTo(page, page.getByLabel('Sí'));
    await page.keyboard.press('ArrowRight');
    await expect(page.getByLabel('No', { exact: true })).toBeChecked();
    await tabTo(page, page.getByRole('checkbox', { name: DATA_CONSENT }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: DATA_CONSENT })).toBeChecked();
    await tabTo(page, page.getByRole('link', { name: 'Política de privacidad' }));
    await tabTo(page, page.getByRole('checkbox', { name: new RegExp(`^${OFFERS_CONSENT}`) }));
    await tabTo(page, page.getByRole('link', { name: 'Tus derechos sobre tus datos' }));
    await tabTo(page, page.getByRole('button', { name: 'Atrás' }));
    await tabTo(page, page.getByRole('button', { name: 'Registrarse' }));
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: '¡Registro completado!' });
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await page.waitForURL((url) => url.pathname === '/');
  });
});

test.describe('fixed registration layout', () => {
  test('stacks the fields below 774 px and sets them side by side from 774 px; axe finds nothing at 375 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(FIXED_LINK);
    await expect(step(page, 1, 'Cuenta')).toBeVisible();
    await expectNoAxeViolations(page);
    await accountStep(page, freshIdentity(22).email);
    await expect(step(page, 2, 'Datos personales')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    const stacked = async () => {
      const [name, lastname] = await Promise.all([
        field(page, 'Nombre').boundingBox(),
        field(page, 'Apellido (opcional)').boundingBox(),
      ]);
      return Boolean(name && lastname && lastname.y >= name.y + name.height);
    };
    expect(await stacked()).toBe(true);
    await page.setViewportSize({ width: 773, height: 800 });
    await expect.poll(stacked).toBe(true);
    await page.setViewportSize({ width: 774, height: 800 });
    await expect.poll(stacked).toBe(false);
  });
});
