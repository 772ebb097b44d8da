// Endpoint module: address search on a Nominatim-compatible geocoder (PUBLIC_GEOCODER_URL; the
// local API answers it from bundled Chilean addresses). Results are limited to Chile. This is a
// third-party service, so it is called without cookies or auth headers, unlike the three API
// clients of src/lib/http.
import { PUBLIC_GEOCODER_URL } from 'astro:env/client';
import { ofetch } from 'ofetch';
import * as v from 'valibot';

export const SUGGESTION_LIMIT = 5;
export const MIN_QUERY_LENGTH = 3;

const placeSchema = v.object({
  place_id: v.union([v.number(), v.string()]),
  display_name: v.string(),
  address: v.optional(
    v.object({
      road: v.optional(v.string()),
      house_number: v.optional(v.string()),
      city: v.optional(v.string()),
      town: v.optional(v.string()),
      village: v.optional(v.string()),
      suburb: v.optional(v.string()),
    }),
  ),
});

export interface AddressSuggestion {
  readonly id: string;
  /** What goes into the field: street, number and commune, at most 100 characters. */
  readonly value: string;
  /** The full place name, shown under the value. */
  readonly detail: string;
}

type Place = v.InferOutput<typeof placeSchema>;

export function suggestionOf(place: Place): AddressSuggestion {
  const address = place.address ?? {};
  const street = [address.road, address.house_number].filter(Boolean).join(' ');
  const locality = address.city ?? address.town ?? address.village ?? address.suburb;
  const short = street && locality ? `${street}, ${locality}` : place.display_name;
  return { id: String(place.place_id), value: short.slice(0, 100), detail: place.display_name };
}

export async function searchAddresses(
  query: string,
  signal?: AbortSignal,
  baseURL: string = PUBLIC_GEOCODER_URL,
): Promise<AddressSuggestion[]> {
  const answer = await ofetch<unknown>(`${baseURL.replace(/\/$/, '')}/search`, {
    query: { q: query, countrycodes: 'cl', format: 'json', addressdetails: 1, limit: SUGGESTION_LIMIT },
    credentials: 'omit',
    timeout: 10_000,
    retry: 0,
    ...(signal ? { signal } : {}),
  });
  return v.parse(v.array(placeSchema), answer).map(suggestionOf);
}
