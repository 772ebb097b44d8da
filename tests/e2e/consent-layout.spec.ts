// The signing consents read as text at every width: the owner's on /firmar-poder and the worker's
// two boxes in 'Revisar y firmar contrato' sit like every checkbox of the kit (the box, then its
// label on the same line, wrapping as a sentence), the worker's 'read' message goes once its box
// is ticked, and nothing the owner reaches by Shift+Tab or Tab is hidden, even in part, under the
// sticky navbar. Checked by geometry at 320, 412 and 1366 px (at 412 px on the slow phone of
// slow-phone.ts: touch, 4× CPU, 1.6 Mbps / 150 ms), with a picture of each in
// E2E_OUT/consent-layout/.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { sessionItems } from '../support/session-seed.ts';
import { createPower } from '../support/signing-sample.ts';
import { expect, test } from './fixtures.ts';
import { fullPageShot } from '../support/full-page-shot.ts';
import { PHONE, slowPhone } from './slow-phone.ts';

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

/** Where `control` is drawn once the page's smooth scroll has come to rest (two reads alike). */
async function restingBox(page: Page, control: Locator) {
  let last = '';
  for (let tries = 0; tries < 30; tries += 1) {
    const found = await box(control);
    const now = JSON.stringify([found, await page.evaluate(() => window.scrollY)]);
    if (now === last) return found;
    last = now;
    await page.waitForTimeout(100);
  }
  throw new Error('the page kept scrolling');
}

/**
 * The focused control is drawn whole: below the sticky navbar and above the viewport's bottom edge,
 * no part of it covered (WCAG 2.4.11 asks only that it is not hidden entirely; a button whose top
 * half is under the navbar passes that and still cannot be read).
 */
async function expectWhollyInSight(page: Page, control: Locator) {
  await expect(control).toBeFocused();
  const drawn = await restingBox(page, control);
  // The focus ring is part of what must be seen: the box grown by the outline around it.
  const ring = await control.evaluate((element) => {
    const style = getComputedStyle(element);
    return style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
  });
  const target = { y: drawn.y - ring, height: drawn.height + 2 * ring };
  const navbar = await box(page.locator('header.navbar'));
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  expect(target.y, 'its top below the sticky navbar').toBeGreaterThanOrEqual(navbar.y + navbar.height);
  expect(target.y + target.height, 'its bottom inside the viewport').toBeLessThanOrEqual(viewport.height);
}

/** Shift+Tab from wherever focus is until `control` has it, as a keyboard user goes back up. */
async function shiftTabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Shift+Tab');
  }
  await expect(control).toBeFocused();
}

/** Tab from wherever focus is until `control` has it. */
async function tabTo(page: Page, control: Locator) {
  for (let presses = 0; presses < 12; presses += 1) {
    if (await control.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(control).toBeFocused();
}

for (const width of WIDTHS)
  test.describe(`at ${width} px`, () => {
    const phone = width === PHONE.viewport.width;
    if (phone) test.use(PHONE);
    test.beforeEach(async ({ page }) => {
      test.setTimeout(60_000);
      if (phone) await slowPhone(page);
    });

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
      // From below the button (the page scrolled down to the sign button), back up to it with
      // Shift+Tab, then down again with Tab: each control focused on the way is drawn whole.
      const sign = form.getByRole('button', { name: 'Firmar poder' });
      await sign.focus();
      await restingBox(page, sign);
      await shiftTabTo(page, consent);
      await expectWhollyInSight(page, consent);
      await shiftTabTo(page, pdf);
      await expectWhollyInSight(page, pdf);
      await page.screenshot({ path: join(SHOTS, `firmar-poder-pdf-focused-${width}.png`) });
      await tabTo(page, consent);
      await expectWhollyInSight(page, consent);
      await tabTo(page, sign);
      await expectWhollyInSight(page, sign);
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
      const consent = dialog.getByLabel(
        'Acepto firmar electrónicamente este contrato y recibir una copia en mi correo.',
      );
      await expect(consent).toBeVisible();
      await expectCheckRow(read, dialog.locator('label[for="firmar-contrato-read_all"]'));
      await expectCheckRow(consent, dialog.locator('label[for="firmar-contrato-consent"]'));
      const [first, second] = [await box(read), await box(consent)];
      expect(second.width).toBeCloseTo(first.width, 0);
      expect(second.height).toBeCloseTo(first.height, 0);
      expect(second.x).toBeCloseTo(first.x, 0);
      // One rule decides "read", and the message never contradicts the box: asked to sign unread it
      // says so; ticked, it says nothing of the kind.
      const unread = dialog.getByText('Debes revisar el contrato completo antes de firmarlo.');
      await dialog.getByRole('button', { name: 'Firmar contrato' }).click();
      await expect(unread).toBeVisible();
      await read.check();
      await expect(unread).toHaveCount(0);
      await expectCheckRow(read, dialog.locator('label[for="firmar-contrato-read_all"]'));
      await page.screenshot({ path: join(SHOTS, `firmar-contrato-${width}.png`) });
    });
  });
