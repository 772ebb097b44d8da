// The branded frame of the registration pages: the partner brand's band with its logo, title and
// lead (the same for both flows, and painted before any code runs by RegistrationFallback.astro),
// the card that holds the flow, and the live region for alerts. Narrow layout below 774 px.
import type { ReactNode } from 'react';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import type { Brand } from '@/stores/brand.ts';
import { REGISTRATION_LEAD, REGISTRATION_TITLE } from './registration-texts.ts';

interface RegisterFrameProps {
  readonly brand: Brand;
  readonly children: ReactNode;
}

export function RegisterFrame({ brand, children }: RegisterFrameProps) {
  return (
    <div className="reg-frame">
      <AlertRegion />
      <div className="reg-band">
        <span className="reg-logo">
          <img src={brand.logo} alt={brand.name} height={32} />
        </span>
        <p className="reg-band-title">{REGISTRATION_TITLE}</p>
        <p className="reg-band-lead">{REGISTRATION_LEAD}</p>
      </div>
      <div className="reg-card">{children}</div>
    </div>
  );
}

/**
 * What the card shows while the link is checked or the form loads. Nothing else is on the page
 * then, so it carries the page's h1 for screen-reader users (the flow's own title replaces it).
 */
export function RegisterLoading({ label }: { readonly label: string }) {
  return (
    <>
      <h1 className="visually-hidden">{REGISTRATION_TITLE}</h1>
      <div className="reg-loading" role="status" aria-live="polite">
        <span className="reg-spinner" aria-hidden="true" />
        <span>{label}</span>
      </div>
    </>
  );
}
