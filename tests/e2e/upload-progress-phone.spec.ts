// A worker's document going up on a slow line, on a phone (412 × 915): while it travels, the bar,
// its percentage and 'Cancelar' are on screen and clear of the dashboard's sticky navbar, whether
// the upload starts with the carousel mid-screen or scrolled up to the navbar's edge; 'Cancelar'
// stops it. On the slow phone of slow-phone.ts (4× CPU, 150 ms), its upload slowed to about
// 64 KB/s and the answer delayed by a route, and leaves pictures in E2E_OUT/upload-progress/.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { bigPdf } from '../support/photos.ts';
import { expect, test } from './fixtures.ts';
import { PHONE, slowPhone } from './slow-phone.ts';
import { openHome } from './user-dashboard-support.ts';

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'upload-progress');

test.use(PHONE);

test.beforeEach(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

async function slowUpload(page: Page) {
  // The slow phone, its upload slowed further so the bar is seen moving.
  await slowPhone(page, { uploadBytesPerSecond: 64 * 1024 });
  // The answer waits a little more once the file is up, as a loaded server's would.
  await page.route('**/upload-files-user', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
}

async function chooseFile(page: Page, trigger: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: trigger }).click();
  const notice = page.getByRole('dialog', { name: 'Antes de subir tu documento' });
  if (await notice.isVisible()) await notice.getByRole('button', { name: 'Elegir archivo' }).click();
  await (await chooser).setFiles(bigPdf('padron.pdf', 600 * 1024));
}

/** Fully in the viewport and below the sticky navbar. */
async function expectInSight(page: Page, target: Locator) {
  await expect(target).toBeInViewport({ ratio: 1 });
  const navbar = await page.locator('.dash-navbar').boundingBox();
  const box = await target.boundingBox();
  expect(box && navbar && box.y >= navbar.y + navbar.height - 1, 'below the sticky navbar').toBe(true);
}

for (const start of ['below the carousel', 'with the carousel at the top of the screen'] as const) {
  test(`the bar, its percentage and 'Cancelar' stay in sight while a document goes up slowly (${start})`, async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await openHome(page);
    await slowUpload(page);
    const next = page.getByRole('button', { name: 'Documentos siguientes' });
    await next.click();
    await next.click();
    if (start === 'with the carousel at the top of the screen') {
      // The worker has scrolled the carousel up to the navbar's edge before tapping upload.
      await page.getByRole('button', { name: 'Subir Padrón del vehículo' }).evaluate((button) => {
        window.scrollTo({ top: button.getBoundingClientRect().top + window.scrollY - 80, behavior: 'instant' });
      });
    }
    await chooseFile(page, 'Subir Padrón del vehículo');

    const bar = page.getByRole('progressbar', { name: 'Subiendo Padrón del vehículo' });
    const percentage = page.getByText(/^Subiendo… \d+ % · /);
    const cancel = page.getByRole('button', { name: 'Cancelar' });
    await expect(percentage).toBeVisible();
    await expectInSight(page, bar);
    await expectInSight(page, percentage);
    await expectInSight(page, cancel);
    await page.screenshot({ path: join(SHOTS, `subiendo-${start.replaceAll(' ', '-')}-412.png`) });

    await cancel.click();
    await expect(bar).toHaveCount(0);
  });
}
