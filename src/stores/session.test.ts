// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import { $authTokens, $refusedDeletion, $refusedToken, $refusedWrite } from '@/lib/http/auth-tokens.ts';
import { clearSessionEndedNotice, hasSessionEndedNotice } from '@/lib/session/ended-notice.ts';
import { parseActor } from '@/lib/session/actor.ts';
import { decrypt, encrypt } from '@/lib/session/cipher.ts';
import { STORAGE_ITEMS } from '@/lib/session/storage.ts';
import { $alerts } from './alerts.ts';
import {
  $session,
  $sessionRejected,
  endSession,
  logout,
  onSessionEnd,
  renewSessionToken,
  replaceLoggedUser,
  startSession,
} from './session.ts';
import { restoreSession } from './session-restore.ts';
import { startSignedOut } from './session-test-support.ts';

const api = vi.hoisted(() => ({ usersPost: vi.fn(), businessPost: vi.fn() }));
vi.mock('@/lib/http/clients.ts', () => ({
  usersApi: { post: api.usersPost },
  businessApi: { post: api.businessPost },
  dataApi: {},
}));

const now = () => Math.floor(Date.now() / 1000);
function jwt(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2lnbmF0dXJl`;
}
const userToken = (overrides: Record<string, unknown> = {}) =>
  jwt({ role: 'User', iat: now(), exp: now() + 3600, ...overrides });
const businessToken = () => jwt({ role: 'Business', iat: now(), exp: now() + 3600 });

const USER = {
  role: 'User',
  email: 'trabajador@demo.cl',
  firstname: 'Camila',
  lastname: 'Rojas',
  token_jwt: 'should-not-be-stored',
  business: { name_business: 'transportes-andes', slug: 'transportes-andes' },
  myProfiles: [{ id_profile_user: 1, id_profile: 1, profile_name: 'Conductor' }],
};
const BUSINESS = { role: 'Business', email: 'empresa@demo.cl', name: 'Transportes Andes', slug: 'transportes-andes' };

const stored = (item: keyof typeof STORAGE_ITEMS) => localStorage.getItem(STORAGE_ITEMS[item]);
/** The worker `USER` renamed, as the session keeps a worker. */
function renamed(firstname: string) {
  const user = parseActor('user', { ...USER, firstname });
  if (!user) throw new Error('USER is a worker');
  return user;
}
const storedFirstname = async () =>
  (JSON.parse((await decrypt(stored('userData') ?? '', 'userData')) ?? '{}') as { firstname?: string }).firstname;
const hint = () => JSON.parse(stored('hint') ?? 'null') as { kind: string; exp: number } | null;

beforeEach(() => startSignedOut(api, USER));

describe('session store', () => {
  it('stores a user session encrypted, with the token apart, and restores it after a reload', async () => {
    const token = userToken();
    await expect(startSession('user', USER, token)).resolves.toBe(true);
    expect(stored('userData')).not.toContain('trabajador@demo.cl');
    expect(stored('userToken')).not.toContain(token);
    expect(stored('userData')).not.toBe(stored('userToken'));
    expect($authTokens.get()).toEqual({ user: token, business: null });
    expect(hint()).toMatchObject({ kind: 'user' });

    $session.set({ kind: 'none' });
    await expect(restoreSession('user')).resolves.toBe(true);
    const session = $session.get();
    expect(session.kind).toBe('user');
    if (session.kind === 'user') {
      expect(session.user.email).toBe('trabajador@demo.cl');
      expect(session.token).toBe(token);
      expect(JSON.stringify(session.user)).not.toContain('token_jwt');
    }
  });

  it('refreshes the user from /auth/success-login on restore, without waiting for it', async () => {
    await startSession('user', USER, userToken());
    let answer: (value: unknown) => void = () => undefined;
    api.usersPost.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await expect(restoreSession('user')).resolves.toBe(true);
    expect(api.usersPost).toHaveBeenCalledWith('/auth/success-login', undefined, { readOnly: true });
    const before = $session.get();
    expect(before.kind === 'user' && before.user.firstname).toBe(USER.firstname);

    answer({ data: { ...USER, firstname: 'Camila Andrea' } });
    await vi.waitFor(() => {
      const session = $session.get();
      expect(session.kind === 'user' && session.user.firstname).toBe('Camila Andrea');
    });
  });

  it('leaves the session as it is when the refresh brings the same user data', async () => {
    await startSession('user', USER, userToken());
    api.usersPost.mockResolvedValue({ data: { ...USER } });
    const changes = vi.fn();
    const stop = $session.listen(changes);
    await restoreSession('user');
    await vi.waitFor(() =>
      expect(api.usersPost).toHaveBeenCalledWith('/auth/success-login', undefined, { readOnly: true }),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    stop();
    // Only the restore itself set the session.
    expect(changes).toHaveBeenCalledTimes(1);
  });

  it('clears every stored item when the stored token is expired', async () => {
    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.brand, 'transportes-andes');
    localStorage.setItem(STORAGE_ITEMS.userToken, await encrypt(userToken({ exp: now() - 1 }), 'userToken'));
    await expect(restoreSession('user')).resolves.toBe(false);
    const items = Object.keys(STORAGE_ITEMS) as (keyof typeof STORAGE_ITEMS)[];
    expect(items.filter((item) => stored(item) !== null)).toEqual([]);
    expect($session.get()).toEqual({ kind: 'none' });
  });

  it('clears every stored item when storage was tampered with or cannot be decrypted', async () => {
    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.userData, 'not-a-cipher-text');
    await expect(restoreSession('user')).resolves.toBe(false);
    expect(stored('userToken')).toBeNull();
    expect(stored('hint')).toBeNull();

    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.userToken, await encrypt(userToken(), 'businessToken'));
    await expect(restoreSession('user')).resolves.toBe(false);
    expect(stored('userData')).toBeNull();
  });

  it('clears the session when the token role is not User or the user lacks role User or e-mail', async () => {
    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.userToken, await encrypt(userToken({ role: 'Business' }), 'userToken'));
    await expect(restoreSession('user')).resolves.toBe(false);
    expect(stored('userData')).toBeNull();

    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.userData, await encrypt(JSON.stringify({ ...USER, role: 'Admin' }), 'userData'));
    await expect(restoreSession('user')).resolves.toBe(false);

    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.userData, await encrypt(JSON.stringify({ ...USER, email: '' }), 'userData'));
    await expect(restoreSession('user')).resolves.toBe(false);
    expect(stored('userToken')).toBeNull();
  });

  it('refuses to start a user session from a token without iat or with another role', async () => {
    await expect(startSession('user', USER, jwt({ role: 'User', exp: now() + 60 }))).resolves.toBe(false);
    await expect(startSession('user', USER, businessToken())).resolves.toBe(false);
    await expect(startSession('user', { ...USER, role: 'Business' }, userToken())).resolves.toBe(false);
    expect(stored('userData')).toBeNull();
  });

  it('ends the session when the server no longer accepts the token on refresh', async () => {
    await startSession('user', USER, userToken());
    api.usersPost.mockRejectedValue(new ApiError('http', 401, ['Sesión expirada']));
    await restoreSession('user');
    await vi.waitFor(() => expect(stored('userData')).toBeNull());
    expect($session.get()).toEqual({ kind: 'none' });
  });

  it('keeps the stored user when the refresh fails for network reasons', async () => {
    await startSession('user', USER, userToken());
    api.usersPost.mockRejectedValue(new ApiError('network', 0, []));
    await expect(restoreSession('user')).resolves.toBe(true);
  });

  it('a business session clears the user session, and the reverse', async () => {
    await startSession('user', USER, userToken());
    await expect(startSession('business', BUSINESS, businessToken())).resolves.toBe(true);
    expect(stored('userData')).toBeNull();
    expect(hint()).toMatchObject({ kind: 'business' });
    expect($authTokens.get().user).toBeNull();

    await expect(restoreSession('business')).resolves.toBe(true);
    expect($session.get().kind).toBe('business');

    await startSession('user', USER, userToken());
    expect(stored('businessData')).toBeNull();
    await expect(restoreSession('business')).resolves.toBe(false);
  });

  it('a business restore refuses a token whose role is User', async () => {
    await startSession('business', BUSINESS, businessToken());
    localStorage.setItem(STORAGE_ITEMS.businessToken, await encrypt(userToken(), 'businessToken'));
    await expect(restoreSession('business')).resolves.toBe(false);
    expect(stored('businessData')).toBeNull();
  });

  it('logs a user out through /auth/logout/user and sends them home', async () => {
    await startSession('user', USER, userToken());
    await expect(logout('user')).resolves.toBe('/');
    expect(api.usersPost).toHaveBeenCalledWith('/auth/logout/user');
    expect(stored('userData')).toBeNull();
    expect(stored('hint')).toBeNull();
    expect($session.get()).toEqual({ kind: 'none' });
  });

  it("keeps a worker's company brand on sign-out, and forgets it when the session is refused or a company signs out", async () => {
    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.brand, 'transportes-andes');
    await logout('user');
    expect(stored('brand')).toBe('transportes-andes');

    await startSession('business', BUSINESS, businessToken());
    localStorage.setItem(STORAGE_ITEMS.brand, 'transportes-andes');
    await logout('business');
    expect(stored('brand')).toBeNull();

    await startSession('user', USER, userToken());
    localStorage.setItem(STORAGE_ITEMS.brand, 'transportes-andes');
    endSession('refused');
    expect(stored('brand')).toBeNull();
  });

  it('logs a business out through /auth/logout/business and sends it to /login', async () => {
    await startSession('business', BUSINESS, businessToken());
    await expect(logout('business')).resolves.toBe('/login');
    expect(api.businessPost).toHaveBeenCalledWith('/auth/logout/business');
    expect(stored('businessToken')).toBeNull();
  });

  it('keeps the session, and says nothing itself, when the server call fails', async () => {
    await startSession('user', USER, userToken());
    api.usersPost.mockRejectedValue(new ApiError('http', 500, []));
    await expect(logout('user')).resolves.toBeNull();
    // The words belong to the logout button (components/session/use-logout.ts).
    expect($alerts.get()).toEqual([]);
    expect($session.get().kind).toBe('user');
  });
});

describe('a fresh token after a password change', () => {
  it('replaces the token in force and in storage, keeping the signed-in user', async () => {
    await startSession('user', USER, userToken());
    const fresh = userToken({ sv: 1, exp: now() + 7200 });
    await expect(renewSessionToken('user', fresh)).resolves.toBe(true);
    expect($authTokens.get()).toEqual({ user: fresh, business: null });
    $session.set({ kind: 'none' });
    await restoreSession('user');
    const session = $session.get();
    expect(session.kind === 'user' && session.token).toBe(fresh);
    expect(session.kind === 'user' && session.user.email).toBe('trabajador@demo.cl');
  });

  it('ignores a token of the wrong kind or without a session to renew', async () => {
    await expect(renewSessionToken('user', userToken())).resolves.toBe(false);
    const token = userToken();
    await startSession('user', USER, token);
    await expect(renewSessionToken('user', businessToken())).resolves.toBe(false);
    expect($authTokens.get()).toEqual({ user: token, business: null });
  });
});

describe("the worker's changed data", () => {
  it('is in force at once and stored once ciphered', async () => {
    await startSession('user', USER, userToken());
    const changed = replaceLoggedUser(renamed('Camila Andrea'));
    const session = $session.get();
    expect(session.kind === 'user' && session.user.firstname).toBe('Camila Andrea');
    await expect(changed).resolves.toBe(true);
    await expect(storedFirstname()).resolves.toBe('Camila Andrea');
  });

  it('is not written back when the session ends before the ciphering is done', async () => {
    await startSession('user', USER, userToken());
    const changed = replaceLoggedUser(renamed('Camila Andrea'));
    endSession('signed-out');
    await expect(changed).resolves.toBe(false);
    expect(stored('userData')).toBeNull();
    expect(stored('userToken')).toBeNull();
  });

  it('keeps the last change when two are ciphered at once', async () => {
    await startSession('user', USER, userToken());
    const first = replaceLoggedUser(renamed('Primera'));
    const second = replaceLoggedUser(renamed('Segunda'));
    await expect(Promise.all([first, second])).resolves.toEqual([false, true]);
    await expect(storedFirstname()).resolves.toBe('Segunda');
  });
});

describe('why a session ended', () => {
  it('tells an involuntary end (refused by the API) from an explicit sign-out, so drafts can be kept or cleared', async () => {
    const reasons: string[] = [];
    const stop = onSessionEnd((reason) => reasons.push(reason));
    const token = userToken();
    await startSession('user', USER, token);
    $refusedToken.set(token);
    expect(reasons).toEqual(['refused']);
    $refusedToken.set(null);
    await startSession('user', USER, userToken());
    endSession('signed-out');
    expect(reasons).toEqual(['refused', 'signed-out']);
    stop();
    await startSession('user', USER, userToken());
    endSession('signed-out');
    expect(reasons).toEqual(['refused', 'signed-out']);
  });
});

describe('a session the API refuses mid-session', () => {
  it('ends: storage, store and tokens cleared, and marked rejected for the guard', async () => {
    const token = userToken();
    await startSession('user', USER, token);
    $refusedToken.set(token);
    expect($session.get()).toEqual({ kind: 'none' });
    expect($authTokens.get()).toEqual({ user: null, business: null });
    for (const item of ['userData', 'userToken', 'hint'] as const) expect(stored(item)).toBeNull();
    expect($sessionRejected.get()).toEqual({ to: '/', midWork: false });
    expect(hasSessionEndedNotice()).toBe(false);
    await startSession('business', BUSINESS, businessToken());
    expect($sessionRejected.get()).toBe(false);
  });

  it("keeps a deleted account's confirmation for the area to show, even mid-save, and no notice to sign in", async () => {
    const deletion = {
      id_request: 3,
      deleted_at: '2026-12-07T15:00:00.000Z',
      deleted: ['Tus datos bancarios y tu experiencia laboral'],
      kept: [],
    };
    const token = userToken();
    await startSession('user', USER, token);
    try {
      $refusedWrite.set(true);
      $refusedDeletion.set(deletion);
      $refusedToken.set(token);
      expect($session.get()).toEqual({ kind: 'none' });
      expect(stored('userToken')).toBeNull();
      expect($sessionRejected.get()).toEqual({ to: '/', midWork: false, deletion });
      expect(hasSessionEndedNotice()).toBe(false);
    } finally {
      $refusedWrite.set(false);
      $refusedDeletion.set(null);
    }
  });

  it("sends a worker whose save was refused to their company's sign-in, with the way back and the notice", async () => {
    window.history.replaceState(null, '', '/user/dashboard/bank?business=transportes-andes&rgs=andes-2025');
    try {
      const token = userToken();
      await startSession('user', USER, token, { name_business: 'transportes-andes', rgs: 'andes-2025' });
      expect(stored('userLink')).toBe('{"name_business":"transportes-andes","rgs":"andes-2025"}');
      $refusedWrite.set(true);
      $refusedToken.set(token);
      expect($sessionRejected.get()).toEqual({
        to: '/login/transportes-andes?rgs=andes-2025&volver=%2Fuser%2Fdashboard%2Fbank%3Fbusiness%3Dtransportes-andes%26rgs%3Dandes-2025',
        midWork: true,
      });
      expect(hasSessionEndedNotice()).toBe(true);
      expect(stored('userLink')).toBeNull();
    } finally {
      $refusedWrite.set(false);
      clearSessionEndedNotice();
      window.history.replaceState(null, '', '/');
    }
  });

  it('keeps the company link across a reload, and finds it in the address when it was not kept', async () => {
    const token = userToken();
    await startSession('user', USER, token, { name_business: 'transportes-andes', rgs: 'andes-2025' });
    await expect(restoreSession('user')).resolves.toBe(true);
    expect($session.get()).toMatchObject({ link: { name_business: 'transportes-andes', rgs: 'andes-2025' } });
    localStorage.removeItem(STORAGE_ITEMS.userLink);
    await restoreSession('user');
    window.history.replaceState(null, '', '/user/dashboard/home?business=sur&rgs=sur-2025');
    try {
      $refusedWrite.set(true);
      $refusedToken.set($session.get().kind === 'user' ? token : null);
      const rejected = $sessionRejected.get();
      expect(rejected && rejected.to).toBe(
        '/login/sur?rgs=sur-2025&volver=%2Fuser%2Fdashboard%2Fhome%3Fbusiness%3Dsur%26rgs%3Dsur-2025',
      );
    } finally {
      $refusedWrite.set(false);
      clearSessionEndedNotice();
      window.history.replaceState(null, '', '/');
    }
  });

  it("sends a company whose save was refused to the companies' sign-in", async () => {
    const token = businessToken();
    await startSession('business', BUSINESS, token);
    $refusedWrite.set(true);
    $refusedToken.set(token);
    expect($sessionRejected.get()).toEqual({ to: '/login', midWork: true });
    $refusedWrite.set(false);
    clearSessionEndedNotice();
  });

  it('goes on when the refused token is not the one in force', async () => {
    await startSession('user', USER, userToken());
    $refusedToken.set('another.token.value');
    expect($session.get().kind).toBe('user');
    expect($sessionRejected.get()).toBe(false);
  });

  it('lets a logout answered 401 end the session without the rejection path', async () => {
    const token = businessToken();
    await startSession('business', BUSINESS, token);
    api.businessPost.mockImplementation(() => {
      $refusedToken.set(token);
      return Promise.reject(new ApiError('http', 401, []));
    });
    await expect(logout('business')).resolves.toBe('/login');
    expect($session.get()).toEqual({ kind: 'none' });
    expect($sessionRejected.get()).toBe(false);
  });
});
