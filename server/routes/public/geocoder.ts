// /geocoder — a Nominatim-compatible search over the bundled Chilean addresses (geocoder-data.ts),
// so address suggestions need no network in development and tests:
//   GET /search?q=…&countrycodes=cl&format=json[&limit=n][&addressdetails=1]
//   → [{ place_id, osm_type, osm_id, lat, lon, class, type, display_name, importance,
//        address?: { house_number, road, city, state, postcode, country, country_code } }]
// Every word of q must start a word of the address (accents and case ignored). A countrycodes
// list without 'cl' finds nothing; format other than json/jsonv2 or a missing q answers 400.
import { Hono } from 'hono';
import * as v from 'valibot';
import { queryParams } from '../../lib/validate.ts';
import { BUNDLED_ADDRESSES, type BundledAddress } from './geocoder-data.ts';

export const GEOCODER_MESSAGES = {
  query: 'El parámetro q es requerido (máximo 200 caracteres).',
  format: 'Formato no soportado: usa format=json.',
} as const;

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 40;

const searchQuery = queryParams(
  v.object({
    q: v.pipe(
      v.string(GEOCODER_MESSAGES.query),
      v.trim(),
      v.nonEmpty(GEOCODER_MESSAGES.query),
      v.maxLength(200, GEOCODER_MESSAGES.query),
    ),
    format: v.optional(v.picklist(['json', 'jsonv2'], GEOCODER_MESSAGES.format), 'json'),
    countrycodes: v.optional(v.string(), ''),
    limit: v.optional(v.string(), String(DEFAULT_LIMIT)),
    addressdetails: v.optional(v.string(), '0'),
  }),
);

export function normalize(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function displayName(address: BundledAddress): string {
  return `${address.road} ${address.house_number}, ${address.city}, ${address.state}, ${address.postcode}, Chile`;
}

const INDEX = BUNDLED_ADDRESSES.map((address, index) => ({ address, index, words: normalize(displayName(address)) }));

/** Addresses where every query word starts some word, the ones whose road starts first. */
export function searchAddresses(query: string, limit: number): { address: BundledAddress; index: number }[] {
  const terms = normalize(query);
  if (terms.length === 0) return [];
  return INDEX.filter((entry) => terms.every((term) => entry.words.some((word) => word.startsWith(term))))
    .map((entry) => ({ ...entry, rank: entry.words.findIndex((word) => word.startsWith(terms[0] ?? '')) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit);
}

export function geocoderRoutes() {
  return new Hono().get('/search', searchQuery, (c) => {
    const query = c.req.valid('query');
    const countries = query.countrycodes
      .toLowerCase()
      .split(',')
      .map((code) => code.trim())
      .filter(Boolean);
    if (countries.length > 0 && !countries.includes('cl')) return c.json([]);
    const limit = Math.min(Math.max(Number.parseInt(query.limit, 10) || DEFAULT_LIMIT, 1), MAX_LIMIT);
    const details = query.addressdetails === '1';
    return c.json(
      searchAddresses(query.q, limit).map(({ address, index }) => ({
        place_id: 900000 + index,
        osm_type: 'node',
        osm_id: 5000000 + index,
        lat: address.lat.toFixed(7),
        lon: address.lon.toFixed(7),
        class: 'place',
        type: 'house',
        display_name: displayName(address),
        importance: 0.5,
        ...(details
          ? {
              address: {
                house_number: address.house_number,
                road: address.road,
                city: address.city,
                state: address.state,
                postcode: address.postcode,
                country: 'Chile',
                country_code: 'cl',
              },
            }
          : {}),
      })),
    );
  });
}
