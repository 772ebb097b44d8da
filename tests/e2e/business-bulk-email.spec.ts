// Company area, many at once: the applicants of a posting selected together receive one e-mail
// each (one per person in the outbox), with the progress and the outcome announced; axe on the
// selection and the dialog.
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

interface OutboxMail {
  to: string;
  subject: string;
}

test('selected applicants each receive one e-mail', async ({ page, apiURL }) => {
  test.setTimeout(60_000);
  await signInCompany(page);
  await page.getByLabel('Buscar en mis publicaciones').fill('Peoneta para camión 3/4');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await page.getByRole('link', { name: /^Ver postulantes de Peoneta para camión 3\/4/ }).click();
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();

  const write = page.getByRole('button', { name: /^Enviar correo a seleccionados/ });
  await expect(write).toBeDisabled();
  await page.getByRole('checkbox', { name: 'Seleccionar a Camila Rojas' }).check();
  await expect(write).toHaveText('Enviar correo a seleccionados (1)');
  await page.getByRole('checkbox', { name: 'Seleccionar todos' }).check();
  await expect(write).toHaveText(`Enviar correo a seleccionados (${count})`);
  await expectNoAxeViolations(page);

  await write.click();
  const dialog = page.getByRole('dialog', {
    name: count === 1 ? 'Enviar correo a 1 persona' : `Enviar correo a ${count} personas`,
  });
  await expect(dialog.getByLabel('Asunto')).toHaveValue('Tu postulación: Peoneta para camión 3/4');
  await dialog.getByLabel('Mensaje').fill('Hola, te esperamos el lunes a las 10:00 en la bodega de Quilicura.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Enviar correos' }).click();
  await expect(dialog.getByRole('status')).toHaveText(
    count === 1 ? 'Se envió el correo.' : `Se enviaron los ${count} correos.`,
  );
  await expect(dialog.getByRole('button', { name: 'Enviar correos' })).toBeHidden();

  const outbox = (await (await fetch(`${apiURL}/_dev/outbox`)).json()) as OutboxMail[];
  const mails = outbox.filter((mail) => mail.subject === 'Tu postulación: Peoneta para camión 3/4');
  expect(mails).toHaveLength(count);
  expect(new Set(mails.map((mail) => mail.to)).size).toBe(count);
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();
});
