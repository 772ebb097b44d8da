// Runs the company-link guard for a sign-in page: the bare page passes at once; a company link
// passes once the server confirms it; anything else shows the invalid-link alert and lands on '/'.
// The check is a remote store ($linkCheck) the page loads when it opens.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { remoteStore } from '@/lib/remote-store.ts';
import type { TenantLink, TenantLinkKind } from '@/lib/tenant-link.ts';
import { guardTenantLink, rejectTenantLink } from '@/stores/tenant-link.ts';
import type { LinkRoute } from './link-route.ts';

export type LinkGate =
  | { readonly status: 'checking' }
  | { readonly status: 'company' }
  | { readonly status: 'tenant'; readonly link: TenantLink }
  | { readonly status: 'invalid' };

type CheckedRoute = Exclude<LinkRoute, { readonly mode: 'company' }>;

/** The confirmed link, or null for a link that is malformed or that the server does not know. */
function checkLink(kind: TenantLinkKind, route: CheckedRoute): Promise<TenantLink | null> {
  if (route.mode === 'tenant') return guardTenantLink(kind, route.path);
  rejectTenantLink(kind);
  return Promise.resolve(null);
}

// The guard never fails: a link it cannot confirm is an invalid one.
const linkCheck = remoteStore(checkLink, () => '');

export function useLinkGate(kind: TenantLinkKind, route: LinkRoute): LinkGate {
  const entry = useStore(linkCheck.$entry);

  useEffect(() => {
    if (route.mode !== 'company') void linkCheck.load(kind, route);
    return linkCheck.reset;
  }, [kind, route]);

  if (route.mode === 'company') return { status: 'company' };
  const checked = linkCheck.stateFor(entry, kind, route);
  if (checked.status === 'loading') return { status: 'checking' };
  return checked.status === 'ready' && checked.data ? { status: 'tenant', link: checked.data } : { status: 'invalid' };
}
