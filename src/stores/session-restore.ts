// Bringing a stored session back when a page loads (restoreSession, run by the dashboards' guard)
// and keeping the worker's data up to date with the API (refreshLoggedUser).
import { isApiError } from '@/lib/http/api-error.ts';
import { usersApi } from '@/lib/http/clients.ts';
import { nextTask } from '@/lib/next-task.ts';
import { parseActor } from '@/lib/session/actor.ts';
import { unwrapData } from '@/lib/session/parse.ts';
import { checkStoredSession, openStoredPart, storedCompanyLink } from '@/lib/session/stored-session.ts';
import type { SessionKind } from '@/lib/session/token.ts';
import { $session, $sessionStatus, endSession, enterSession, replaceLoggedUser } from './session.ts';

/**
 * Restores the `kind` session on load. Unreadable, tampered, expired or role-mismatched storage
 * ends every stored session. A worker's restore refreshes the worker from /auth/success-login
 * without waiting for it: the stored session is enough to open the area, and a slow or silent
 * network must not hold the first view (a 401/403 there ends the session later; a network failure
 * keeps the stored data). Resolves true when a session of `kind` is in force.
 */
export async function restoreSession(kind: SessionKind): Promise<boolean> {
  // After the caller's task: both parts are deciphered off the main thread, then the checks and
  // the rest run in a task of their own.
  await nextTask();
  const [token, data] = await Promise.all([openStoredPart(kind, 'token'), openStoredPart(kind, 'data')]);
  await nextTask();
  $sessionStatus.set('restoring');
  try {
    const stored = checkStoredSession(kind, token, data);
    if (stored === null) {
      $session.set({ kind: 'none' });
      return false;
    }
    if (stored === 'invalid') {
      endSession('refused');
      return false;
    }
    enterSession(kind, stored.actor, stored.token, stored.exp, kind === 'user' ? storedCompanyLink() : null);
    if (kind === 'user') void refreshLoggedUser();
    return true;
  } finally {
    $sessionStatus.set('ready');
  }
}

/** Reloads the signed-in worker from /auth/success-login; false (session ended) on 401/403. */
export async function refreshLoggedUser(): Promise<boolean> {
  if ($session.get().kind !== 'user') return false;
  try {
    const answer = await usersApi.post<unknown>('/auth/success-login', undefined, { readOnly: true });
    const user = parseActor('user', unwrapData(answer));
    // Unchanged data is not written again: storing it re-ciphers it and redraws the whole area.
    // Both sides are compared as the session keeps a worker (the same fields in the same order).
    const now = $session.get();
    const same = now.kind === 'user' && JSON.stringify(parseActor('user', now.user)) === JSON.stringify(user);
    if (user && !same) await replaceLoggedUser(user);
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      endSession('refused');
      return false;
    }
    return true;
  }
}
