// The branded frame of the sign-in pages: the partner brand's logo and colours beside (or above,
// on phones) the card that holds the page's form, and the live region for alerts.
import type { ReactNode } from 'react';
import AlertRegion from '../../../components/feedback/AlertRegion.tsx';
import type { Brand } from '../../../stores/brand.ts';
import './auth.css';

interface AuthFrameProps {
  readonly brand: Brand;
  /** Short line under the brand name, e.g. 'Acceso para empresas'. */
  readonly audience: string;
  readonly children: ReactNode;
}

export function AuthFrame({ brand, audience, children }: AuthFrameProps) {
  return (
    <div className="auth-frame">
      <AlertRegion />
      <div className="auth-aside">
        <span className="auth-logo">
          <img src={brand.logo} alt={brand.name} height={32} />
        </span>
        <p className="auth-audience">{audience}</p>
        <p className="auth-pitch">Tus documentos, contratos y oportunidades de trabajo, en un solo lugar.</p>
      </div>
      <div className="auth-card">{children}</div>
    </div>
  );
}

/** What the card shows while a company link or a reset token is being checked. */
export function AuthChecking({ label }: { readonly label: string }) {
  return (
    <div className="auth-checking" role="status" aria-live="polite">
      <span className="auth-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
