// The minimal signed-in shell of /user/dashboard/* and /business/dashboard/* until the dashboards
// land (later issues replace it): the guard with its skeleton, then the brand's welcome text,
// the person's or company's name and a working 'Cerrar sesión'.
import { useStore } from '@nanostores/react';
import AlertRegion from '@/components/feedback/AlertRegion.tsx';
import LogoutButton from '@/components/session/LogoutButton.tsx';
import SessionGuard from '@/components/session/SessionGuard.tsx';
import type { Brand } from '@/stores/brand.ts';
import { $session, type SessionKind } from '@/stores/session.ts';
import { useBrand } from '@/features/auth/shared/use-brand.ts';
import './signed-in-shell.css';

interface ShellProps {
  readonly kind: SessionKind;
  readonly brands: readonly Brand[];
}

export default function SignedInShell(props: ShellProps) {
  return (
    <SessionGuard kind={props.kind}>
      <SignedIn {...props} />
    </SessionGuard>
  );
}

function SignedIn({ kind, brands }: ShellProps) {
  const session = useStore($session);
  const slug =
    session.kind === 'user' ? session.user.business.slug : session.kind === 'business' ? session.business.slug : null;
  const rgs = new URLSearchParams(window.location.search).get('rgs');
  const brand = useBrand(brands, { rgs, slug }, kind === 'user' ? 'Mi panel' : 'Panel de empresa');
  const name =
    session.kind === 'user'
      ? [session.user.firstname, session.user.lastname].filter(Boolean).join(' ') || session.user.email
      : session.kind === 'business'
        ? session.business.name || session.business.email
        : '';

  return (
    <div className="signed-shell">
      <AlertRegion />
      <header className="signed-header">
        <img src={brand.logo} alt={brand.name} height={32} />
        <LogoutButton kind={kind} />
      </header>
      <section className="signed-welcome" aria-labelledby="bienvenida">
        <h1 id="bienvenida">{brand.welcome}</h1>
        <p className="signed-name">Hola, {name}</p>
        <p>
          {kind === 'user'
            ? 'Muy pronto verás aquí tus documentos, contratos, asistencias y ofertas de trabajo.'
            : 'Muy pronto podrás gestionar aquí tus publicaciones de empleo y a tus postulantes.'}
        </p>
      </section>
    </div>
  );
}
