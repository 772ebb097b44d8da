// Route guard of the dashboards: restores the stored session of `kind` (decrypts,
// decodes, checks exp, iat and role, refreshes the user) while a skeleton shows, then renders the
// section, or leaves for '/' replacing history; it leaves the same way when the API refuses the
// session later. The business guard has the same shape.
import { useEffect, useState, type ReactNode } from 'react';
import { $sessionRejected, restoreSession, type SessionKind } from '../../stores/session.ts';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';

interface SessionGuardProps {
  readonly kind: SessionKind;
  readonly children: ReactNode;
  /** Where a failed check goes; default `location.replace`. */
  readonly onReject?: (path: string) => void;
}

export default function SessionGuard({ kind, children, onReject }: SessionGuardProps) {
  const [allowed, setAllowed] = useState(false);

  useEffect(() => {
    let active = true;
    void restoreSession(kind).then((ok) => {
      if (!active) return;
      if (ok) setAllowed(true);
      else (onReject ?? ((path: string) => window.location.replace(path)))('/');
    });
    return () => {
      active = false;
    };
  }, [kind, onReject]);

  // A session the API refuses later (a 401 mid-session) ends here too, at '/'.
  useEffect(
    () =>
      $sessionRejected.listen((rejected) => {
        if (rejected) (onReject ?? ((path: string) => window.location.replace(path)))('/');
      }),
    [onReject],
  );

  return allowed ? children : <DashboardSkeleton />;
}
