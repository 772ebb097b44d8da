// Route guard of the dashboards: restores the stored session of `kind` (decrypts,
// decodes, checks exp, iat and role, refreshes the user) while a skeleton shows, then renders the
// section, or leaves replacing history: for '/', or, for a signed-out worker at an address that
// names the company link, for that sign-in and back. A session the API refuses later leaves for
// '/', or for the sign-in page when it was refused in the middle of a save. The business guard has
// the same shape.
import { useEffect, useState, type ReactNode } from 'react';
import { workerSignInPath } from '../../lib/return-path.ts';
import { $sessionRejected, hasStoredSession, restoreSession, type SessionKind } from '../../stores/session.ts';
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
    const signedOut = !hasStoredSession(kind);
    void restoreSession(kind).then((ok) => {
      if (!active) return;
      if (ok) setAllowed(true);
      // A signed-out worker at an address that names the company link (a shared posting) goes
      // to that sign-in and comes back; anything else, an unusable stored session included,
      // leaves for '/'.
      else
        (onReject ?? ((path: string) => window.location.replace(path)))(
          (kind === 'user' && signedOut ? workerSignInPath(window.location) : null) ?? '/',
        );
    });
    return () => {
      active = false;
    };
  }, [kind, onReject]);

  // A session the API refuses later (a 401 mid-session) ends here too: at the account's sign-in
  // page when a save or upload was refused (the person was working), else at '/'.
  useEffect(
    () =>
      $sessionRejected.listen((rejected) => {
        if (rejected) (onReject ?? ((path: string) => window.location.replace(path)))(rejected.to);
      }),
    [onReject],
  );

  return allowed ? children : <DashboardSkeleton />;
}
