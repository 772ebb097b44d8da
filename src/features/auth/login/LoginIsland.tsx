// Island of /login and /login/{name_business}?rgs=…: the company link is checked
// first (invalid links go to '/'), the partner brand is applied, then the login card shows. The
// bare /login is the sign-in for company accounts.
import { useEffect, useState } from 'react';
import { RETURN_PARAM, safeReturnPath } from '@/lib/return-path.ts';
import type { Brand } from '@/stores/brand.ts';
import { AuthChecking, AuthFrame } from '@/features/auth/shared/AuthFrame.tsx';
import { readLinkRoute } from '@/features/auth/shared/link-route.ts';
import { useBrand } from '@/features/auth/shared/use-brand.ts';
import { useLinkGate } from '@/features/auth/shared/use-link-gate.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import { LoginPanel } from './LoginPanel.tsx';
import { WorkerLinkForm } from './WorkerLinkForm.tsx';

/**
 * Where a worker already signed in on this device goes straight away: the worker-area address a
 * message's link carries in `volver` (a contract to sign, say), not a second sign-in. The session
 * hint says a worker session is alive; the dashboard checks the session itself.
 */
function signedInReturn(): string | null {
  if (document.documentElement.dataset['session'] !== 'user') return null;
  return safeReturnPath(new URLSearchParams(window.location.search).get(RETURN_PARAM), window.location.origin);
}

export default function LoginIsland({ brands }: { readonly brands: readonly Brand[] }) {
  const [route] = useState(() => readLinkRoute('/login', 0, window.location.pathname, window.location.search));
  const path = route.mode === 'company' ? null : route.path;
  const brand = useBrand(brands, { rgs: path?.rgs, slug: path?.name_business }, 'Iniciar sesión');
  const gate = useLinkGate('login', route);
  const [resume] = useState(signedInReturn);
  const resuming = gate.status === 'tenant' && resume !== null;
  useEffect(() => {
    if (resuming) navigation.replace(resume);
  }, [resuming, resume]);

  return (
    <AuthFrame brand={brand} audience={route.mode === 'company' ? 'company' : 'tenant'}>
      {gate.status === 'company' && (
        <>
          <LoginPanel link={null} brands={brands} />
          <WorkerLinkForm />
        </>
      )}
      {gate.status === 'tenant' && !resuming && <LoginPanel link={gate.link} brands={brands} />}
      {resuming && <AuthChecking heading="Iniciar sesión" label="Ya iniciaste sesión. Te llevamos a tu panel…" />}
      {gate.status === 'checking' && <AuthChecking heading="Iniciar sesión" label="Verificando el enlace…" />}
      {gate.status === 'invalid' && (
        <AuthChecking heading="Iniciar sesión" label="Este enlace no es válido. Te llevamos al inicio…" />
      )}
    </AuthFrame>
  );
}
