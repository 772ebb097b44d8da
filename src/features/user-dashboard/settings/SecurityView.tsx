// /user/dashboard/settings/seguridad — security settings. The specification shows no content
// here; the worker finds what they expect: their e-mail, whether it is verified, and a password
// change backed by /api/users/update-password. Loaded on demand by the dashboard router.
import { useStore } from '@nanostores/react';
import { $session } from '../../../stores/session.ts';
import { DashboardPage } from '../chrome/DashboardPage.tsx';
import { Icon } from '../chrome/icons.tsx';
import { PasswordForm } from './PasswordForm.tsx';
import { SettingsTabs } from './SettingsTabs.tsx';
import { ExtraIcon } from './ui/icons.tsx';
import './settings.css';
import './ui/shared.css';

export default function SecurityView() {
  const session = useStore($session);
  if (session.kind !== 'user') return null;
  const verified = session.user.security_user.email_verified;
  return (
    <DashboardPage>
      <SettingsTabs current="security" />
      <div className="st-narrow">
        <section className="dash-card st-section" aria-labelledby="cuenta-titulo">
          <h2 id="cuenta-titulo">Tu cuenta</h2>
          <div className="st-account">
            <span className="st-entry-icon" aria-hidden="true">
              <ExtraIcon name="mail" size={22} />
            </span>
            <div>
              <p className="st-account-label">Correo electrónico</p>
              <p className="st-account-email">{session.user.email}</p>
            </div>
            <p className={`st-badge ${verified ? 'st-badge-ok' : 'st-badge-warn'}`}>
              <Icon name={verified ? 'check' : 'alert'} size={16} />
              {verified ? 'Correo verificado' : 'Correo sin verificar'}
            </p>
          </div>
          <p className="st-muted">
            Con este correo inicias sesión y recibes los avisos de tu empresa. Para cambiarlo, pídeselo a tu empresa.
          </p>
        </section>
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
