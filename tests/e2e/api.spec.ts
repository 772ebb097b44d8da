// The live local API that the site talks to: development endpoints, general data, tenant links,
// CORS for the site origin and Spanish 400s on bad input.
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from '../../server/seed/demo.ts';
import { expect, test } from './fixtures.ts';

test.describe('local API', () => {
  test('exposes the development endpoints', async ({ request, apiURL }) => {
    const outbox = await request.get(`${apiURL}/_dev/outbox`);
    expect(outbox.status()).toBe(200);
    expect(Array.isArray(await outbox.json())).toBe(true);

    const reset = await request.post(`${apiURL}/_dev/reset`);
    expect(reset.ok()).toBe(true);

    const power = await request.post(`${apiURL}/_dev/power-token`, { data: { expiresInSeconds: 600 } });
    const { token, url } = (await power.json()) as { token: string; url: string };
    expect(token.split('.')).toHaveLength(3);
    expect(url).toContain('/crear-poder-simple?power=');
  });

  test('answers the general-data routes', async ({ request, apiURL }) => {
    const filters = (await (await request.get(`${apiURL}/general-data/get-all-datas-filters`)).json()) as {
      data: { zones: unknown[]; regions: unknown[]; communes: unknown[]; vehicles: { id_vehicle: number }[] };
    };
    expect(filters.data.zones).toHaveLength(3);
    expect(filters.data.regions).toHaveLength(16);
    expect(filters.data.communes.length).toBeGreaterThan(340);
    expect(filters.data.vehicles.map((vehicle) => vehicle.id_vehicle)).not.toContain(4);

    const regions = (await (await request.get(`${apiURL}/general-data/get-filtered-regions/1`)).json()) as {
      data: unknown[];
    };
    expect(regions.data).toHaveLength(5);
    const communes = (await (await request.get(`${apiURL}/general-data/get-filtered-communes/13000`)).json()) as {
      data: { name_commune: string }[];
    };
    expect(communes.data.map((commune) => commune.name_commune)).toEqual(
      expect.arrayContaining(['Santiago', 'Las Condes']),
    );
    const home = (await (await request.get(`${apiURL}/general-data/get-jobpostings-home`)).json()) as {
      data: unknown[];
    };
    expect(home.data.length).toBeGreaterThan(0);
  });

  test('refuses bad input with a 400 and a Spanish message', async ({ request, apiURL }) => {
    const response = await request.get(`${apiURL}/general-data/get-filtered-communes/abc`);
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({ message: ['Parámetro inválido'] });
  });

  test('holds every demo account, each signing in with the demo password', async ({ request, apiURL }) => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const rgs = account.role === 'User' ? { rgs: DEMO_TENANTS[account.tenant].rgs } : {};
      const response = await request.post(`${apiURL}/auth/login`, {
        data: { email: account.email, password: DEMO_PASSWORD, ...rgs },
      });
      expect(response.status(), account.email).toBe(200);
      const { data } = (await response.json()) as { data: { email?: string; email_verification?: boolean } };
      expect(data.email_verification === true || data.email === account.email, account.email).toBe(true);
    }
  });

  test('confirms only the demo tenant links', async ({ request, apiURL }) => {
    const check = async (business: string, rgs: string) =>
      (
        (await (await request.post(`${apiURL}/api/users/validate-business-register/${business}/${rgs}`)).json()) as {
          data: boolean;
        }
      ).data;
    expect(await check('transportes-andes', 'andes-2025')).toBe(true);
    expect(await check('logistica-sur', 'sur-2025')).toBe(true);
    expect(await check('transportes-andes', 'sur-2025')).toBe(false);
    expect(await check('otra-empresa', 'andes-2025')).toBe(false);
  });

  test('allows the site origin with credentials, and no other origin', async ({ request, apiURL, baseURL }) => {
    const preflight = (origin: string) =>
      request.fetch(`${apiURL}/auth/login`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,auth-user',
        },
      });
    const allowed = await preflight(baseURL as string);
    expect(allowed.headers()['access-control-allow-origin']).toBe(baseURL);
    expect(allowed.headers()['access-control-allow-credentials']).toBe('true');
    const other = await preflight('https://malicioso.example');
    expect(other.headers()['access-control-allow-origin']).toBeUndefined();
  });
});
