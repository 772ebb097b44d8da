// Dynamic worker registration by keyboard and on narrow screens: the
// welcome screen and all three pages of the seeded form with the keyboard alone (the select by
// typing, checkboxes with Space, the file chooser opened from the keyboard), the back stack by
// keyboard, and the narrow layout below 774 px against the wide one from 774 px.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, interceptFilePickers, test } from './fixtures.ts';
import { DATA_CONSENT, DYNAMIC_LINK, OFFERS_CONSENT, PDF, field, freshIdentity } from './registration-support.ts';

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

const title = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

async function tabTo(page: Page, target: Locator) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * Out of a native date, week, month or date-time input to `target`: Chromium stops on each empty
 * part of the value (day, month, year, hours…) and on the calendar button too.
 */
async function tabPastPicker(page: Page, target: Locator) {
  for (let presses = 0; presses < 10; presses += 1) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

test.describe('dynamic registration by keyboard', () => {
  test('start, type, go back and come back to the same answers', async ({ page }) => {
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).focus();
    await page.keyboard.press('Enter');
    await expect(title(page, 'Crea tu cuenta')).toBeFocused();
    await tabTo(page, field(page, 'Correo electrónico'));
    await page.keyboard.type('teclado@correo.cl');
    await page.getByRole('button', { name: 'Atrás' }).focus();
    await page.keyboard.press('Enter');
    await expect(title(page, 'Bienvenido a Logística Sur')).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Correo electrónico')).toHaveValue('teclado@correo.cl');
  });

  test('every page of the form, a file included, with the keyboard alone', async ({ page }) => {
    // Three pages typed key by key: give it the slow-test budget.
    test.slow();
    const person = freshIdentity(31);
    await page.goto(DYNAMIC_LINK);
    await interceptFilePickers(page);
    await page.getByRole('button', { name: 'Comenzar' }).focus();
    await page.keyboard.press('Enter');

    await expect(title(page, 'Crea tu cuenta')).toBeFocused();
    await tabTo(page, field(page, 'Correo electrónico'));
    await page.keyboard.type(person.email);
    await tabTo(page, field(page, 'Contraseña'));
    await page.keyboard.type('Clave12345');
    await tabTo(page, page.getByRole('button', { name: 'Mostrar contraseña' }));
    await tabTo(page, field(page, 'RUT'));
    await page.keyboard.type(person.rut);
    await tabTo(page, page.getByRole('combobox', { name: 'Código de país' }));
    await tabTo(page, field(page, 'Teléfono'));
    await page.keyboard.type(person.phone);
    await tabTo(page, page.getByRole('button', { name: 'Atrás' }));
    await tabTo(page, page.getByRole('button', { name: 'Siguiente' }));
    await page.keyboard.press('Enter');

    await expect(title(page, 'Datos personales')).toBeFocused();
    await tabTo(page, field(page, 'Nombre'));
    await page.keyboard.type('Ignacio');
    await tabTo(page, field(page, 'Apellido (opcional)'));
    await tabTo(page, field(page, 'Fecha de nacimiento'));
    // Day and month come in the browser's own order (12 April or 4 December): both are dates.
    await page.keyboard.type('12041990');
    await expect(field(page, 'Fecha de nacimiento')).toHaveValue(/^1990-(04-12|12-04)$/);
    await tabPastPicker(page, field(page, 'Dirección'));
    await page.keyboard.type('calle picarte');
    await expect(page.getByRole('option', { name: /Calle Picarte 1530/ })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(field(page, 'Dirección')).toHaveValue(/^Calle Picarte 1530/);
    await tabTo(page, field(page, 'Años de experiencia como conductor (opcional)'));
    await tabTo(page, field(page, 'Perfil al que postulas'));
    await page.keyboard.type('Cond');
    await expect(field(page, 'Perfil al que postulas')).toHaveValue('Conductor');
    await tabTo(page, field(page, 'Sobre mí (opcional)'));
    await tabTo(page, page.getByRole('button', { name: 'Atrás' }));
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');

    await expect(title(page, 'Disponibilidad y documentos')).toBeFocused();
    await tabTo(page, field(page, 'Semana en que puedes comenzar'));
    await page.keyboard.type('032026');
    await expect(field(page, 'Semana en que puedes comenzar')).toHaveValue('2026-W03');
    await tabPastPicker(page, field(page, 'Mes de vencimiento de tu licencia (opcional)'));
    await tabPastPicker(page, field(page, 'Horario preferido para la entrevista (opcional)'));
    await tabPastPicker(page, page.getByLabel('Mañana'));
    await page.keyboard.press('Space');
    await expect(page.getByLabel('Mañana')).toBeChecked();
    await tabTo(page, page.getByLabel('Tarde'));
    await tabTo(page, page.getByLabel('Noche'));
    await tabTo(page, field(page, 'Licencia de conducir'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await chooser).setFiles(PDF);
    await tabTo(page, page.getByLabel('Acepto los términos y condiciones'));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('checkbox', { name: DATA_CONSENT }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('checkbox', { name: DATA_CONSENT })).toBeChecked();
    await tabTo(page, page.getByRole('link', { name: 'Política de privacidad' }));
    await tabTo(page, page.getByRole('checkbox', { name: new RegExp(`^${OFFERS_CONSENT}`) }));
    await tabTo(page, page.getByRole('link', { name: 'Tus derechos sobre tus datos' }));
    await tabTo(page, page.getByRole('button', { name: 'Atrás' }));
    await tabTo(page, page.getByRole('button', { name: 'Registrarse' }));
    await page.keyboard.press('Enter');

    await expect(title(page, '¡Registro exitoso!')).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Ingresar' }));
  });
});

test.describe('dynamic registration layout', () => {
  test('has the narrow layout below 774 px and the wide one from 774 px, with no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(DYNAMIC_LINK);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(title(page, 'Crea tu cuenta')).toBeVisible();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const stacked = async () => {
      const [email, password] = await Promise.all([
        field(page, 'Correo electrónico').boundingBox(),
        field(page, 'Contraseña').boundingBox(),
      ]);
      return Boolean(email && password && password.y >= email.y + email.height);
    };
    expect(await stacked()).toBe(true);
    await page.setViewportSize({ width: 773, height: 800 });
    await expect.poll(stacked).toBe(true);
    await page.setViewportSize({ width: 774, height: 800 });
    await expect.poll(stacked).toBe(false);
  });

  test('fits every page in 375 px, the file input included, with its messages shown', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(DYNAMIC_LINK);
    await page.getByRole('button', { name: 'Comenzar' }).click();
    await expect(page).toHaveURL(/[?&]order=1$/);
    const first = page.url();
    for (const [order, name, button] of [
      [1, 'Crea tu cuenta', 'Siguiente'],
      [2, 'Datos personales', 'Continuar'],
      [3, 'Disponibilidad y documentos', 'Registrarse'],
    ] as const) {
      // The address resumes the form on the page at `order`.
      await page.goto(first.replace(/order=1$/, `order=${order}`));
      await expect(title(page, name)).toBeVisible();
      await page.getByRole('button', { name: button }).click();
      await expect(page.getByText(/Campo requerido|Debes seleccionar/).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(375);
    }
    await expectNoAxeViolations(page);
  });
});
