// Reads the `power` token of /crear-poder-simple in the browser: it must
// decode, carry a numeric `exp` and not be expired. The signature is the API's to verify.
import { jwtDecode } from 'jwt-decode';

/** When the token stops working (ms since the epoch), 0 when it cannot be read: the ID photos
 * kept on this device for the link expire with it. */
export function powerTokenExpiry(token: string): number {
  try {
    const { exp } = jwtDecode<{ exp?: unknown }>(token);
    return typeof exp === 'number' && Number.isFinite(exp) ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

/** The usable token from a query string, or null when the person must be sent to '/'. */
export function readPowerToken(search: string, now: Date = new Date()): string | null {
  const token = new URLSearchParams(search).get('power')?.trim();
  if (!token) return null;
  let exp: unknown;
  try {
    exp = jwtDecode<{ exp?: unknown }>(token).exp;
  } catch {
    return null;
  }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return null;
  return exp * 1000 > now.getTime() ? token : null;
}
