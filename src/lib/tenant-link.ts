// Company (tenant) links: login, reset and register pages
// work only through `/{page}/{name_business}?rgs=…`, and only when the server confirms the pair
// with POST /api/users/validate-business-register/{name_business}/{rgs} (truthy `data`).
import { INVALID_REGISTER_LINK_MESSAGE } from './contract/messages.ts';
import { usersApi } from './http/clients.ts';

export type TenantLinkKind = 'login' | 'reset' | 'register';

export interface TenantLink {
  readonly name_business: string;
  readonly rgs: string;
}

/** What a shell path carries: the business name (first segment), any further segments, rgs. */
export interface TenantPath {
  readonly name_business: string | null;
  readonly rest: readonly string[];
  readonly rgs: string | null;
}

// The specification shows only 'La URL de login ha cambiado...'; the rest mirrors the
// registration text it does give.
export const INVALID_LOGIN_LINK_MESSAGE =
  'La URL de login ha cambiado. Contacta con tu empresa para obtener el enlace correcto.';
export { INVALID_REGISTER_LINK_MESSAGE };
export const INVALID_LINK_TITLE = 'Enlace no válido';

export function invalidLinkMessage(kind: TenantLinkKind): string {
  return kind === 'register' ? INVALID_REGISTER_LINK_MESSAGE : INVALID_LOGIN_LINK_MESSAGE;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Splits `/login/transportes-andes?rgs=andes-2025` under `prefix` ('/login'). */
export function readTenantPath(prefix: string, pathname: string, search: string): TenantPath {
  const tail = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  const segments = tail.split('/').filter((segment) => segment !== '');
  const decoded = segments.map(decodeSegment);
  const rgs = new URLSearchParams(search).get('rgs');
  const [first = null, ...rest] = decoded;
  return {
    name_business: first === null || first.trim() === '' ? null : first,
    rest: rest.map((segment) => segment ?? ''),
    rgs: rgs === null || rgs.trim() === '' ? null : rgs,
  };
}

/** The link when both parts are present (the server still has to confirm it). */
export function completeLink(path: Pick<TenantPath, 'name_business' | 'rgs'>): TenantLink | null {
  return path.name_business && path.rgs ? { name_business: path.name_business, rgs: path.rgs } : null;
}

/** True when the server confirms the pair; any failure (network included) is not a confirmation. */
export async function validateBusinessRegister(link: TenantLink): Promise<boolean> {
  const path = `/api/users/validate-business-register/${encodeURIComponent(link.name_business)}/${encodeURIComponent(link.rgs)}`;
  try {
    const answer = await usersApi.post<unknown>(path);
    const data = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
    return Boolean(data);
  } catch {
    return false;
  }
}
