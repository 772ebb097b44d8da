// /user/dashboard/settings/seguridad — security settings. The specification shows no content
// here; the worker finds what they expect: their e-mail, whether it is verified (and, while it is
// not, a way to verify it with a code by e-mail), and a password change backed by
// /api/users/update-password. Loaded on demand by the dashboard router.
import { useStore } from '@nanostores/react';
import { $session } from '@/stores/session.ts';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { AccountSummary } from './AccountSummary.tsx';
import { EmailVerification } from './EmailVerification.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SettingsTabs } from './SettingsTabs.tsx';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import './settings.css';
import '@/features/user-dashboard/shared/forms.css';

export default function SecurityView() {
  const session = useStore($session);
  if (session.kind !== 'user') return null;
  const verified = session.user.security_user.email_verified;
  return (
    <DashboardPage>
      <SettingsTabs current="security" />
      <div className="st-narrow">
        <AccountSummary email={session.user.email} verified={verified}>
          {verified ? null : <EmailVerification />}
        </AccountSummary>
        <section className="dash-card st-section" aria-labelledby="clave-titulo">
          <div className="st-section-head">
            <h2 id="clave-titulo">Cambiar contraseña</h2>
            <ExtraIcon name="lock" size={22} />
          </div>
          <p className="st-muted">
            Usa una contraseña que no uses en otros sitios. Tu sesión actual seguirá abierta después del cambio.
          </p>
          <PasswordForm />
        </section>
      </div>
    </DashboardPage>
  );
}
