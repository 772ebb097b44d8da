// 'Enlace de registro': the company finds the links it shares from its own area (the registration
// link and the sign-in link), copies one, shares it by WhatsApp, sees its QR code, and the link
// opens its company's registration; axe on the view; phone and laptop screenshots.
import { expectNoAxeViolations } from './axe.ts';
import { signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';

for (const { width, height } of [
  { width: 412, height: 915 },
  { width: 1366, height: 768 },
]) {
  test(`the company shares its registration link, at ${width} px`, async ({ page, context, baseURL }, testInfo) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize({ width, height });
    await signInCompany(page);
    await page.getByRole('link', { name: 'Enlace de registro' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enlace de registro' })).toBeVisible();

    const registration = page.getByRole('article', { name: 'Enlace de registro' });
    const url = `${baseURL ?? ''}/register/transportes-andes?rgs=andes-2025`;
    await expect(registration.getByLabel('Dirección del enlace')).toHaveValue(url);
    await expect(
      page.getByRole('article', { name: 'Enlace de inicio de sesión' }).getByLabel('Dirección del enlace'),
    ).toHaveValue(`${baseURL ?? ''}/login/transportes-andes?rgs=andes-2025`);
    await registration.getByRole('button', { name: 'Copiar' }).click();
    await expect(registration.getByRole('status')).toHaveText('Enlace copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const whatsapp = registration.getByRole('link', { name: /^Compartir por WhatsApp/ });
    expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toBe(
      `https://wa.me/?text=Regístrate como trabajador de Transportes Andes en Enlista: ${url}`,
    );
    await expect(
      registration.getByRole('img', { name: /^Código QR: enlace de registro de Transportes Andes$/ }),
    ).toBeVisible();
    await expect(registration.getByRole('button', { name: 'Imprimir código QR' })).toBeEnabled();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`enlace-registro-${width}.png`), fullPage: true });

    await page.goto(new URL(url).pathname + new URL(url).search);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/register\/transportes-andes\?rgs=andes-2025/);
  });
}
