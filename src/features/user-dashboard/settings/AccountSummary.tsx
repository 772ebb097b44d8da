// The security page's 'Tu cuenta' card: the worker's e-mail and whether it is verified, with what
// the page adds below (the e-mail verification while it is not verified).
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';

interface AccountSummaryProps {
  readonly email: string;
  readonly verified: boolean;
  readonly children?: ReactNode;
}

export function AccountSummary({ email, verified, children }: AccountSummaryProps) {
  return (
    <section className="dash-card st-section" aria-labelledby="cuenta-titulo">
      {/* Focusable from code: the verification form hands focus here when it goes away. */}
      <h2 id="cuenta-titulo" tabIndex={-1}>
        Tu cuenta
      </h2>
      <div className="st-account">
        <span className="st-entry-icon" aria-hidden="true">
          <ExtraIcon name="mail" size={22} />
        </span>
        <div>
          <p className="st-account-label">Correo electrónico</p>
          <p className="st-account-email">{email}</p>
        </div>
        <p className={`st-badge ${verified ? 'st-badge-ok' : 'st-badge-warn'}`}>
          <Icon name={verified ? 'check' : 'alert'} size={16} />
          {verified ? 'Correo verificado' : 'Correo sin verificar'}
        </p>
      </div>
      <p className="st-muted">
        Con este correo inicias sesión y recibes los avisos de tu empresa. Para cambiarlo, pídeselo a tu empresa.
      </p>
      {children}
    </section>
  );
}
