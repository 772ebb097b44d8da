// The session ($session): none, a user (role User) or a business (any
// other role). It owns persistence (AES with fixed keys, the token stored apart from the data),
// restore (the token must decode, carry exp, iat and the role, and not be expired), logout, the tokens the HTTP layer sends
// ($authTokens) and the `{ kind, exp }` hint that static pages read without React.
import { atom } from 'nanostores';
import { paths } from '@/config/paths.ts';
import { $authTokens, $refusedToken, $refusedWrite } from '@/lib/http/auth-tokens.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { businessApi, usersApi } from '@/lib/http/clients.ts';
import { announceSession, clearOfflineData } from '@/lib/pwa/offline-cache.ts';
import { resetOfflineNotes } from '@/lib/pwa/offline-data.ts';
import { workerResumePath } from '@/lib/return-path.ts';
import { nextTask } from '@/lib/next-task.ts';
import { decrypt, encrypt, type SessionKeyName } from '@/lib/session/cipher.ts';
import { noteSessionEnded } from '@/lib/session/ended-notice.ts';
import { parseLoggedBusiness, parseLoggedUser, unwrapData } from '@/lib/session/parse.ts';
import { readItem, removeItems, writeItem, type StorageItem } from '@/lib/session/storage.ts';
import { validSessionClaims, type SessionKind } from '@/lib/session/token.ts';
import { USER_ROLE, type LoggedBusiness, type LoggedUser } from '@/lib/session/types.ts';
import { showAlert } from './alerts.ts';
import { clearDrafts, draftOwner, removeOtherOwnersDrafts } from './drafts.ts';

export type { SessionKind } from '@/lib/session/token.ts';

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

/** A company's sign-in link: its business name and registration group. */
export interface CompanyLink {
  readonly name_business: string;
  readonly rgs: string;
}

/** 'restoring' while a restore (and the user refresh) runs; 'ready' once the session is known. */
export type SessionStatus = 'unknown' | 'restoring' | 'ready';

export const LOGOUT_ERROR_MESSAGE = 'Error al cerrar sesion, intente nuevamente.';
export const LOGOUT_DESTINATION: Record<SessionKind, string> = { user: paths.home, business: paths.companyLogin };

const NONE: Session = { kind: 'none' };
export const $session = atom<Session>(NONE);
export const $sessionStatus = atom<SessionStatus>('unknown');
/**
 * Set once the API has refused the signed-in session's token (expired, revoked, tampered): the
 * session is cleared and the dashboards' guard leaves for `to`. A refused write (a save, an
 * upload: `midWork`) leads to the account's sign-in page with the notice 'Tu sesión terminó…' and,
 * for a worker, the way back to where they were; a refused read leads to '/'.
 */
export type SessionRejection = { readonly to: string; readonly midWork: boolean };
export const $sessionRejected = atom<SessionRejection | false>(false);

/** Each kind's two stored items; each is also the name of the key it is encrypted with. */
type SessionItem = StorageItem & SessionKeyName;
const ITEMS: Record<SessionKind, { data: SessionItem; token: SessionItem }> = {
  user: { data: 'userData', token: 'userToken' },
  business: { data: 'businessData', token: 'businessToken' },
};
const ALL_ITEMS: StorageItem[] = [
  'userData',
  'userToken',
  'userLink',
  'businessData',
  'businessToken',
  'hint',
  'brand',
];

function other(kind: SessionKind): SessionKind {
  return kind === 'user' ? 'business' : 'user';
}

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

/** Forgets every session: storage, store, tokens, the navbar hint and the stored answers. */
export function clearSession(reason: SessionEndReason = 'refused'): void {
  const ended = $session.get().kind !== 'none';
  removeItems(ALL_ITEMS);
  $session.set(NONE);
  $authTokens.set({ user: null, business: null });
  resetOfflineNotes();
  void clearOfflineData();
  // Drafts belong to the account that chose to sign out (a shared phone must not show them); a
  // refused or expired session keeps them for the person's return.
  if (reason === 'signed-out') void clearDrafts();
  if (ended) for (const listener of endListeners) listener(reason);
}

function parseActor(kind: SessionKind, value: unknown): LoggedUser | LoggedBusiness | null {
  const actor = kind === 'user' ? parseLoggedUser(value) : parseLoggedBusiness(value);
  if (!actor) return null;
  if (kind === 'user' && actor.role !== USER_ROLE) return null;
  if (kind === 'business' && actor.role === USER_ROLE) return null;
  return actor;
}

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

$refusedToken.listen((refused) => {
  const current = $session.get();
  if (loggingOut || refused === null || current.kind === 'none' || current.token !== refused) return;
  const rejection = rejectionOf(current, $refusedWrite.get());
  clearSession();
  if (rejection.midWork) noteSessionEnded();
  $sessionRejected.set(rejection);
});

function setSession(
  kind: SessionKind,
  actor: LoggedUser | LoggedBusiness,
  token: string,
  exp: number,
  link: CompanyLink | null = null,
): void {
  $sessionRejected.set(false);
  removeItems([ITEMS[other(kind)].data, ITEMS[other(kind)].token]);
  if (kind === 'business') removeItems(['userLink']);
  writeItem('hint', JSON.stringify({ kind, exp }));
  void announceSession(kind === 'user' ? token : null);
  $authTokens.set(kind === 'user' ? { user: token, business: null } : { user: null, business: token });
  $session.set(
    kind === 'user'
      ? { kind, user: actor as LoggedUser, token, exp, link }
      : { kind, business: actor as LoggedBusiness, token, exp },
  );
  void removeOtherOwnersDrafts(draftOwner($session.get()));
}

function persist(kind: SessionKind, actor: LoggedUser | LoggedBusiness, token: string): void {
  writeItem(ITEMS[kind].data, encrypt(JSON.stringify(actor), ITEMS[kind].data));
  writeItem(ITEMS[kind].token, encrypt(token, ITEMS[kind].token));
}

/**
 * Starts a session from a login (or code-verification) answer. The token must fit the kind
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
  persist(kind, actor, token);
  const workerLink = kind === 'user' ? link : null;
  if (workerLink) writeItem('userLink', JSON.stringify(workerLink));
  else removeItems(['userLink']);
  setSession(kind, actor, token, claims.exp, workerLink);
  $sessionStatus.set('ready');
  return true;
}

export const startUserSession = (user: unknown, token: string, link: CompanyLink | null = null) =>
  startSession('user', user, token, link);
export const startBusinessSession = (business: unknown, token: string) => startSession('business', business, token);

/** Decrypts and checks the stored session of `kind`: null when absent, 'invalid' when unusable. */
function readStored(kind: SessionKind) {
  const dataCipher = readItem(ITEMS[kind].data);
  const tokenCipher = readItem(ITEMS[kind].token);
  if (dataCipher === null && tokenCipher === null) return null;
  if (dataCipher === null || tokenCipher === null) return 'invalid' as const;
  const token = decrypt(tokenCipher, ITEMS[kind].token);
  const data = decrypt(dataCipher, ITEMS[kind].data);
  if (token === null || data === null) return 'invalid' as const;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return 'invalid' as const;
  }
  const claims = validSessionClaims(token, kind);
  const actor = parseActor(kind, parsed);
  if (!claims || !actor) return 'invalid' as const;
  return { actor, token, exp: claims.exp };
}

/** The stored company link of the worker's session, or null when absent or malformed. */
function storedLink(): CompanyLink | null {
  const text = readItem('userLink');
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object') return null;
    const { name_business, rgs } = value as Record<string, unknown>;
    return typeof name_business === 'string' && name_business !== '' && typeof rgs === 'string' && rgs !== ''
      ? { name_business, rgs }
      : null;
  } catch {
    return null;
  }
}

/** Whether anything of a `kind` session is stored, usable or not (false: signed out). */
export function hasStoredSession(kind: SessionKind): boolean {
  return readItem(ITEMS[kind].data) !== null || readItem(ITEMS[kind].token) !== null;
}

/**
 * Restores the `kind` session on load. Unreadable, tampered, expired or
 * role-mismatched storage clears every stored session item. A user restore ends any business
 * session and refreshes the user from /auth/success-login without waiting for it: the stored
 * session is enough to open the area, and a slow or silent network must not hold the first view
 * (a 401/403 there ends the session later; a network failure keeps the stored data). Resolves
 * true when a session of `kind` is in force.
 */
export async function restoreSession(kind: SessionKind): Promise<boolean> {
  // Three browser tasks after the caller's: the token is decrypted in the first and the actor in
  // the second (the cipher keeps both answers), the checks and the rest run in the third. Each
  // decryption is the costliest step of an area's first view; all in one task made a long one.
  for (const item of ['token', 'data'] as const) {
    await nextTask();
    const cipher = readItem(ITEMS[kind][item]);
    if (cipher !== null) decrypt(cipher, ITEMS[kind][item]);
  }
  await nextTask();
  return restoreSessionNow(kind);
}

/** restoreSession in the current task: the stored session is read and checked synchronously. */
function restoreSessionNow(kind: SessionKind): boolean {
  $sessionStatus.set('restoring');
  try {
    const stored = readStored(kind);
    if (stored === null) {
      $session.set(NONE);
      return false;
    }
    if (stored === 'invalid') {
      clearSession();
      return false;
    }
    setSession(kind, stored.actor, stored.token, stored.exp, kind === 'user' ? storedLink() : null);
    if (kind === 'user') void refreshLoggedUser();
    return true;
  } finally {
    $sessionStatus.set('ready');
  }
}

export const restoreUserSession = () => restoreSession('user');
export const restoreBusinessSession = () => restoreSession('business');

/** Whether two plain data values hold the same content, whatever the order of their keys. */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every(
      (key) =>
        Object.hasOwn(b, key) && sameData((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    )
  );
}

/** Reloads the signed-in user from /auth/success-login; false (session ended) on 401/403. */
export async function refreshLoggedUser(): Promise<boolean> {
  const current = $session.get();
  if (current.kind !== 'user') return false;
  try {
    const answer = await usersApi.post<unknown>('/auth/success-login', undefined, { readOnly: true });
    const user = parseActor('user', unwrapData(answer));
    // Unchanged data is not written again: storing it re-encrypts it and redraws the whole area.
    const now = $session.get();
    if (user && !(now.kind === 'user' && sameData(now.user, user))) await replaceLoggedUser(user as LoggedUser);
    return true;
  } catch (error) {
    if (isApiError(error) && (error.status === 401 || error.status === 403)) {
      clearSession();
      return false;
    }
    return true;
  }
}

/** Stores changed user data (e.g. after a profile update) without touching the token. */
export function replaceLoggedUser(user: LoggedUser): Promise<void> {
  const current = $session.get();
  if (current.kind === 'user') {
    persist('user', user, current.token);
    $session.set({ ...current, user });
  }
  return Promise.resolve();
}

/**
 * Swaps the token of the signed-in session of `kind` for `token` (the API issues a fresh one when a
 * password change ends every older session). A token that does not fit the session is ignored, so
 * the person stays signed in with the one they have until the API refuses it. Resolves whether it
 * was stored.
 */
export function renewSessionToken(kind: SessionKind, token: string): Promise<boolean> {
  const current = $session.get();
  const claims = validSessionClaims(token, kind);
  if (current.kind !== kind || !claims) return Promise.resolve(false);
  const actor = current.kind === 'user' ? current.user : current.business;
  persist(kind, actor, token);
  setSession(kind, actor, token, claims.exp, current.kind === 'user' ? (current.link ?? null) : null);
  return Promise.resolve(true);
}

/**
 * Ends the session on the server (/auth/logout/user or /auth/logout/business) and here. Resolves
 * the page to go to ('/' for users, '/login' for businesses), or null after showing the logout
 * error 'Error al cerrar sesion, intente nuevamente.' (the session is kept so the person can retry). A 401 means the server no
 * longer knows the token, so the local session ends too.
 */
export async function logout(kind: SessionKind): Promise<string | null> {
  loggingOut = true;
  try {
    if (kind === 'user') await usersApi.post('/auth/logout/user');
    else await businessApi.post('/auth/logout/business');
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) {
      showAlert({ type: 'error', title: 'No se pudo cerrar sesión', message: LOGOUT_ERROR_MESSAGE, durationMs: 4000 });
      return null;
    }
  } finally {
    loggingOut = false;
  }
  clearSession('signed-out');
  // The stored answers and drafts must be gone before the page is left.
  await Promise.all([clearOfflineData(), clearDrafts()]);
  return LOGOUT_DESTINATION[kind];
}
