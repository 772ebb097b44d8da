// Island of /resetpassword[/{name_business}[/{token}]]?rgs=…[&token=…]: the
// company link is checked; without a token the recovery request shows; with one the token is
// verified first (loader), then the new-password form, or back to the request form when invalid.
import { useEffect, useState } from 'react';
import { paths } from '@/config/paths.ts';
import { showAlert } from '@/stores/alerts.ts';
import type { Brand } from '@/stores/brand.ts';
import { AuthChecking, AuthFrame } from '@/features/auth/shared/AuthFrame.tsx';
import { readLinkRoute } from '@/features/auth/shared/link-route.ts';
import { navigation } from '@/features/auth/shared/navigation.ts';
import { useBrand } from '@/features/auth/shared/use-brand.ts';
import { useLinkGate } from '@/features/auth/shared/use-link-gate.ts';
import { NewPasswordForm } from './NewPasswordForm.tsx';
import { RecoveryForm } from './RecoveryForm.tsx';
import { verifyResetToken } from './reset-api.ts';

export const INVALID_TOKEN_MESSAGE =
  'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.';

type Stage = 'verifying' | 'request' | 'new-password';

export default function ResetIsland({ brands }: { readonly brands: readonly Brand[] }) {
  const [route] = useState(() => readLinkRoute('/resetpassword', 1, window.location.pathname, window.location.search));
  const path = route.mode === 'company' ? null : route.path;
  const token = route.mode === 'tenant' ? route.token : null;
  const brand = useBrand(brands, { rgs: path?.rgs, slug: path?.name_business }, 'Recuperar contraseña');
  const gate = useLinkGate('reset', route);
  const [stage, setStage] = useState<Stage>(token ? 'verifying' : 'request');
  const link = gate.status === 'tenant' ? gate.link : null;

  useEffect(() => {
    if (!link || !token || stage !== 'verifying') return;
    let active = true;
    void verifyResetToken(token, link.rgs).then((valid) => {
      if (!active) return;
      if (!valid) {
        showAlert({ type: 'error', title: 'Enlace no válido', message: INVALID_TOKEN_MESSAGE, durationMs: 4000 });
        navigation.replaceAddress(paths.resetPassword(link.name_business, link.rgs));
      }
      setStage(valid ? 'new-password' : 'request');
    });
    return () => {
      active = false;
    };
  }, [link, token, stage]);

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
