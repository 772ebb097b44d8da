// Runs the company-link guard for a sign-in page: the bare page
// passes at once; a company link passes once the server confirms it; anything else shows the
// invalid-link alert and lands on '/'.
import { useEffect, useState } from 'react';
import type { TenantLink, TenantLinkKind } from '@/lib/tenant-link.ts';
import { guardTenantLink, rejectTenantLink } from '@/stores/tenant-link.ts';
import type { LinkRoute } from './link-route.ts';

export type LinkGate =
  | { readonly status: 'checking' }
  | { readonly status: 'company' }
  | { readonly status: 'tenant'; readonly link: TenantLink }
  | { readonly status: 'invalid' };

export function useLinkGate(kind: TenantLinkKind, route: LinkRoute): LinkGate {
  const [gate, setGate] = useState<LinkGate>(() =>
    route.mode === 'company' ? { status: 'company' } : { status: 'checking' },
  );

  useEffect(() => {
    if (route.mode === 'company') return;
    if (route.mode === 'invalid') {
      rejectTenantLink(kind);
      setGate({ status: 'invalid' });
      return;
    }
    let active = true;
    void guardTenantLink(kind, route.path).then((link) => {
      if (active) setGate(link ? { status: 'tenant', link } : { status: 'invalid' });
    });
    return () => {
      active = false;
    };
  }, [kind, route]);

  return gate;
}
