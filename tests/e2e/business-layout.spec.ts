// The company area at laptop widths (1280, 1366, 1440 px): every table's buttons and links lie
// whole inside their card and the window, no card scrolls sideways, and no word in a cell is
// broken across lines (each word's text range draws on one line); the worker's file the same.
// Then the decision beside the document: approve with its dates inside the viewer and the next
// document opens there. Screenshots of each width, and of the viewer at 1366 and 412 px.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { reset, signInCompany, dateAhead } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

interface LayoutFault {
  readonly what: string;
  readonly text: string;
}

/** What sticks out of its card or the window, what scrolls sideways, and words split across lines. */
function layoutFaults(page: Page): Promise<LayoutFault[]> {
  return page.evaluate(() => {
    const faults: { what: string; text: string }[] = [];
    const viewport = document.documentElement.clientWidth;
    for (const card of document.querySelectorAll<HTMLElement>('.bd-table-card, .bd-file-grid > .bd-card')) {
      if (card.scrollWidth > card.clientWidth + 1) faults.push({ what: 'card scrolls sideways', text: card.className });
      const box = card.getBoundingClientRect();
      for (const control of card.querySelectorAll<HTMLElement>('button, a')) {
        const rect = control.getBoundingClientRect();
        if (rect.width === 0) continue;
        const inside = rect.left >= box.left - 1 && rect.right <= box.right + 1 && rect.right <= viewport + 1;
        if (!inside) faults.push({ what: 'control outside its card', text: control.textContent });
      }
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const parent = node.parentElement;
        if (!parent || parent.closest('.visually-hidden, caption, thead')) continue;
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) faults.push({ what: 'word broken across lines', text: match[0] });
        }
      }
    }
    return faults;
  });
}

const WIDTHS = [1280, 1366, 1440] as const;
const TABLES = [
  { path: '/business/dashboard/profiles', heading: 'Perfiles registrados', ready: /perfil/ },
  { path: '/business/dashboard/review', heading: 'Por revisar', ready: /documentos? por revisar/ },
] as const;

test('the company tables and the worker file fit at 1280, 1366 and 1440 px', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signInCompany(page);
  for (const table of TABLES) {
    await page.goto(table.path);
    await expect(page.getByRole('heading', { level: 1, name: table.heading })).toBeVisible();
    await expect(page.locator('.bd-table tbody tr').first()).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      expect(await layoutFaults(page), `${table.path} at ${width} px`).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath(`${table.heading}-${width}.png`), fullPage: true });
    }
  }
  await page.locator('.bd-table tbody th a').first().click();
  await expect(page.getByRole('heading', { level: 1, name: /^Ficha de / })).toBeVisible();
  await expect(page.locator('.bd-file-grid > .bd-card').first()).toBeVisible();
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    expect(await layoutFaults(page), `worker file at ${width} px`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`ficha-${width}.png`), fullPage: true });
  }
});

test('approving inside the viewer takes the dates beside the document and opens the next one', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 768 });
  await signInCompany(page);
  await page.goto('/business/dashboard/review');
  await expect(page.getByRole('heading', { level: 1, name: 'Por revisar' })).toBeVisible();
  const expiring = page.getByRole('row').filter({ hasText: /Licencia de conducir|Cédula de identidad/ });
  await expiring.first().getByRole('button', { name: /^Ver/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Visor de documentos' });
  const panel = viewer.getByRole('region').filter({ has: page.getByRole('heading', { level: 2 }) });
  const first = (await panel.getByRole('heading', { level: 2 }).textContent()) ?? '';
  await expect(viewer.getByLabel('Fecha de emisión')).toBeVisible();
  await expect(viewer.getByText(/Página 1 de \d/)).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('a');
  await expect(viewer.getByLabel('Fecha de emisión')).toBeFocused();
  await viewer.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(viewer.getByText('Ingresa la fecha de emisión')).toBeVisible();
  await viewer.getByLabel('Fecha de emisión').fill(dateAhead(-400));
  await viewer.getByLabel('Fecha de vencimiento').fill(dateAhead(900));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath('visor-1366.png') });
  await viewer.getByRole('button', { name: /^Aprobar/ }).click();
  await expect(viewer.getByRole('status').filter({ hasText: /^Documento aprobado: .*Ahora: / })).toBeAttached();
  await expect(panel.getByRole('heading', { level: 2 })).toBeFocused();
  await expect(viewer.getByLabel('Fecha de emisión')).toHaveValue('');
  expect(first).not.toBe('');
  await page.setViewportSize({ width: 412, height: 915 });
  await page.screenshot({ path: testInfo.outputPath('visor-412.png') });
});
