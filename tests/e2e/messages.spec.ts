// 'Mensajes', the recruiter's inbox: the seeded conversations newest first with their unread
// counts, opened by keyboard; a free-text answer inside the 24-hour window (a failed send keeps
// what was typed), the approved template outside it with the reason; axe and screenshots at phone
// and laptop widths.
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.use({ allowConsoleErrors: ['status of 503'] });

for (const { width, height } of [
  { width: 412, height: 915 },
  { width: 1366, height: 768 },
]) {
  test(`the recruiter reads and answers the company's WhatsApp messages, at ${width} px`, async ({
    page,
    apiURL,
  }, testInfo) => {
    test.setTimeout(60_000);
    await reset(apiURL);
    await page.setViewportSize({ width, height });
    await signInCompany(page);
    await page.getByRole('link', { name: 'Mensajes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeVisible();

    const list = page.getByRole('navigation', { name: 'Conversaciones' });
    const items = list.getByRole('link');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Ignacio Fuentes');
    await expect(items.first()).toContainText('2 mensajes sin leer');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-lista-${width}.png`), fullPage: true });

    // By keyboard: focus the first conversation and open it.
    await items.first().focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/business\/dashboard\/messages\/\d+$/);
    const thread = page.getByRole('list', { name: 'Mensajes con Ignacio Fuentes' });
    await expect(thread.getByRole('listitem')).toHaveCount(2);
    // Opened, it is read: the list (beside it on a laptop, behind it on a phone) has no unread count.
    if (width < 1024) await page.getByRole('link', { name: 'Volver a conversaciones' }).click();
    await expect(items.first()).not.toContainText('sin leer');
    if (width < 1024) await items.first().click();

    // A failed send says why and keeps the text; the retry goes out and shows its state.
    const box = page.getByRole('textbox', { name: 'Tu respuesta' });
    await box.fill('Hola Ignacio, la revisamos hoy en la tarde.');
    await page.route('**/business/conversations/*/messages', (route) => route.fulfill({ status: 503, body: '' }), {
      times: 1,
    });
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /\S/ })).toHaveText('No pudimos conectar con el servidor.');
    await expect(box).toHaveValue('Hola Ignacio, la revisamos hoy en la tarde.');
    await page.getByRole('button', { name: 'Enviar', exact: true }).click();
    await expect(thread.getByRole('listitem')).toHaveCount(3);
    await expect(thread.getByRole('listitem').last()).toContainText('Hola Ignacio, la revisamos hoy en la tarde.');
    await expect(thread.getByRole('listitem').last()).toContainText('Pendiente');
    await expect(box).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-conversacion-${width}.png`), fullPage: true });

    // Outside the window only the template may go, and the box says why.
    if (width < 1024) await page.getByRole('link', { name: 'Volver a conversaciones' }).click();
    await list.getByRole('link').nth(1).click();
    await expect(page.getByText(/Pasaron más de 24 horas desde el último mensaje de/)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tu respuesta' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Enviar plantilla' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Plantilla · Pendiente' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`mensajes-plantilla-${width}.png`), fullPage: true });
  });
}
