// 'Documentos requeridos' from both sides: the company opens it from 'Por revisar', adds a
// catalogue type and a document of its own to the drivers' list and saves; the demo driver, who
// already holds the profile, then has two more documents to give. Axe on the view; screenshots at
// 375 and 1280 px.
import type { Page, TestInfo } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expectNoHorizontalScroll } from './wcag-checks.ts';
import { reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { openHome } from './user-dashboard-support.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

async function screenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function openRequirements(page: Page) {
  await signInCompany(page);
  await page
    .getByRole('navigation', { name: 'Panel de empresa' })
    .getByRole('link', { name: /^Por revisar/ })
    .click();
  await page.getByRole('link', { name: 'Documentos requeridos por perfil' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documentos requeridos' })).toBeVisible();
  await expect(page).toHaveURL(/\/business\/dashboard\/required-documents$/);
}

test("a company adds documents to the drivers' list and the demo driver is asked for them", async ({
  page,
}, testInfo) => {
  // Two sign-ins (the worker and the company) in one journey: more than half the default 30 s on a
  // loaded two-core runner.
  test.setTimeout(60_000);
  await openHome(page);
  const progress = page.getByRole('progressbar', { name: 'Documentos cargados' });
  const before = Number(await progress.getAttribute('aria-valuemax'));
  await openRequirements(page);
  await page.getByText('Conductor', { exact: true }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('group', { name: 'Del catálogo' }) })
    .first();
  await form.getByRole('checkbox', { name: 'Certificado de estudios' }).check();
  await form.getByLabel('Otro documento').fill('Curso de manejo defensivo');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(form.getByRole('button', { name: 'Quitar Curso de manejo defensivo' })).toBeVisible();
  await expectNoAxeViolations(page);
  await screenshot(page, testInfo, 'requirements-1280');
  await form.getByRole('button', { name: 'Guardar cambios de Conductor' }).click();
  await expect(form.getByRole('status')).toHaveText(
    /^Documentos requeridos guardados\. A quienes ya tienen este perfil: \d+ documentos nuevos pedidos\.$/,
  );

  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, testInfo, 'requirements-375');
  await expectNoHorizontalScroll(page, 375);

  // The demo driver has the new documents to give (at least the two added here).
  await page.setViewportSize({ width: 1280, height: 800 });
  await openHome(page);
  await expect
    .poll(async () => Number(await progress.getAttribute('aria-valuemax')))
    .toBeGreaterThanOrEqual(before + 2);
});

test('a name too short is refused with its message, also when saving, and is kept to be mended', async ({ page }) => {
  await openRequirements(page);
  await page.getByText('Conductor', { exact: true }).click();
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('group', { name: 'Del catálogo' }) })
    .first();
  await form.getByLabel('Otro documento').fill('Ex');
  await form.getByRole('button', { name: 'Agregar' }).click();
  await expect(form.getByRole('alert')).toHaveText('El nombre del documento debe tener entre 3 y 100 caracteres');
  await expect(form.getByLabel('Otro documento')).toHaveValue('Ex');
  await form.getByRole('button', { name: 'Guardar cambios de Conductor' }).click();
  await expect(form.getByRole('alert')).toHaveText('El nombre del documento debe tener entre 3 y 100 caracteres');
  await expect(form.getByRole('status')).toHaveCount(0);
  await expect(form.getByLabel('Otro documento')).toHaveValue('Ex');
});
