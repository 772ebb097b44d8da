// The company area's frame: the brand's logo, the section navigation, the company's name and logo,
// and 'Cerrar sesión' (POST /auth/logout/business, then /login). A sidebar from 1024 px; a top
// bar with the navigation as tabs below that.
import type { ReactNode } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import LogoutButton from '@/components/session/LogoutButton.tsx';
import { initials } from '@/lib/format/index.ts';
import { businessAssetUrl } from '@/lib/http/index.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import type { Brand } from '@/stores/brand.ts';
import { businessRouter, sectionPaths, type BusinessRoute } from '@/features/business-dashboard/routing/router.ts';
import { NavIcon } from './NavIcon.tsx';
import { ReviewCount } from './ReviewCount.tsx';
import '@/features/business-dashboard/shared/avatar.css';
import './layout.css';

interface DashboardLayoutProps {
  readonly brand: Brand;
  readonly business: LoggedBusiness;
  readonly route: BusinessRoute | null;
  /** The previous view is still shown while the next one renders. */
  readonly busy?: boolean;
  readonly children: ReactNode;
}

/** The section navigation: each entry's link and the routes it is the current section of. */
export const NAV = [
  { label: 'Publicaciones', href: sectionPaths.postings, icon: 'postings', routes: ['home', 'postings', 'applicants'] },
  { label: 'Por revisar', href: sectionPaths.review, icon: 'review', routes: ['review', 'requirements'] },
  { label: 'Perfiles registrados', href: sectionPaths.profiles, icon: 'profiles', routes: ['profiles', 'worker'] },
  { label: 'Mensajes', href: sectionPaths.messages, icon: 'messages', routes: ['messages', 'conversation'] },
  { label: 'Enlace de registro', href: sectionPaths.links, icon: 'links', routes: ['links'] },
  { label: 'Resumen', href: sectionPaths.summary, icon: 'summary', routes: ['summary'] },
  { label: 'Privacidad', href: sectionPaths.privacy, icon: 'privacy', routes: ['privacy'] },
] as const;

export function DashboardLayout({ brand, business, route, busy = false, children }: DashboardLayoutProps) {
  const logo = businessAssetUrl(business.logo);
  const name = business.name || business.email;
  return (
    <div className="bd-shell">
      <div className="bd-sidebar">
        <div className="bd-brand">
          <img src={brand.logo} alt={brand.name} width={160} height={40} />
        </div>
        <nav className="bd-nav" aria-label="Panel de empresa">
          <ul>
            {NAV.map((item) => {
              const current = route !== null && (item.routes as readonly string[]).includes(route);
              return (
                <li key={item.href}>
                  <RouterLink
                    router={businessRouter}
                    href={item.href}
                    className={item.icon === 'review' ? 'bd-nav-link bd-nav-link-counted' : 'bd-nav-link'}
                    aria-current={current ? 'page' : undefined}
                  >
                    <NavIcon name={item.icon} />
                    <span>{item.label}</span>
                    {item.icon === 'review' && <ReviewCount />}
                  </RouterLink>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="bd-company">
          <div className="bd-company-logo" aria-hidden="true">
            {/* Shown only on wide screens: lazy, phones never fetch it. */}
            {logo ? <img src={logo} alt="" width={44} height={44} loading="lazy" /> : initials(name)}
          </div>
          <div className="bd-company-text">
            <p className="bd-company-name">Hola, {name}</p>
            <p className="bd-company-mail" title={business.email}>
              {business.email}
            </p>
          </div>
          <LogoutButton kind="business" className="btn btn-outline bd-logout" />
        </div>
      </div>
      <div className="bd-content area-view" aria-busy={busy}>
        {children}
      </div>
    </div>
  );
}
