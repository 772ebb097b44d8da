// The branded frame of the sign-in pages: the partner brand's logo and colours beside (or above,
// on phones) the card that holds the page's form, and the live region for alerts.
import type { ReactNode } from 'react';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import type { Brand } from '@/stores/brand.ts';
import { AUTH_AUDIENCE, AUTH_PITCH } from './auth-texts.ts';
import './auth.css';

interface AuthFrameProps {
  readonly brand: Brand;
  /** Who the page is for: company accounts (the bare pages) or the people of a company link. */
  readonly audience: 'company' | 'tenant';
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
        <p className="auth-audience">
          {audience === 'company' ? AUTH_AUDIENCE.company : AUTH_AUDIENCE.tenant(brand.name)}
        </p>
        <p className="auth-pitch">{AUTH_PITCH[audience]}</p>
      </div>
      <div className="auth-card">{children}</div>
    </div>
  );
}

/**
 * What the card shows while a company link or a reset token is being checked, or when the page is
 * left. `heading` names the page (visually hidden): the state is all the page shows then, and it
 * must still have its top heading.
 */
export function AuthChecking({ label, heading }: { readonly label: string; readonly heading?: string }) {
  return (
    <div className="auth-checking" role="status" aria-live="polite">
      {heading && <h1 className="visually-hidden">{heading}</h1>}
      <span className="auth-spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}
