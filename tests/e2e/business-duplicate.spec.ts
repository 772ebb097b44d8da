// Company area, duplicating a posting: 'Duplicar' opens the create form with every field of the
// posting but the start date, which must be chosen again, and the title marked '(copia)'; the copy
// is published as a new posting.
import { expectNoAxeViolations } from './axe.ts';
import { dateAhead, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const SOURCE = 'Peoneta para camión 3/4';

test('a posting is duplicated with a new start date', async ({ page }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  await page.getByLabel('Buscar en mis publicaciones').fill(SOURCE);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('button', { name: `Duplicar ${SOURCE}` }).click();

  const dialog = page.getByRole('dialog', { name: 'Duplicar publicación' });
  await expect(dialog.getByLabel('Título')).toHaveValue(`${SOURCE} (copia)`);
  await expect(dialog.getByLabel('Título')).toBeFocused();
  await expect(dialog.getByLabel('Descripción')).not.toHaveValue('');
  await expect(dialog.getByLabel('Fecha de inicio')).toHaveValue('');
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(dialog.getByLabel('Fecha de inicio')).toHaveAccessibleDescription(/Selecciona la fecha de inicio/);
  const copy = `${SOURCE} (turno tarde)`;
  await dialog.getByLabel('Título').fill(copy);
  await dialog.getByLabel('Fecha de inicio').fill(dateAhead(21));
  await dialog.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText('Publicación creada correctamente')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar en mis publicaciones').fill(SOURCE);
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page.getByRole('article', { name: copy })).toBeVisible();
  await expect(page.getByRole('article', { name: SOURCE, exact: true })).toBeVisible();
});
