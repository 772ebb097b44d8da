// A shared posting's public page, /ofertas/{id}, on the slow phone of slow-phone.ts (412 × 915,
// 4× CPU, 1.6 Mbps / 150 ms) and signed out:
// the posting as the home list shows it (title, company, place, vehicle, pay, start), the tab's
// title, 'Postular' through the company's sign-in back to the posting's detail, 'Regístrate'
// through its registration link; a removed posting says so and offers the company's others, and
// one whose start has passed says it no longer takes applications; a
// read that fails for the network says so and 'Reintentar' reads once more. Axe finds nothing,
// and each state leaves a picture at 320, 412 and 1366 px in E2E_OUT/shared-posting/.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { SharedPosting } from '../../src/lib/contract/public-posting.ts';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { PHONE, slowPhone } from './slow-phone.ts';
import { WORKER } from './user-dashboard-support.ts';

const SHOTS = join(process.env.E2E_OUT ?? 'reports', 'shared-posting');
const COMPANY = '?business=transportes-andes&rgs=andes-2025';
const API_PATH = /\/api\/public\/job-postings\/\d+/;

test.use(PHONE);

test.beforeEach(async ({ page }) => {
  test.setTimeout(60_000);
  await slowPhone(page);
});

test.beforeAll(async ({ request, apiURL }) => {
  await request.post(`${apiURL}/_dev/reset`);
});

/** A posting of Transportes Andes, as its public page reads it: open, or closed (its start passed). */
async function andesPosting(apiURL: string, open = true): Promise<NonNullable<SharedPosting['posting']>> {
  for (let id = 1; id < 80; id += 1) {
    const answer = await fetch(`${apiURL}/api/public/job-postings/${id}`);
    if (!answer.ok) continue;
    const { data } = (await answer.json()) as { data: SharedPosting };
    if (data.open === open && data.posting && data.company?.name_business === 'transportes-andes') return data.posting;
  }
  throw new Error(`no ${open ? 'open' : 'closed'} posting of transportes-andes`);
}

async function shoot(page: Page, name: string) {
  for (const width of [320, 412, 1366]) {
    await page.setViewportSize({ width, height: 915 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 412, height: 915 });
}

test('a signed-out person reads the shared posting and applies through the company sign-in', async ({
  page,
  apiURL,
}) => {
  const posting = await andesPosting(apiURL);
  await page.goto(`/ofertas/${posting.id_publication}${COMPANY}`);
  await expect(page.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();
  await expect(page).toHaveTitle(`${posting.title} | Enlista`);
  await expect(page.getByText('Transportes Andes', { exact: true })).toBeVisible();
  await expect(page.getByText('Oferta de trabajo en Transportes Andes')).toBeVisible();
  for (const label of ['Ubicación', 'Vehículo', 'Inicio', 'Pago referencial']) {
    await expect(page.getByRole('term').filter({ hasText: label })).toBeVisible();
  }
  await expect(page.getByRole('definition').filter({ hasText: /^\$/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await shoot(page, 'oferta');

  const back = `/user/dashboard/job-postings${COMPANY}#${posting.id_publication}`;
  await expect(page.getByRole('link', { name: 'Regístrate' })).toHaveAttribute(
    'href',
    `/register/transportes-andes?rgs=andes-2025&volver=${encodeURIComponent(back)}`,
  );
  await page.getByRole('link', { name: 'Postular' }).click();
  await page.waitForURL(/\/login\/transportes-andes\?rgs=andes-2025&volver=/);
  await page.getByLabel('Correo electrónico').fill(WORKER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(WORKER.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/user/dashboard/job-postings' && url.hash === `#${posting.id_publication}`,
  );
  const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
  await expect(detail.getByRole('heading', { level: 3, name: posting.title })).toBeInViewport();
});

test("'Regístrate' opens the company's registration, whose sign-in link comes back to the posting", async ({
  page,
  apiURL,
}) => {
  const posting = await andesPosting(apiURL);
  await page.goto(`/ofertas/${posting.id_publication}${COMPANY}`);
  await page.getByRole('link', { name: 'Regístrate' }).click();
  await page.waitForURL(/\/register\/transportes-andes\?rgs=andes-2025&volver=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Regístrate en Transportes Andes' })).toBeVisible();
});

test("a removed posting says so and offers the company's other postings", async ({ page }) => {
  await page.goto(`/ofertas/999999${COMPANY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Esta oferta ya no existe' })).toBeVisible();
  await expect(
    page.getByText('La oferta que te compartieron se eliminó de las publicaciones de Transportes Andes.'),
  ).toBeVisible();
  const others = page.getByRole('heading', { level: 2, name: 'Otras ofertas de Transportes Andes' });
  await expect(others).toBeVisible();
  const first = page.getByRole('link', { name: /^Ver oferta/ }).first();
  await expect(first).toHaveAttribute('href', /^\/ofertas\/\d+\?business=transportes-andes&rgs=andes-2025$/);
  await expectNoAxeViolations(page);
  await shoot(page, 'oferta-eliminada');
  await first.click();
  await expect(page.getByRole('link', { name: 'Postular' })).toBeVisible();
});

test('a posting whose start has passed says it no longer takes applications and offers the others', async ({
  page,
  apiURL,
}) => {
  const posting = await andesPosting(apiURL, false);
  await page.goto(`/ofertas/${posting.id_publication}${COMPANY}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Esta oferta ya no recibe postulaciones' })).toBeVisible();
  await expect(page.getByText(`La oferta «${posting.title}» de Transportes Andes cerró o ya comenzó.`)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Otras ofertas de Transportes Andes' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Postular' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await shoot(page, 'oferta-cerrada');
});

test.describe('when the network fails', () => {
  test.use({ allowConsoleErrors: ['net::ERR_FAILED', 'Failed to load resource'] });

  test("says so and 'Reintentar' reads the posting once more", async ({ page, apiURL }) => {
    const posting = await andesPosting(apiURL);
    let calls = 0;
    await page.route(API_PATH, async (route) => {
      calls += 1;
      if (calls === 1) await route.abort();
      else await route.continue();
    });
    await page.goto(`/ofertas/${posting.id_publication}${COMPANY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'No pudimos cargar la oferta' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText('Revisa tu conexión a internet e inténtalo de nuevo.');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Reintentar' }).dblclick();
    await expect(page.getByRole('heading', { level: 1, name: posting.title })).toBeVisible();
    expect(calls).toBe(2);
  });
});
