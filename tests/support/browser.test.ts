// Browser discovery, in this order: CHROMIUM_PATH, Playwright's own download, then
// Debian's /usr/bin/chromium; with none, the error says what to install.
import { describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS, findChromium } from './browser.ts';

const PLAYWRIGHT = '/root/.cache/ms-playwright/chromium-1/chrome-linux/chrome';

function search(present: string[], env: Record<string, string> = {}) {
  return { env, playwrightPath: () => PLAYWRIGHT, exists: (path: string) => present.includes(path) };
}

describe('findChromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    const custom = '/opt/chromium/chrome';
    expect(findChromium(search([custom, PLAYWRIGHT, '/usr/bin/chromium'], { CHROMIUM_PATH: custom }))).toBe(custom);
  });

  it("then Playwright's own browser, then Debian's", () => {
    expect(findChromium(search([PLAYWRIGHT, '/usr/bin/chromium']))).toBe(PLAYWRIGHT);
    expect(findChromium(search(['/usr/bin/chromium']))).toBe('/usr/bin/chromium');
  });

  it("the suite prefers Debian's headless shell when it is installed, else the full browser", () => {
    const shell = '/usr/bin/chromium-headless-shell';
    const both = { ...search([shell, '/usr/bin/chromium']), playwrightPath: () => null };
    expect(findChromium({ ...both, headlessShell: true })).toBe(shell);
    expect(findChromium(both)).toBe('/usr/bin/chromium');
    expect(findChromium({ ...search(['/usr/bin/chromium']), playwrightPath: () => null, headlessShell: true })).toBe(
      '/usr/bin/chromium',
    );
  });

  it('skips a CHROMIUM_PATH that does not exist', () => {
    expect(findChromium(search(['/usr/bin/chromium'], { CHROMIUM_PATH: '/no/existe' }))).toBe('/usr/bin/chromium');
  });

  it('says what to install when there is no browser', () => {
    expect(() => findChromium(search([]))).toThrow('apt-get install -y chromium');
  });

  it('launches with the flags these machines need', () => {
    expect(CHROMIUM_FLAGS).toEqual(
      expect.arrayContaining(['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-sync']),
    );
  });
});
