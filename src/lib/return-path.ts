// Coming back after signing in: a worker who opens a worker-area address without a session (a
// shared posting, say) goes to the company's sign-in page with that address in `volver`, and the
// sign-in returns there. The value comes from the address bar, so it is only ever followed when it
// is a path of this site inside the worker area: never another origin, scheme or protocol-relative
// '//host', never a backslash or control character a browser could read as something else.
import { paths } from '../config/paths.ts';

export const RETURN_PARAM = 'volver';

const WORKER_AREA = '/user/dashboard';
const MAX_LENGTH = 2000;
// Backslashes (browsers read '/\host' as '//host') and control characters (tabs and newlines are
// dropped by the URL parser, so '/\t/host' would become '//host').
const UNSAFE = /[\\\p{Cc}]/u;

/** The worker-area path (with query and hash) in `value`, or null when it is anything else. */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > MAX_LENGTH || UNSAFE.test(value)) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin) return null;
  // Checked after parsing, so '/user/dashboard/../../x' (which resolves to '/x') is refused.
  if (url.pathname !== WORKER_AREA && !url.pathname.startsWith(`${WORKER_AREA}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a signed-in worker goes next: the validated `volver` of the sign-in address, else home. */
export function workerLandingPath(search: string, origin: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), origin) ?? paths.userDashboard;
}

export interface Place {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly origin: string;
}

/**
 * The company sign-in page for a worker-area address without a session, carrying that address
 * back; null when the address does not name the company link (business and rgs), since a
 * worker can only sign in through it.
 */
export function workerSignInPath(place: Place): string | null {
  const params = new URLSearchParams(place.search);
  const business = params.get('business')?.trim();
  const rgs = params.get('rgs')?.trim();
  if (!business || !rgs) return null;
  const back = safeReturnPath(`${place.pathname}${place.search}${place.hash}`, place.origin);
  const login = paths.login(business, rgs);
  return back ? `${login}&${RETURN_PARAM}=${encodeURIComponent(back)}` : login;
}

/**
 * The company sign-in page for a worker whose session ended while they were at `place`, carrying
 * that address back: through `link` (the company link they signed in with) when known, else
 * through the company link the address names; null when neither is known.
 */
export function workerResumePath(link: { name_business: string; rgs: string } | null, place: Place): string | null {
  if (!link) return workerSignInPath(place);
  const back = safeReturnPath(`${place.pathname}${place.search}${place.hash}`, place.origin);
  const login = paths.login(link.name_business, link.rgs);
  return back ? `${login}&${RETURN_PARAM}=${encodeURIComponent(back)}` : login;
}

/** `href` (a sign-in or registration address, which has a query) carrying `back` in `volver`. */
export function withReturnPath(href: string, back: string | null): string {
  return back ? `${href}&${RETURN_PARAM}=${encodeURIComponent(back)}` : href;
}

/**
 * The company sign-in after a registration, carrying on the validated `volver` the registration
 * address came with (a shared posting's 'Regístrate'), so the new worker lands where they started.
 */
export function signInAfterRegistration(login: string, search: string, origin: string): string {
  return withReturnPath(login, safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM), origin));
}
