// The tokens the HTTP layer sends as `auth-user` and `auth-business`. The session store owns
// them (it writes here on login, restore and logout); the HTTP layer only reads.
import { atom } from 'nanostores';
import type { AccountDeleted } from '../contract/privacy.ts';

export interface AuthTokens {
  user: string | null;
  business: string | null;
}

export const $authTokens = atom<AuthTokens>({ user: null, business: null });

/**
 * The session token the API last refused with 401 on a call that carried it: the HTTP layer only
 * records it; the session store decides that the session is over.
 */
export const $refusedToken = atom<string | null>(null);

/**
 * Whether the last refusal answered a write (POST, PUT, DELETE, an upload): the person was in the
 * middle of work, so the session store sends them to sign in again rather than home. Set before
 * $refusedToken, so its listeners read the matching value.
 */
export const $refusedWrite = atom(false);

/**
 * The confirmation a worker's refused session carried because the account was deleted since it
 * began (what went, what the company keeps by law): set with $refusedToken, null for any other
 * refusal. It lives only in this page's memory.
 */
export const $refusedDeletion = atom<AccountDeleted | null>(null);
