// The meeting-request form on the home page: rules with their exact
// messages, the submitting state, success ('Correo enviado correctamente' for 3 s, form reset,
// e-mail in the outbox) and a failure that shows nothing and keeps the form.
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { hydrated, mailMentioning, unique } from './public-forms-support.ts';

async function openForm(page: import('@playwright/test').Page) {
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Solicita una reunión' });
  await hydrated(page, form);
  return form;
}

test('shows every rule’s message, then sends the request and lands in the outbox', async ({ page, apiURL }) => {
  const form = await openForm(page);
  await expect(form.getByLabel('Teléfono')).toHaveAttribute('maxlength', '15');
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expect(form.getByRole('alert')).toHaveText([
    'Campo requerido',
    'Campo requerido',
    'Campo requerido',
    'Campo requerido',
  ]);
  await expect(form.getByLabel('Nombre', { exact: true })).toBeFocused();

  await form.getByLabel('Correo electrónico').fill('ventas@enlista.cl');
  await form.getByLabel('Teléfono').fill('1234567');
  await expect(form.getByText('Correo electrónico inválido')).toBeVisible();
  await expect(form.getByText('Telefono no debe ser menor a 8 caracteres')).toBeVisible();
  await form.getByLabel('Teléfono').fill('56987654321');
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expect(form.getByText('No incluya el código de país')).toBeVisible();

  const email = `${unique('reunion')}@transportes.cl`;
  await form.getByLabel('Nombre', { exact: true }).fill('Camila');
  await form.getByLabel('Apellido (opcional)').fill('Rojas');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Mensaje').fill('Necesitamos 20 conductores en Santiago.');
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();

  await expect(form.getByRole('status')).toHaveText('Correo enviado correctamente');
  await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('');
  await expect(form.getByLabel('Código de país')).toHaveValue('56');
  await expect(form.getByRole('status')).toHaveText('', { timeout: 4000 });

  const mail = await mailMentioning(apiURL, email);
  expect(mail.subject).toBe('Solicitud de reunión');
  expect(mail.text).toContain('Teléfono: 56987654321');
  expect(mail.text).toContain('Nombre: Camila');
});

test('disables the button with a loader while sending', async ({ page }) => {
  const form = await openForm(page);
  let release: () => void = () => undefined;
  await page.route('**/contact/emails/reu', async (route) => {
    await new Promise<void>((resolve) => (release = resolve));
    await route.continue();
  });
  await form.getByLabel('Nombre', { exact: true }).fill('Camila');
  await form.getByLabel('Correo electrónico').fill(`${unique('espera')}@correo.cl`);
  await form.getByLabel('Teléfono').fill('987654321');
  await form.getByLabel('Mensaje').fill('Hola');
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();
  const busy = form.getByRole('button', { name: 'Enviando…' });
  await expect(busy).toBeDisabled();
  await expect(busy.locator('.spinner')).toBeVisible();
  release();
  await expect(form.getByRole('status')).toHaveText('Correo enviado correctamente');
});

test.describe('when the API fails', () => {
  test.use({ allowConsoleErrors: ['Failed to load resource'] });

  test('a 500 leaves the alert region silent; under the button the form says so, kept, and «Reintentar» sends once', async ({
    page,
    apiURL,
  }, testInfo) => {
    const form = await openForm(page);
    let calls = 0;
    await page.route('**/contact/emails/reu', (route) => {
      calls += 1;
      return route.fulfill({ status: 500, json: { message: 'Caído' } });
    });
    const email = `${unique('reintento')}@correo.cl`;
    await form.getByLabel('Nombre', { exact: true }).fill('Camila');
    await form.getByLabel('Correo electrónico').fill(email);
    await form.getByLabel('Teléfono').fill('987654321');
    await form.getByLabel('Mensaje').fill('Hola');
    await form.getByRole('button', { name: 'Solicitar reunión' }).click();
    const failure = form.getByRole('alert').filter({ hasText: 'No pudimos enviar tu solicitud' });
    await expect(failure).toHaveText(
      /^No pudimos enviar tu solicitud\. Revisa tu conexión e inténtalo de nuevo\.Reintentar$/,
    );
    expect(calls).toBe(1);
    await expect(form.getByRole('status')).toHaveText('');
    await expect(page.locator('.alert-error')).toHaveCount(0);
    await expect(form.getByLabel('Nombre', { exact: true })).toHaveValue('Camila');
    await expect(form.getByLabel('Mensaje')).toHaveValue('Hola');
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await failure.scrollIntoViewIfNeeded();
      await testInfo.attach(`reunión sin enviar, ${width} px`, {
        body: await form.screenshot(),
        contentType: 'image/png',
      });
    }

    // The line stays until the next try; «Reintentar» sends what the form holds, once.
    await page.unroute('**/contact/emails/reu');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/contact/emails/reu')) sent.push(request.method());
    });
    await failure.getByRole('button', { name: 'Reintentar' }).dblclick();
    await expect(form.getByRole('status')).toHaveText('Correo enviado correctamente');
    await expect(failure).toHaveCount(0);
    expect(sent).toEqual(['POST']);
    // The sender gets an acknowledgement.
    const outbox = (await (await page.request.get(`${apiURL}/_dev/outbox`)).json()) as {
      to: string;
      subject: string;
    }[];
    expect(outbox.find((mail) => mail.to === email)?.subject).toBe('Recibimos tu solicitud de reunión');
  });
});

test('axe finds nothing with the meeting form showing its errors', async ({ page }) => {
  const form = await openForm(page);
  await form.getByRole('button', { name: 'Solicitar reunión' }).click();
  await expect(form.getByRole('alert').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
