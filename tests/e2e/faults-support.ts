// Fault injection for the end-to-end suites (tests/e2e/faults-*.spec.ts): each API call the site
// makes is made to fail in every way a real network does — a 500 with a message array, a 400 with
// one string, a 401 in the middle of a session, an aborted request, an answer slower than the
// client's timeout (the route hangs: the loading state is checked, then the request is aborted)
// and a body that is not JSON — and a case says what the page must do about it.
import type { Locator, Page, Route } from '@playwright/test';
import { SESSION_ENDED_MESSAGE } from '../../src/lib/session/ended-notice.ts';
import { STORAGE_ITEMS } from '../../src/lib/session/storage.ts';
import { sessionItems, type SeedKind } from '../support/session-seed.ts';
import { API_URL, expect, test } from './fixtures.ts';

export const MODES = ['too slow', 'aborted', 'not JSON', 'bad request', 'server error', 'session refused'] as const;
export type Mode = (typeof MODES)[number];

/** What the fake server says, with HTML inside so that the page must show it as text. */
export const SAID = {
  'server error': ['Fallo <b>uno</b>', 'Fallo dos'],
  'bad request': 'Dato <i>inválido</i>',
  'session refused': 'Tu sesión <u>expiró</u>',
} as const;

/** The server's words as the HTTP layer joins them, or null when it gave none. */
export function serverText(mode: Mode): string | null {
  if (mode === 'server error') return SAID['server error'].join(', ');
  if (mode === 'bad request') return SAID['bad request'];
  if (mode === 'session refused') return SAID['session refused'];
  return null;
}

/** Console noise a failed request makes in Chromium; anything else still fails the test. */
export const NETWORK_NOISE = ['Failed to load resource', 'net::ERR_FAILED', 'net::ERR_TIMED_OUT'];

export interface Call {
  readonly method: string;
  /** The API path; `:name` stands for one segment. */
  readonly path: string;
}

/** 'POST /auth/login' → { method, path }. */
export function call(spec: string): Call {
  const [method = 'GET', path = '/'] = spec.split(' ');
  return { method, path };
}

function matcher(target: Call): (url: URL) => boolean {
  const pattern = new RegExp(`^${target.path.replace(/:\w+/g, '[^/]+').replace(/[.]/g, '\\.')}$`);
  const api = new URL(API_URL).origin;
  return (url) => url.origin === api && pattern.test(url.pathname);
}

export interface Fault {
  /** How many matching requests have been answered with the failure. */
  readonly hits: () => number;
  /** 'too slow': ends the hung request (aborted, as a timeout would). */
  readonly release: () => Promise<void>;
  readonly remove: () => Promise<void>;
}

/** Makes every `target` request fail in `mode` until removed. */
export async function failCall(page: Page, target: Call, mode: Mode): Promise<Fault> {
  const hung: Route[] = [];
  let released = false;
  let hits = 0;
  const matches = matcher(target);
  const handler = async (route: Route) => {
    if (route.request().method() !== target.method) return route.fallback();
    hits += 1;
    switch (mode) {
      case 'too slow':
        // Once the first try has timed out, the client's own retries of a read time out too.
        if (released) return route.abort('timedout');
        hung.push(route);
        return undefined;
      case 'aborted':
        return route.abort('failed');
      case 'not JSON':
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Proxy</body></html>' });
      case 'bad request':
        return route.fulfill({ status: 400, json: { message: SAID['bad request'] } });
      case 'server error':
        return route.fulfill({ status: 500, json: { message: SAID['server error'] } });
      case 'session refused':
        return route.fulfill({ status: 401, json: { message: SAID['session refused'] } });
    }
  };
  const url = (value: URL) => matches(value);
  await page.route(url, handler);
  return {
    hits: () => hits,
    release: async () => {
      released = true;
      for (const route of hung.splice(0)) await route.abort('timedout').catch(() => undefined);
    },
    remove: () => page.unroute(url, handler),
  };
}

/** Closes every alert on screen, so the next failure's alert is the only one. */
export async function dismissAlerts(page: Page): Promise<void> {
  const close = page.getByRole('button', { name: 'Cerrar aviso' });
  while ((await close.count()) > 0) await close.first().click();
}

/** The error alert whose message is exactly `text` (an HTML-looking text must appear as text). */
export function errorAlert(page: Page, text: string | RegExp): Locator {
  return page.locator('.alert-error .alert-message').filter({ hasText: text });
}

/** No element came out of the server's HTML, and none of its scripts ran. */
export async function expectNoInjectedMarkup(page: Page): Promise<void> {
  await expect(page.locator('b:text-is("uno"), i:text-is("inválido"), u:text-is("expiró")')).toHaveCount(0);
}

// ——— sessions ———

export type SessionKind = SeedKind;

const seeded = new Map<SessionKind, Record<string, string>>();

/** The stored session the site itself would write after signing in (encrypted, token apart). */
export async function seedSession(page: Page, kind: SessionKind): Promise<void> {
  const items = seeded.get(kind) ?? (await sessionItems(API_URL, kind));
  seeded.set(kind, items);
  if (!page.url().startsWith('http')) await page.goto('/robots.txt');
  await page.evaluate((entries) => {
    localStorage.clear();
    for (const [name, value] of Object.entries(entries)) localStorage.setItem(name, value);
  }, items);
}

/** Where a session refused in the middle of a save ends: the account's sign-in page. */
export const SIGN_IN_AGAIN: Record<SessionKind, string> = { user: '/login/transportes-andes', business: '/login' };

/**
 * The session ended: the page is at `at` ('/' by default) and nothing of it is left in storage
 * (but the company's brand after a worker's sign-out, with `brandKept`);
 * with `notice`, the sign-in page says why ('Tu sesión terminó. Inicia sesión de nuevo para continuar.').
 */
export async function expectSessionEnded(
  page: Page,
  at = '/',
  { notice = false, brandKept = false } = {},
): Promise<void> {
  // Polled, not waitForURL: the area and its guard may both leave, and the first navigation is
  // then cut short by the second (to the same place).
  await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(at);
  await page.waitForLoadState();
  const left = await page.evaluate(
    (names) => names.filter((name) => localStorage.getItem(name) !== null),
    Object.values(STORAGE_ITEMS).filter((name) => !brandKept || name !== STORAGE_ITEMS.brand),
  );
  expect(left).toEqual([]);
  if (notice) await expect(page.getByText(SESSION_ENDED_MESSAGE)).toBeVisible();
}

// ——— the table ———

export interface FaultCase {
  /** 'METHOD /path' of the call, `:name` for a segment. */
  readonly call: string;
  /** Loads the page (and, for calls made by an action, prepares it: typed input and so on). */
  readonly open: (page: Page) => Promise<void>;
  /** The action that makes the call; absent when the page makes it while loading. */
  readonly act?: (page: Page) => Promise<void>;
  /** The loading state while the call is pending. */
  readonly busy?: (page: Page) => Locator;
  /** Asserts what the page says about `mode` (the spec's text, or its silence). */
  readonly says: (page: Page, mode: Mode) => Promise<void>;
  /** Asserts that what the person typed is still there (or reset, where the spec says so). */
  readonly kept?: (page: Page, mode: Mode) => Promise<void>;
  /** A signed-in call: a 401 ends the session, at '/' for a read and at the account's sign-in page
   * with the notice for a save (or at `endsAt`). Without one, no 401 is tried: a 401 is only
   * "mid-session" where there is a session. */
  readonly session?: SessionKind;
  readonly endsAt?: string;
  /** A worker's sign-out: the session ends but the company's brand stays remembered. */
  readonly signsOut?: boolean;
  /** A POST that only reads (a search): its 401 is a refused read. */
  readonly readOnly?: boolean;
  /** Modes that do not apply (for instance a call whose answer is never read). */
  readonly skip?: readonly Mode[];
}

/** Runs one case through every mode; a session is seeded first when the case has one. */
export async function runCase(page: Page, fault: FaultCase): Promise<void> {
  // A case opens its page once per mode, six times, and a read that gets no answer is tried three
  // times by the site: on two busy cores that does not fit in the suite's 30 s per test.
  test.setTimeout(60_000);
  const target = call(fault.call);
  const modes = MODES.filter(
    (mode) => !fault.skip?.includes(mode) && (mode !== 'session refused' || fault.session !== undefined),
  );
  const prepare = async () => {
    if (fault.session) await seedSession(page, fault.session);
    await fault.open(page);
  };
  if (fault.act) await prepare();
  for (const mode of modes) {
    await test.step(mode, async () => {
      const failing = await failCall(page, target, mode);
      if (fault.act) await fault.act(page);
      else await prepare();
      await expect.poll(failing.hits, `${fault.call} was called`).toBeGreaterThan(0);
      if (mode === 'too slow') {
        if (fault.busy) await expect(fault.busy(page)).toBeVisible();
        await failing.release();
      }
      if (mode === 'session refused' && fault.session) {
        const save = target.method !== 'GET' && fault.readOnly !== true && fault.endsAt === undefined;
        await expectSessionEnded(page, fault.endsAt ?? (save ? SIGN_IN_AGAIN[fault.session] : '/'), {
          notice: save,
          brandKept: fault.signsOut === true,
        });
      } else {
        await fault.says(page, mode);
        await expectNoInjectedMarkup(page);
        if (fault.kept) await fault.kept(page, mode);
      }
      await failing.remove();
      await dismissAlerts(page);
    });
  }
}
