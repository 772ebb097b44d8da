// The signing consents read as text at every width: the owner's on /firmar-poder and the worker's
// two boxes in 'Revisar y firmar contrato' sit like every checkbox of the kit (the box, then its
// label on the same line, wrapping as a sentence), and nothing the owner reaches is hidden under
// the sticky navbar. Checked by geometry at 320, 412 and 1366 px, with a picture of each in
// E2E_OUT/consent-layout/.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sessionItems } from '../support/session-seed.ts';
import { createPower } from '../support/signing-sample.ts';
import { expect, test } from './fixtures.ts';
import { fullPageShot } from '../support/full-page-shot.ts';

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'consent-layout');
const WIDTHS = [320, 412, 1366] as const;

test.beforeAll(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not drawn');
  return found;
}

/** The label starts to the right of its box, on the box's first line, and is wide enough to read. */
async function expectCheckRow(checkbox: Locator, label: Locator) {
  const input = await box(checkbox);
  const text = await box(label);
  expect(text.x, 'label to the right of its box').toBeGreaterThanOrEqual(input.x + input.width);
  expect(Math.abs(text.y - input.y), 'box on the label’s first line').toBeLessThan(input.height);
  expect(text.width, 'label wide enough to read').toBeGreaterThan(200);
  expect(input.width, 'a box, not a bar').toBeLessThan(32);
}

/**
 * Focusing the control leaves it in sight: never hidden under the sticky navbar (WCAG 2.4.11, Focus
 * Not Obscured). The page scrolls smoothly, so the position is read once the scroll has come to rest.
 */
async function expectClearOfNavbar(page: Page, control: Locator) {
  await control.focus();
  const navbar = await box(page.locator('header.navbar'));
  await expect
    .poll(
      async () => {
        const target = await box(control);
        return target.y + target.height;
      },
      { message: 'not hidden under the sticky navbar', timeout: 3000 },
    )
    .toBeGreaterThan(navbar.y + navbar.height + 8);
}

for (const width of WIDTHS) {
  test(`the owner's consent reads as a sentence and nothing hides under the navbar, at ${width} px`, async ({
    page,
    apiURL,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 915 : 800 });
    const { ownerToken } = await createPower(apiURL, { ownerPhone: `9765${String(width).padStart(5, '0')}` });
    await page.goto(`/firmar-poder?t=${ownerToken}`);
    const form = page.getByRole('region', { name: 'Firma del dueño' });
    const consent = form.getByLabel('Acepto firmar electrónicamente este poder y recibir una copia en mi correo.');
    await expect(consent).toBeVisible();
    await expectCheckRow(consent, form.locator('label[for="dueno-consent"]'));

    const pdf = page.getByRole('button', { name: 'Descargar el poder en PDF' });
    // From below the button (the page scrolled to the form), back up to it as Shift+Tab would.
    await consent.focus();
    await expectClearOfNavbar(page, pdf);
    await expectClearOfNavbar(page, consent);
    await expectClearOfNavbar(page, form.getByRole('button', { name: 'Firmar poder' }));
    await fullPageShot(page, join(SHOTS, `firmar-poder-${width}.png`));
  });

  test(`the worker's two signing boxes are drawn alike, with their labels beside them, at ${width} px`, async ({
    page,
    apiURL,
  }) => {
    await page.setViewportSize({ width, height: width < 1000 ? 915 : 800 });
    const items = await sessionItems(apiURL, 'user');
    await page.addInitScript((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, items);
    await page.goto('/user/dashboard/');
    await page
      .getByRole('button', { name: /^Revisar y firmar/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revisar y firmar contrato' });
    const read = dialog.getByLabel('Leí el contrato completo');
    const consent = dialog.getByLabel('Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.');
    await expect(consent).toBeVisible();
    await expectCheckRow(read, dialog.locator('label[for="firmar-contrato-read_all"]'));
    await expectCheckRow(consent, dialog.locator('label[for="firmar-contrato-consent"]'));
    const [first, second] = [await box(read), await box(consent)];
    expect(second.width).toBeCloseTo(first.width, 0);
    expect(second.height).toBeCloseTo(first.height, 0);
    expect(second.x).toBeCloseTo(first.x, 0);
    await page.screenshot({ path: join(SHOTS, `firmar-contrato-${width}.png`) });
  });
}
