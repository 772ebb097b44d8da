// @vitest-environment jsdom
// The inline session-hint script of every page: it marks <html> with the session
// kind while the stored hint has not expired, so static pages show 'Dashboard' without React.
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_ITEMS } from '../session/storage.ts';
import source from './hint-script.js?raw';

/** Runs the script the way a page does: an inline <script> element. */
function runHint(): void {
  const script = document.createElement('script');
  script.textContent = source;
  document.head.append(script);
  script.remove();
}
const nowSeconds = () => Math.floor(Date.now() / 1000);

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset['session'];
});

describe('session hint script', () => {
  it('reads the key the session store writes', () => {
    expect(source).toContain(`'${STORAGE_ITEMS.hint}'`);
  });

  it('marks a signed-in worker and a signed-in company', () => {
    for (const kind of ['user', 'business']) {
      localStorage.setItem(STORAGE_ITEMS.hint, JSON.stringify({ kind, exp: nowSeconds() + 600 }));
      runHint();
      expect(document.documentElement.dataset['session']).toBe(kind);
    }
  });

  it('marks nothing without a hint, with an expired one, or with another kind', () => {
    runHint();
    expect(document.documentElement.dataset['session']).toBeUndefined();
    localStorage.setItem(STORAGE_ITEMS.hint, JSON.stringify({ kind: 'user', exp: nowSeconds() - 1 }));
    runHint();
    expect(document.documentElement.dataset['session']).toBeUndefined();
    localStorage.setItem(STORAGE_ITEMS.hint, JSON.stringify({ kind: 'admin', exp: nowSeconds() + 600 }));
    runHint();
    expect(document.documentElement.dataset['session']).toBeUndefined();
  });

  it('ignores a hint that is not JSON without throwing', () => {
    localStorage.setItem(STORAGE_ITEMS.hint, '{roto');
    expect(runHint).not.toThrow();
    expect(document.documentElement.dataset['session']).toBeUndefined();
  });
});
