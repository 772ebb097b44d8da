// A signed-in session as the site itself stores it: the actor and the token
// encrypted apart with the fixed keys, plus the `{ kind, exp }` hint. Used to open a dashboard
// already signed in, by the fault-injection suites and by `npm run bench`.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { STORAGE_ITEMS } from '../../src/lib/session/storage.ts';

export type SeedKind = 'user' | 'business';

export const SEED_ACCOUNTS: Record<SeedKind, { readonly email: string; readonly rgs?: string }> = {
  user: { email: 'trabajador@demo.cl', rgs: 'andes-2025' },
  business: { email: 'empresa@demo.cl' },
};

// crypto-js is loaded as CommonJS: its ESM entry points name files without extensions.
const cryptoJs = createRequire(import.meta.url)('crypto-js') as {
  AES: { encrypt: (plain: string, key: string) => { toString: () => string } };
};

/** The fixed keys, read from their module's source (importing it would load crypto-js as ESM). */
const SESSION_KEYS = Object.fromEntries(
  [...readFileSync('src/lib/session/cipher.ts', 'utf8').matchAll(/^\s+(\w+): '([^']+)',$/gm)].map((match) => [
    match[1],
    match[2],
  ]),
) as Record<'userData' | 'userToken' | 'businessData' | 'businessToken', string>;

/** The partner brands' slugs (content/brands): the one flagged default, and every one. */
function brandSlugs(): { slugs: string[]; fallback: string } {
  const brands = readdirSync('content/brands')
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`content/brands/${file}`, 'utf8')) as { slug: string; default: boolean });
  return { slugs: brands.map((brand) => brand.slug), fallback: brands.find((brand) => brand.default)?.slug ?? '' };
}

/** The brand a dashboard applies for a company slug, as the sign-in remembers it. */
function dashboardBrand(slug: string): string {
  const { slugs, fallback } = brandSlugs();
  return slugs.includes(slug.trim().toLowerCase()) ? slug.trim().toLowerCase() : fallback;
}

/** Signs in through the API and returns the localStorage items of that session. */
export async function sessionItems(apiURL: string, kind: SeedKind): Promise<Record<string, string>> {
  const { email, rgs } = SEED_ACCOUNTS[kind];
  const response = await fetch(`${apiURL}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo12345', ...(rgs ? { rgs } : {}) }),
  });
  if (!response.ok) throw new Error(`Could not sign in ${email}: ${response.status}`);
  const answer = (await response.json()) as { data: Record<string, unknown> & { token_jwt: string } };
  const { token_jwt: token, ...data } = answer.data;
  const business = data['business'] as { name_business?: string; slug?: string } | undefined;
  const companySlug =
    kind === 'user' ? business?.slug || business?.name_business : (data['slug'] as string | undefined);
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp: number };
  const [dataItem, tokenItem] =
    kind === 'user' ? (['userData', 'userToken'] as const) : (['businessData', 'businessToken'] as const);
  return {
    [STORAGE_ITEMS[dataItem]]: cryptoJs.AES.encrypt(JSON.stringify(data), SESSION_KEYS[dataItem]).toString(),
    [STORAGE_ITEMS[tokenItem]]: cryptoJs.AES.encrypt(token, SESSION_KEYS[tokenItem]).toString(),
    [STORAGE_ITEMS.hint]: JSON.stringify({ kind, exp: claims.exp }),
    // The sign-in remembers the brand the dashboard will apply.
    [STORAGE_ITEMS.brand]: dashboardBrand(companySlug ?? ''),
    // A worker signs in through their company link, which the site keeps to sign them in again.
    ...(rgs && business?.name_business
      ? { [STORAGE_ITEMS.userLink]: JSON.stringify({ name_business: business.name_business, rgs }) }
      : {}),
  };
}
