// User-provided text with HTML in it (a company's posting, a worker's name) travels through the
// real API and is shown as text on the public home, the company area and the worker dashboard:
// no element is created from it and no script runs.
import { apiToken, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

const TITLE = '<img src=x onerror="window.__xss=1">Chofer';
const DESCRIPTION = '<script>window.__xss=2</script> Reparto de encomiendas en Ñuñoa, de lunes a viernes.';
const FIRSTNAME = '<b onmouseover="window.__xss=3">Camila</b>';

async function injected(page: import('@playwright/test').Page): Promise<unknown> {
  return page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);
}

test.describe('HTML typed by people is shown as text', () => {
  test.beforeAll(async ({ apiURL }) => {
    await reset(apiURL);
    const company = await apiToken(apiURL, 'empresa@demo.cl');
    const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const created = await fetch(`${apiURL}/business/create-job-posting`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-business': company },
      body: JSON.stringify({
        ...{ title: TITLE, description: DESCRIPTION, requirements: 'Licencia clase B <i>vigente</i>.' },
        ...{ id_vehicle: 1, id_capacity: 2, id_zone: 2, id_region: 13000, id_commune: 2580, id_schedule: 1 },
        ...{ start_time: start, pawn: 1300 },
      }),
    });
    expect(created.status).toBe(201);
    const worker = await apiToken(apiURL, 'trabajador@demo.cl', 'andes-2025');
    const updated = await fetch(`${apiURL}/api/users/update-data-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-user': worker },
      body: JSON.stringify({
        firstname: FIRSTNAME,
        lastname: 'Rojas',
        address: 'Ñuñoa 123',
        about_me: '<h1>Hola</h1>',
      }),
    });
    expect(updated.status).toBe(200);
  });

  test.afterAll(async ({ apiURL }) => reset(apiURL));

  test('on the public home list of postings', async ({ page }) => {
    await page.goto('/');
    await page.locator('#empleos').scrollIntoViewIfNeeded();
    const card = page.locator('#empleos .job-card').filter({ hasText: 'Chofer' });
    await expect(card.locator('h3')).toHaveText(TITLE);
    await expect(page.locator('#empleos img[src="x"]')).toHaveCount(0);
    expect(await injected(page)).toBeUndefined();
  });

  test("in the company's postings", async ({ page }) => {
    await signInCompany(page);
    await expect(page.getByText(TITLE, { exact: true }).first()).toBeVisible();
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    await expect(page.locator('script', { hasText: '__xss' })).toHaveCount(0);
    expect(await injected(page)).toBeUndefined();
  });

  test("on the worker's dashboard", async ({ page }) => {
    await signInWorker(page);
    await expect(page.getByText(`${FIRSTNAME} Rojas`).first()).toBeVisible();
    await expect(page.locator('main b')).toHaveCount(0);
    expect(await injected(page)).toBeUndefined();
  });
});
