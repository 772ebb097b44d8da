// Island of /login and /login/{name_business}?rgs=…: the company link is checked
// first (invalid links go to '/'), the partner brand is applied, then the login card shows. The
// bare /login is the sign-in for company accounts.
import { useState } from 'react';
import type { Brand } from '@/stores/brand.ts';
import { AuthChecking, AuthFrame } from '@/features/auth/shared/AuthFrame.tsx';
import { readLinkRoute } from '@/features/auth/shared/link-route.ts';
import { useBrand } from '@/features/auth/shared/use-brand.ts';
import { useLinkGate } from '@/features/auth/shared/use-link-gate.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { WorkerLinkForm } from './WorkerLinkForm.tsx';

export default function LoginIsland({ brands }: { readonly brands: readonly Brand[] }) {
  const [route] = useState(() => readLinkRoute('/login', 0, window.location.pathname, window.location.search));
  const path = route.mode === 'company' ? null : route.path;
  const brand = useBrand(brands, { rgs: path?.rgs, slug: path?.name_business }, 'Iniciar sesión');
  const gate = useLinkGate('login', route);

  return (
    <AuthFrame brand={brand} audience={route.mode === 'company' ? 'company' : 'tenant'}>
      {gate.status === 'company' && (
        <>
          <LoginPanel link={null} brands={brands} />
          <WorkerLinkForm />
        </>
      )}
      {gate.status === 'tenant' && <LoginPanel link={gate.link} brands={brands} />}
      {gate.status === 'checking' && <AuthChecking heading="Iniciar sesión" label="Verificando el enlace…" />}
      {gate.status === 'invalid' && (
        <AuthChecking heading="Iniciar sesión" label="Este enlace no es válido. Te llevamos al inicio…" />
      )}
    </AuthFrame>
  );
}
