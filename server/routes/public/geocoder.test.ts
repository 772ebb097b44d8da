import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false });
});
afterAll(() => context.cleanup());

interface Place {
  display_name: string;
  lat: string;
  lon: string;
  address?: { road: string; house_number: string; city: string; country_code: string };
}

async function search(query: string): Promise<{ status: number; body: Place[] }> {
  const response = await context.app.request(`/geocoder/search?${query}`);
  return { status: response.status, body: (await response.json()) as Place[] };
}

describe('GET /geocoder/search (Nominatim-compatible)', () => {
  it('suggests Chilean addresses whose words start with what was typed, ignoring accents', async () => {
    const { body } = await search('q=av%20provi&countrycodes=cl&format=json');
    expect(body.map((place) => place.display_name)).toEqual([
      'Avenida Providencia 2124, Providencia, Región Metropolitana de Santiago, 7510000, Chile',
      'Avenida Providencia 1208, Providencia, Región Metropolitana de Santiago, 7500000, Chile',
      'Avenida Pedro de Valdivia 555, Providencia, Región Metropolitana de Santiago, 7500000, Chile',
    ]);
    expect((await search('q=nunoa&countrycodes=cl&format=json')).body).toHaveLength(3);
  });

  it('answers Nominatim fields, with the address parts when asked', async () => {
    const { body } = await search('q=vicuna%20mackenna%204860&countrycodes=cl&format=json&addressdetails=1&limit=1');
    expect(body).toHaveLength(1);
    expect(body[0]).toMatchObject({
      lat: '-33.4983000',
      lon: '-70.6160000',
      address: { road: 'Avenida Vicuña Mackenna', house_number: '4860', city: 'Macul', country_code: 'cl' },
    });
  });

  it('finds nothing outside Chile or for unknown streets', async () => {
    expect((await search('q=providencia&countrycodes=ar&format=json')).body).toEqual([]);
    expect((await search('q=calle%20inventada&countrycodes=cl&format=json')).body).toEqual([]);
  });

  it('honours the limit', async () => {
    expect((await search('q=avenida&format=json&limit=2')).body).toHaveLength(2);
  });

  it('answers 400 without a query or with another format', async () => {
    expect((await search('format=json')).status).toBe(400);
    expect((await search('q=x&format=xml')).status).toBe(400);
  });
});
