// The three API clients: each calls its own base URL from astro:env, with
// credentials, and carries its side's session token (users and general data: auth-user;
// business: auth-business).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PUBLIC_BUSINESS_API_URL, PUBLIC_DATA_API_URL, PUBLIC_USERS_API_URL } from 'astro:env/client';
import { $authTokens } from './auth-tokens.ts';
import { businessApi, dataApi, usersApi } from './clients.ts';

interface Seen {
  url: string;
  credentials: RequestCredentials | undefined;
  headers: Headers;
}

function recordFetch(): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ url, credentials: init?.credentials, headers: new Headers(init?.headers) });
    return Promise.resolve(new Response('{}', { headers: { 'content-type': 'application/json' } }));
  });
  return seen;
}

afterEach(() => {
  vi.unstubAllGlobals();
  $authTokens.set({ user: null, business: null });
});

describe('the three API clients', () => {
  it('call their own base URL with credentials and their side’s token', async () => {
    const seen = recordFetch();
    $authTokens.set({ user: 'token-de-trabajador', business: 'token-de-empresa' });
    await usersApi.get('/api/users/get-extra-data-user');
    await businessApi.get('/business/job-postings');
    await dataApi.get('/general-data/get-all-datas-filters');

    const [users, business, data] = seen;
    expect(users?.url).toBe(new URL('/api/users/get-extra-data-user', PUBLIC_USERS_API_URL).href);
    expect(business?.url).toBe(new URL('/business/job-postings', PUBLIC_BUSINESS_API_URL).href);
    expect(data?.url).toBe(new URL('/general-data/get-all-datas-filters', PUBLIC_DATA_API_URL).href);
    expect(seen.map((call) => call.credentials)).toEqual(['include', 'include', 'include']);
    expect(users?.headers.get('auth-user')).toBe('token-de-trabajador');
    expect(users?.headers.get('auth-business')).toBeNull();
    expect(business?.headers.get('auth-business')).toBe('token-de-empresa');
    expect(business?.headers.get('auth-user')).toBeNull();
    expect(data?.headers.get('auth-user')).toBe('token-de-trabajador');
  });
});
