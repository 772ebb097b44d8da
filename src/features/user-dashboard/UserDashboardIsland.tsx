// Island of /user/dashboard/* (client:only): the route guard with its skeleton (the shared
// SessionGuard), then the worker area for the signed-in user.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import SessionGuard from '@/components/session/SessionGuard.tsx';
import { prepareChileClockSoon } from '@/lib/format/index.ts';
import type { Brand } from '@/stores/brand.ts';
import { $session, $sessionRejected, onSessionEnd, type SessionEndReason } from '@/stores/session.ts';
import { DashboardApp } from '@/features/user-dashboard/chrome/DashboardApp.tsx';
import { AccountDeletedView } from '@/features/user-dashboard/privacy/AccountDeletedView.tsx';

interface IslandProps {
  readonly brands: readonly Brand[];
}

export default function UserDashboardIsland({ brands }: IslandProps) {
  return (
    // Dates fill the area: Chile's clock is built while the session is checked, in tasks of its
    // own, not inside the render of the first data that shows one.
    <SessionGuard kind="user" whileChecking={prepareChileClockSoon}>
      <SignedIn brands={brands} />
    </SessionGuard>
  );
}

function SignedIn({ brands }: IslandProps) {
  const session = useStore($session);
  const signedIn = session.kind === 'user';
  const endedBy = useRef<SessionEndReason | null>(null);
  useEffect(() => onSessionEnd((reason) => (endedBy.current = reason)), []);
  // A session that ends while the area is open without the person choosing it (expired, ended in
  // another tab) leaves for '/'; one the API refused is left to the guard, which knows whether to
  // lead to the sign-in page instead. A logout leaves by itself once the stored data is gone: a
  // second navigation from here would abort that one.
  useEffect(() => {
    if (!signedIn && endedBy.current !== 'signed-out' && !$sessionRejected.get()) window.location.replace('/');
  }, [signedIn]);
  const rejected = useStore($sessionRejected);
  if (rejected && rejected.deletion) return <AccountDeletedView deletion={rejected.deletion} />;
  if (session.kind !== 'user') return null;
  return <DashboardApp user={session.user} brands={brands} />;
}
