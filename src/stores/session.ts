// The session ($session): none, a worker (role User) or a company (any other role), with the
// tokens the HTTP layer sends ($authTokens). How a session starts (startSession, after signing in),
// changes (a fresh token, new data of the worker) and ends: endSession, which every end goes
// through (a sign-out, logout; or, while a session is in force, a token the API refuses). What is
// stored on the device is src/lib/session/stored-session.ts; bringing a stored session back on
// page load is session-restore.ts.
import { atom } from 'nanostores';
import { paths } from '@/config/paths.ts';
import type { AccountDeleted } from '@/lib/contract/privacy.ts';
import { $authTokens, $refusedDeletion, $refusedToken, $refusedWrite } from '@/lib/http/auth-tokens.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { businessApi, usersApi } from '@/lib/http/clients.ts';
import { announceSession, clearOfflineData } from '@/lib/pwa/offline-cache.ts';
import { resetOfflineNotes } from '@/lib/pwa/offline-data.ts';
import { workerResumePath } from '@/lib/return-path.ts';
import { parseActor, type SessionActor } from '@/lib/session/actor.ts';
import { noteSessionEnded } from '@/lib/session/ended-notice.ts';
import {
  forgetStoredSessions,
  storeCompanyLink,
  storeSession,
  storeSessionInForce,
  type CompanyLink,
} from '@/lib/session/stored-session.ts';
import { validSessionClaims, type SessionKind } from '@/lib/session/token.ts';
import type { LoggedBusiness, LoggedUser } from '@/lib/session/types.ts';
import { clearDrafts, draftOwner, removeOtherOwnersDrafts } from './drafts.ts';

export type { SessionKind } from '@/lib/session/token.ts';
export type { CompanyLink } from '@/lib/session/stored-session.ts';

export type Session =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'user';
      readonly user: LoggedUser;
      readonly token: string;
      readonly exp: number;
      /** The company link the worker signed in through, where they sign in again. */
      readonly link?: CompanyLink | null;
    }
  | { readonly kind: 'business'; readonly business: LoggedBusiness; readonly token: string; readonly exp: number };

/** 'restoring' while a stored session is being brought back; 'ready' once the session is known. */
export type SessionStatus = 'unknown' | 'restoring' | 'ready';

const NONE: Session = { kind: 'none' };
export const $session = atom<Session>(NONE);
export const $sessionStatus = atom<SessionStatus>('unknown');

/**
 * Set once the API has refused the signed-in session's token (expired, revoked, tampered): the
 * session is ended and the dashboards' guard leaves for `to`. A refused write (a save, an
 * upload: `midWork`) leads to the account's sign-in page with the notice 'Tu sesión terminó…' and,
 * for a worker, the way back to where they were; a refused read leads to '/'.
 */
/**
 * `deletion`: the API refused the worker's session because the account was deleted meanwhile; the
 * area shows its confirmation where it is, instead of leaving.
 */
export type SessionRejection = {
  readonly to: string;
  readonly midWork: boolean;
  readonly deletion?: AccountDeleted;
};
export const $sessionRejected = atom<SessionRejection | false>(false);

/**
 * Why a session ended: 'signed-out' when the person chose to leave (what they typed in open
 * forms may go), 'refused' when it ended without them choosing it (the API refused the token,
 * it expired or was revoked in another tab), when what they typed must be kept for their return.
 */
export type SessionEndReason = 'signed-out' | 'refused';

const endListeners = new Set<(reason: SessionEndReason) => void>();

/** Calls `listener` with the reason each time a session in force ends; returns the unsubscribe. */
export function onSessionEnd(listener: (reason: SessionEndReason) => void): () => void {
  endListeners.add(listener);
  return () => {
    endListeners.delete(listener);
  };
}

// While a session is in force, a refusal of its token by the API ends it (see $sessionRejected).
let stopWatchingRefusals: (() => void) | null = null;
// A logout answered 401 ends the session itself and goes where logout goes ('/login' for companies).
let loggingOut = false;

/** Where a session refused at the current address goes: see $sessionRejected. */
function rejectionOf(current: Exclude<Session, { kind: 'none' }>, midWork: boolean): SessionRejection {
  // A session found refused while it is being restored (page load) is no interrupted work.
  if (!midWork || $sessionStatus.get() === 'restoring' || typeof window === 'undefined') {
    return { to: paths.home, midWork: false };
  }
  if (current.kind === 'business') return { to: paths.companyLogin, midWork };
  return { to: workerResumePath(current.link ?? null, window.location) ?? paths.home, midWork };
}

function endRefusedSession(refused: string | null): void {
  const current = $session.get();
  if (loggingOut || refused === null || current.kind === 'none' || current.token !== refused) return;
  const deletion = current.kind === 'user' ? $refusedDeletion.get() : null;
  const rejection = deletion ? { to: paths.home, midWork: false, deletion } : rejectionOf(current, $refusedWrite.get());
  endSession('refused');
  if (rejection.midWork) noteSessionEnded();
  $sessionRejected.set(rejection);
}

/**
 * Puts a `kind` session in force in this page (its storage is the caller's): the tokens the HTTP
 * layer sends, the hint, and the watch on refusals. Starting one kind ends the other.
 */
export function enterSession(
  kind: SessionKind,
  actor: SessionActor,
  token: string,
  exp: number,
  link: CompanyLink | null = null,
): void {
  $sessionRejected.set(false);
  storeSessionInForce(kind, exp);
  void announceSession(kind === 'user' ? token : null);
  $authTokens.set(kind === 'user' ? { user: token, business: null } : { user: null, business: token });
  $session.set(
    kind === 'user'
      ? { kind, user: actor as LoggedUser, token, exp, link }
      : { kind, business: actor as LoggedBusiness, token, exp },
  );
  void removeOtherOwnersDrafts(draftOwner($session.get()));
  stopWatchingRefusals ??= $refusedToken.listen(endRefusedSession);
}

/**
 * Starts a session from a sign-in (or code-verification) answer. The token must fit the kind
 * (decodes, exp/iat/role, not expired, role User for users) and the actor must carry its role and
 * an e-mail; otherwise nothing is stored and the answer is false. Starting one kind ends the other.
 * `link` is the company link a worker signed in through, kept to sign them in again there.
 */
export async function startSession(
  kind: SessionKind,
  actorData: unknown,
  token: string,
  link: CompanyLink | null = null,
): Promise<boolean> {
  const claims = validSessionClaims(token, kind);
  const actor = parseActor(kind, actorData);
  if (!claims || !actor) return false;
  // Answers stored for the offline dashboard belong to whoever was signed in before.
  await clearOfflineData();
  // Where it cannot be stored (no storage, ciphering refused) the session lasts as long as this page.
  await storeSession(kind, actor, token);
  const workerLink = kind === 'user' ? link : null;
  storeCompanyLink(workerLink);
  enterSession(kind, actor, token, claims.exp, workerLink);
  $sessionStatus.set('ready');
  return true;
}

/**
 * Ends the session here: storage, store, tokens, the navbar hint and the stored answers. A sign-out
 * also removes the drafts of the account (a shared phone must not show them); a session that ended
 * without the person choosing it keeps them for their return. A worker's sign-out keeps the
 * remembered brand of their company (see forgetStoredSessions).
 */
export function endSession(reason: SessionEndReason): void {
  const { kind } = $session.get();
  const ended = kind !== 'none';
  stopWatchingRefusals?.();
  stopWatchingRefusals = null;
  forgetStoredSessions({ keepBrand: reason === 'signed-out' && kind === 'user' });
  $session.set(NONE);
  $authTokens.set({ user: null, business: null });
  resetOfflineNotes();
  void clearOfflineData();
  if (reason === 'signed-out') void clearDrafts();
  if (ended) for (const listener of endListeners) listener(reason);
}

/**
 * Ends the session on the server (/auth/logout/user or /auth/logout/business) and here. Resolves
 * the page to go to ('/' for workers, '/login' for companies), or null when the server could not
 * be told (the session is kept, so the person can try again). A 401 means the server no longer
 * knows the token, so the session ends here too.
 */
export async function logout(kind: SessionKind): Promise<string | null> {
  loggingOut = true;
  try {
    if (kind === 'user') await usersApi.post('/auth/logout/user');
    else await businessApi.post('/auth/logout/business');
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) return null;
  } finally {
    loggingOut = false;
  }
  endSession('signed-out');
  // The stored answers and drafts must be gone before the page is left.
  await Promise.all([clearOfflineData(), clearDrafts()]);
  return kind === 'user' ? paths.home : paths.companyLogin;
}

/**
 * Whether the session in force still has `token` and `actor`: a store that finishes after the
 * session ended or changed again must not write it back.
 */
function stillInForce(token: string, actor: SessionActor): () => boolean {
  return () => {
    const now = $session.get();
    return now.kind !== 'none' && now.token === token && (now.kind === 'user' ? now.user : now.business) === actor;
  };
}

/**
 * Puts changed data of the signed-in worker (after a profile update) in force with the same token,
 * and stores it. Resolves whether it was stored.
 */
export async function replaceLoggedUser(user: LoggedUser): Promise<boolean> {
  const current = $session.get();
  if (current.kind !== 'user') return false;
  $session.set({ ...current, user });
  return storeSession('user', user, current.token, stillInForce(current.token, user));
}

/**
 * Swaps the token of the signed-in session of `kind` for `token` (the API issues a fresh one when a
 * password change ends every older session), in force at once and then stored. A token that does
 * not fit the session is ignored, so the person stays signed in with the one they have until the
 * API refuses it. Resolves whether it was put in force and stored.
 */
export async function renewSessionToken(kind: SessionKind, token: string): Promise<boolean> {
  const current = $session.get();
  const claims = validSessionClaims(token, kind);
  if (current.kind !== kind || !claims) return false;
  const actor = current.kind === 'user' ? current.user : current.business;
  enterSession(kind, actor, token, claims.exp, current.kind === 'user' ? (current.link ?? null) : null);
  return storeSession(kind, actor, token, stillInForce(token, actor));
}
