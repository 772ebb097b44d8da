// A vehicle's open-ended last capacity (9999 or 99999 kg in the reference data: "more than the
// capacity before it") reads the same in the company's postings list and in the worker's posting
// detail: 'Más de 1.500 kg' for a furgón, never '9.999 kg'.
import type { Locator, Page } from '@playwright/test';
import { apiToken, dateAhead, reset, signInCompany } from './business-support.ts';
import { expect, test } from './fixtures.ts';
import { signInWorker } from './user-dashboard-support.ts';

const OPEN_ENDED = [
  { title: 'Reparto en furgón de gran carga E2E', id_vehicle: 1, id_capacity: 5, text: 'Furgón · Más de 1.500 kg' },
  { title: 'Conductor de camión pesado E2E', id_vehicle: 5, id_capacity: 11, text: 'Camión · Más de 10.000 kg' },
  { title: 'Conductor de camión 3/4 de carga E2E', id_vehicle: 7, id_capacity: 16, text: 'Camion ¾ · Más de 2.000 kg' },
] as const;

/** The value next to the 'Vehículo' term of a list of facts. */
function vehicleFact(page: Page, facts: Locator): Locator {
  return facts.locator('dl > div', { has: page.locator('dt', { hasText: /^Vehículo$/ }) }).locator('dd');
}

test.describe("'more than' capacities", () => {
  const ids = new Map<string, number>();

  test.beforeAll(async ({ apiURL }) => {
    await reset(apiURL);
    const company = await apiToken(apiURL, 'empresa@demo.cl');
    for (const posting of OPEN_ENDED) {
      const response = await fetch(`${apiURL}/business/create-job-posting`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'auth-business': company },
        body: JSON.stringify({
          title: posting.title,
          description: 'Despacho de carga voluminosa a clientes de la Región Metropolitana.',
          requirements: 'Licencia profesional vigente y experiencia en carga.',
          id_vehicle: posting.id_vehicle,
          id_capacity: posting.id_capacity,
          ...{ id_zone: 2, id_region: 13000, id_commune: 2580, id_schedule: 1 },
          ...{ start_time: dateAhead(20), pawn: 2500 },
        }),
      });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: { id_publication: number; capacity_kg: number } };
      expect(String(data.capacity_kg)).toMatch(/^9+$/);
      ids.set(posting.title, data.id_publication);
    }
  });

  test.afterAll(async ({ apiURL }) => reset(apiURL));

  test("read the same on the company's postings and the worker's posting detail", async ({ page }) => {
    await signInCompany(page);
    for (const posting of OPEN_ENDED) {
      const card = page.getByRole('article', { name: posting.title });
      await expect(vehicleFact(page, card)).toHaveText(posting.text);
    }

    await signInWorker(page);
    for (const posting of OPEN_ENDED) {
      await page.goto(`/user/dashboard/job-postings#${String(ids.get(posting.title))}`);
      const detail = page.getByRole('complementary', { name: 'Detalle de la oferta' });
      await expect(detail.getByRole('heading', { level: 3, name: posting.title })).toBeVisible();
      await expect(vehicleFact(page, detail)).toHaveText(posting.text);
    }
  });
});
