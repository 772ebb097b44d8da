// Address suggestions from a Nominatim-compatible geocoder: the request (limited to Chile, on the
// configured base URL, without cookies) and how a place becomes the field's value.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SUGGESTION_LIMIT, searchAddresses, suggestionOf } from './geocoder-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('geocoder suggestions', () => {
  it('fills the field with street, number and commune', () => {
    expect(
      suggestionOf({
        place_id: 7,
        display_name: 'Avenida Providencia 2124, Providencia, Región Metropolitana de Santiago, 7510000, Chile',
        address: { road: 'Avenida Providencia', house_number: '2124', city: 'Providencia' },
      }),
    ).toEqual({
      id: '7',
      value: 'Avenida Providencia 2124, Providencia',
      detail: 'Avenida Providencia 2124, Providencia, Región Metropolitana de Santiago, 7510000, Chile',
    });
  });

  it('falls back to the place name, cut to the 100 characters the field takes', () => {
    const long = `${'Camino '.repeat(20)}, Chile`;
    expect(suggestionOf({ place_id: '8', display_name: long }).value).toHaveLength(100);
    expect(suggestionOf({ place_id: 9, display_name: 'Valdivia, Chile', address: { town: 'Valdivia' } }).value).toBe(
      'Valdivia, Chile',
    );
  });
});

describe('geocoder search', () => {
  it('asks {PUBLIC_GEOCODER_URL}/search for Chilean addresses only, without cookies', async () => {
    const place = {
      place_id: 7,
      display_name: 'Avenida Providencia 2124, Providencia, Chile',
      address: { road: 'Avenida Providencia', house_number: '2124', city: 'Providencia' },
    };
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json([place])));
    vi.stubGlobal('fetch', fetch);
    const found = await searchAddresses('av provi', undefined, 'http://localhost:8787/geocoder/');
    expect(found.map((suggestion) => suggestion.value)).toEqual(['Avenida Providencia 2124, Providencia']);
    const [request, init] = fetch.mock.calls[0] ?? [];
    const url = new URL(request instanceof Request ? request.url : String(request));
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:8787/geocoder/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: 'av provi',
      countrycodes: 'cl',
      format: 'json',
      addressdetails: '1',
      limit: String(SUGGESTION_LIMIT),
    });
    expect(init?.credentials).toBe('omit');
  });

  it('fails on an answer that is not a list of places, so the field keeps free typing', async () => {
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json({ error: 'x' })));
    await expect(searchAddresses('av provi', undefined, 'http://localhost:8787/geocoder')).rejects.toThrow();
  });
});
