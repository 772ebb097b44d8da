// The rights over personal data by their names in Ley N° 21.719, on the slow phone of
// slow-phone.ts (412 × 915, 4× CPU, 1.6 Mbps / 150 ms): the
// /tus-derechos page lists and explains each right with the law's name beside the plain one, in
// the law's order, and the worker's Privacidad view names its sections and request buttons the same
// way. Pictures of both in E2E_OUT/rights-names/.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PHONE, slowPhone } from './slow-phone.ts';
import { signInWorker } from './user-dashboard-support.ts';

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'rights-names');

/** A picture of `part` at 320, 412 and 1366 px, back at the phone's width afterwards. */
async function shoot(page: Page, part: Locator, name: string) {
  for (const width of [320, 412, 1366]) {
    await page.setViewportSize({ width, height: 915 });
    await part.scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`) });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test.use(PHONE);

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await slowPhone(page);
});

test("/tus-derechos names each right by the law, in the law's order", async ({ page }) => {
  await page.goto('/tus-derechos');
  const index = page.getByRole('navigation', { name: 'Tus derechos' }).getByRole('link');
  await expect(index).toHaveText([
    'Saber qué datos tenemos de ti (derecho de acceso)',
    'Corregir datos que están mal (derecho de rectificación)',
    'Pedir que eliminen tus datos (derecho de supresión)',
    'Oponerte a que usen tus datos (derecho de oposición)',
    'Llevarte una copia de tus datos (derecho a la portabilidad)',
    'Pedir un bloqueo temporal (derecho de bloqueo)',
    'Retirar tu consentimiento (revocación del consentimiento)',
  ]);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Saber qué datos tenemos de ti (derecho de acceso)' }),
  ).toBeVisible();
  await shoot(page, page.getByRole('navigation', { name: 'Tus derechos' }), 'tus-derechos');
});

test('the Privacidad view names its rights by the law beside the plain words', async ({ page, request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
  await signInWorker(page);
  await page.goto('/user/dashboard/settings/privacidad');
  await expect(page.getByRole('heading', { name: 'Qué datos guardamos (derecho de acceso)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Descargar mis datos (derecho a la portabilidad)' })).toBeVisible();
  const requests = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Tus solicitudes' }) });
  await expect(requests.locator('.pv-actions').getByRole('button')).toHaveText([
    'Solicitar corrección (derecho de rectificación)',
    'Solicitar eliminación (derecho de supresión)',
    'Oponerme al tratamiento (derecho de oposición)',
  ]);
  // Each section top to bottom in the law's order, as /tus-derechos lists them.
  await expect(page.locator('.pv-page h2')).toHaveText([
    'Qué datos guardamos (derecho de acceso)',
    'Tus solicitudes',
    'Descargar mis datos (derecho a la portabilidad)',
    'Bloqueo temporal (derecho de bloqueo)',
    'Tus consentimientos',
  ]);
  await shoot(page, requests, 'privacidad');
  await shoot(
    page,
    page.locator('section').filter({ has: page.getByRole('heading', { name: /derecho de bloqueo/ }) }),
    'privacidad-bloqueo',
  );
});
