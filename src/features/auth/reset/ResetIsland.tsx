// Island of /resetpassword[/{name_business}[/{token}]]?rgs=…[&token=…]: the
// company link is checked; without a token the recovery request shows; with one the token is
// verified first (loader), then the new-password form, or back to the request form when invalid.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths.ts';
import type { Brand } from '@/stores/brand.ts';
import { AuthChecking, AuthFrame } from '@/features/auth/shared/AuthFrame.tsx';
import { readLinkRoute } from '@/features/auth/shared/link-route.ts';
import { useBrand } from '@/features/auth/shared/use-brand.ts';
import { useLinkGate } from '@/features/auth/shared/use-link-gate.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RecoveryForm } from './RecoveryForm.tsx';
import { $resetTokenCheck, forgetResetTokenCheck, loadResetTokenCheck, resetTokenState } from './reset-token.ts';

type Stage = 'verifying' | 'request' | 'new-password';

export default function ResetIsland({ brands }: { readonly brands: readonly Brand[] }) {
  const [route] = useState(() => readLinkRoute('/resetpassword', 1, window.location.pathname, window.location.search));
  const path = route.mode === 'company' ? null : route.path;
  const token = route.mode === 'tenant' ? route.token : null;
  const brand = useBrand(brands, { rgs: path?.rgs, slug: path?.name_business }, 'Recuperar contraseña');
  const gate = useLinkGate('reset', route);
  const link = gate.status === 'tenant' ? gate.link : null;
  const tokenCheck = useStore($resetTokenCheck);
  const checked = token && link ? resetTokenState(tokenCheck, token, link) : null;
  const stage: Stage = !token
    ? 'request'
    : checked?.status !== 'ready'
      ? 'verifying'
      : checked.data
        ? 'new-password'
        : 'request';

  useEffect(() => {
    if (!link || !token) return undefined;
    void loadResetTokenCheck(token, link);
    return forgetResetTokenCheck;
  }, [link, token]);

  const loginHref = link ? paths.login(link.name_business, link.rgs) : paths.companyLogin;
  const ready = gate.status === 'company' || gate.status === 'tenant';
  return (
    <AuthFrame brand={brand} audience={route.mode === 'company' ? 'company' : 'tenant'}>
      {gate.status === 'checking' && (
        <AuthChecking
          heading={token ? 'Crea una nueva contraseña' : 'Recuperar contraseña'}
          label="Verificando el enlace…"
        />
      )}
      {gate.status === 'invalid' && (
        <AuthChecking heading="Recuperar contraseña" label="Este enlace no es válido. Te llevamos al inicio…" />
      )}
      {ready && stage === 'verifying' && (
        <AuthChecking heading="Crea una nueva contraseña" label="Verificando tu enlace de recuperación…" />
      )}
      {ready && stage === 'request' && <RecoveryForm rgs={link?.rgs ?? null} loginHref={loginHref} />}
      {link && token && stage === 'new-password' && (
        <NewPasswordForm token={token} rgs={link.rgs} loginHref={loginHref} />
      )}
    </AuthFrame>
  );
}
