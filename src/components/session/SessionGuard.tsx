// Route guard of the dashboards: restores the stored session of `kind` (decrypts,
// decodes, checks exp, iat and role, refreshes the user) before anything of the island is painted,
// then renders the section, or leaves replacing history: for '/', or, for a signed-out worker at an
// address that names the company link, for that sign-in and back. A session the API refuses later
// leaves for '/', or for the sign-in page when it was refused in the middle of a save. The business
// guard has the same shape.
import { use, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { workerSignInPath } from '@/lib/return-path.ts';
import { hasStoredSession } from '@/lib/session/stored-session.ts';
import { $sessionRejected, type SessionKind } from '@/stores/session.ts';
import { restoreSession } from '@/stores/session-restore.ts';
import { DashboardSkeleton } from './DashboardSkeleton.tsx';

interface SessionGuardProps {
  readonly kind: SessionKind;
  readonly children: ReactNode;
  /** Where a failed check goes; default `location.replace`. */
  readonly onReject?: (path: string) => void;
  /**
   * Work for the area that can run while the check waits on decryption and the API (building the
   * formatters its views need, say), started once with each check.
   */
  readonly whileChecking?: () => void;
}

interface SessionCheck {
  readonly allowed: boolean;
  /** No stored session at all (restoring clears an unusable one, so this is read first). */
  readonly signedOut: boolean;
}

// The check runs apart from the render (restoreSession: the stored session is deciphered off the
// main thread, its checks run in a task of their own). The first render waits for it without
// committing anything, so the page's pre-rendered frame stays painted and a signed-in person goes
// from it straight to the section, with no skeleton in between. The render attempts of one mount
// share one check; the mount that commits forgets it, so that the next mount (after a sign-out,
// say) checks again.
const pendingChecks = new Map<SessionKind, Promise<SessionCheck>>();

function checkApart(kind: SessionKind, whileChecking: (() => void) | undefined): Promise<SessionCheck> {
  let pending = pendingChecks.get(kind);
  if (!pending) {
    const signedOut = !hasStoredSession(kind);
    pending = restoreSession(kind).then((allowed) => ({ allowed, signedOut }));
    pendingChecks.set(kind, pending);
    whileChecking?.();
  }
  return pending;
}

export default function SessionGuard({ kind, children, onReject, whileChecking }: SessionGuardProps) {
  const [pending] = useState(() => checkApart(kind, whileChecking));
  const check = use(pending);

  useLayoutEffect(() => {
    if (pendingChecks.get(kind) === pending) pendingChecks.delete(kind);
  }, [kind, pending]);

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
  // page when a save or upload was refused (the person was working), else at '/'. The check already
  // sent the session's refresh, so a refusal may have come before this effect: subscribe (not
  // listen) also acts on the value the store holds now.
  useEffect(
    () =>
      $sessionRejected.subscribe((rejected) => {
        // A deleted account's confirmation stays on screen (the area shows it) rather than leaving.
        if (rejected && !rejected.deletion)
          (onReject ?? ((path: string) => window.location.replace(path)))(rejected.to);
      }),
    [onReject],
  );

  return check.allowed ? children : <DashboardSkeleton />;
}
