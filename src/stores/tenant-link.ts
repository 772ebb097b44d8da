// The guard of company links, shared by the login, reset and registration pages
// ($tenantLink). A link whose business name or rgs is missing, or that the server does not
// confirm, shows the invalid-link alert for 3 s and then lands on '/',
// replacing history.
import { atom } from 'nanostores';
import { paths } from '@/config/paths.ts';
import {
  INVALID_LINK_TITLE,
  completeLink,
  invalidLinkMessage,
  validateBusinessRegister,
  type TenantLink,
  type TenantLinkKind,
  type TenantPath,
} from '@/lib/tenant-link.ts';
import { showAlert } from './alerts.ts';

export type TenantLinkState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking' }
  | { readonly status: 'valid'; readonly link: TenantLink }
  | { readonly status: 'invalid' };

export const INVALID_LINK_ALERT_MS = 3000;

export const $tenantLink = atom<TenantLinkState>({ status: 'idle' });

export interface GuardOptions {
  /** Where to go when the link is invalid; default `location.replace`. */
  readonly leave?: (path: string) => void;
  readonly delayMs?: number;
}

function leaveByReplace(path: string): void {
  window.location.replace(path);
}

/** Shows the invalid-link alert and leaves for '/' once it has cleared. */
export function rejectTenantLink(kind: TenantLinkKind, options: GuardOptions = {}): void {
  const delayMs = options.delayMs ?? INVALID_LINK_ALERT_MS;
  $tenantLink.set({ status: 'invalid' });
  showAlert({ type: 'error', title: INVALID_LINK_TITLE, message: invalidLinkMessage(kind), durationMs: delayMs });
  setTimeout(() => (options.leave ?? leaveByReplace)(paths.home), delayMs);
}

/**
 * Confirms the company link of a login, reset or registration page. Resolves the link when the
 * server confirms it; otherwise rejects it (alert, then '/') and resolves null.
 */
export async function guardTenantLink(
  kind: TenantLinkKind,
  path: Pick<TenantPath, 'name_business' | 'rgs'>,
  options: GuardOptions = {},
): Promise<TenantLink | null> {
  const link = completeLink(path);
  $tenantLink.set({ status: 'checking' });
  if (link && (await validateBusinessRegister(link))) {
    $tenantLink.set({ status: 'valid', link });
    return link;
  }
  rejectTenantLink(kind, options);
  return null;
}
