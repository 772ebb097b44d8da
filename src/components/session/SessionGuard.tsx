// Route guard of the dashboards: restores the stored session of `kind` (decrypts,
// decodes, checks exp, iat and role, refreshes the user) before the browser paints, then renders
// the section, or leaves replacing history: for '/', or, for a signed-out worker at an address that
// names the company link, for that sign-in and back. A session the API refuses later leaves for
// '/', or for the sign-in page when it was refused in the middle of a save. The business guard has
// the same shape.
import { useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { workerSignInPath } from '../../lib/return-path.ts';
import { $sessionRejected, hasStoredSession, restoreSessionNow, type SessionKind } from '../../stores/session.ts';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';

interface SessionGuardProps {
  readonly kind: SessionKind;
  readonly children: ReactNode;
  /** Where a failed check goes; default `location.replace`. */
  readonly onReject?: (path: string) => void;
}

export default function SessionGuard({ kind, children, onReject }: SessionGuardProps) {
  // The check is synchronous and runs in the first render: a signed-in person goes from the page's
  // pre-rendered frame straight to the section, without a skeleton painted in between. Whether the
  // stored session was there at all is read first: restoring clears an unusable one.
  const [check] = useState(() => {
    const signedOut = !hasStoredSession(kind);
    return { allowed: restoreSessionNow(kind), signedOut };
  });

  useLayoutEffect(() => {
    if (check.allowed) return;
    // A signed-out worker at an address that names the company link (a shared posting) goes to
    // that sign-in and comes back; anything else, an unusable stored session included, leaves
    // for '/'.
    (onReject ?? ((path: string) => window.location.replace(path)))(
      (kind === 'user' && check.signedOut ? workerSignInPath(window.location) : null) ?? '/',
    );
  }, [check, kind, onReject]);

  // A session the API refuses later (a 401 mid-session) ends here too: at the account's sign-in
  // page when a save or upload was refused (the person was working), else at '/'. The first
  // render already sent the session's refresh, so a refusal may have come before this effect:
  // subscribe (not listen) also acts on the value the store holds now.
  useEffect(
    () =>
      $sessionRejected.subscribe((rejected) => {
        if (rejected) (onReject ?? ((path: string) => window.location.replace(path)))(rejected.to);
      }),
    [onReject],
  );

  return check.allowed ? children : <DashboardSkeleton />;
}
