// Which sign-in page a shell path asks for: the bare page (company accounts: `/login`,
// `/resetpassword`), a company link (`/login/{name_business}?rgs=…`, reset with an optional
// token in the path or the query), or something malformed.
import { readTenantPath, type TenantPath } from '@/lib/tenant-link.ts';

export type LinkRoute =
  | { readonly mode: 'company' }
  | { readonly mode: 'tenant'; readonly path: TenantPath; readonly token: string | null }
  | { readonly mode: 'invalid'; readonly path: TenantPath };

/** `extraSegments`: how many segments may follow the business name (1 for the reset token). */
export function readLinkRoute(prefix: string, extraSegments: number, pathname: string, search: string): LinkRoute {
  const path = readTenantPath(prefix, pathname, search);
  const queryToken = new URLSearchParams(search).get('token');
  if (path.name_business === null && path.rgs === null && path.rest.length === 0) return { mode: 'company' };
  if (path.name_business === null || path.rest.length > extraSegments) return { mode: 'invalid', path };
  const token = path.rest[0] ?? queryToken;
  return { mode: 'tenant', path, token: token?.trim() ? token : null };
}
