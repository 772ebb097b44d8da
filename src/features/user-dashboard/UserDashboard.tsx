// Island of /user/dashboard/* (client:only): the route guard with its skeleton (the shared
// SessionGuard), then the worker area for the signed-in user.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import SessionGuard from '../../components/session/SessionGuard.tsx';
import type { Brand } from '../../stores/brand.ts';
import { $session, $sessionRejected } from '../../stores/session.ts';
import { DashboardApp } from './DashboardApp.tsx';

interface UserDashboardProps {
  readonly brands: readonly Brand[];
}

export default function UserDashboard({ brands }: UserDashboardProps) {
  return (
    <SessionGuard kind="user">
      <SignedIn brands={brands} />
    </SessionGuard>
  );
}

function SignedIn({ brands }: UserDashboardProps) {
  const session = useStore($session);
  const signedIn = session.kind === 'user';
  // A session that ends while the area is open (logout, a refused refresh) leaves for '/'; one the
  // API refused is left to the guard, which knows whether to lead to the sign-in page instead.
  useEffect(() => {
    if (!signedIn && !$sessionRejected.get()) window.location.replace('/');
  }, [signedIn]);
  if (session.kind !== 'user') return null;
  return <DashboardApp user={session.user} brands={brands} />;
}
