// Finds the Chromium that Playwright drives, in this order: CHROMIUM_PATH, Playwright's own
// download, then Debian's packages. Never downloads anything. The end-to-end suite asks for the
// headless shell (Debian's chromium-headless-shell, the same engine without the browser's window
// layer), which spends about a third less CPU per journey on a two-core runner; measurements
// (Lighthouse, the field bench) keep the full browser, whose timings are what a phone sees.
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

function playwrightOwn(): string | null {
  try {
    return chromium.executablePath();
  } catch {
    return null;
  }
}

export interface BrowserSearch {
  readonly env?: Record<string, string | undefined>;
  readonly playwrightPath?: () => string | null;
  readonly exists?: (path: string) => boolean;
  /** Prefer Debian's headless shell over the full browser when it is installed. */
  readonly headlessShell?: boolean;
}

export function findChromium(search: BrowserSearch = {}): string {
  const { env = process.env, playwrightPath = playwrightOwn, exists = existsSync, headlessShell = false } = search;
  const debian = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];
  const candidates = [
    env['CHROMIUM_PATH'],
    playwrightPath(),
    ...(headlessShell ? ['/usr/bin/chromium-headless-shell', ...debian] : debian),
  ];
  const found = candidates.find((path): path is string => Boolean(path) && exists(path as string));
  if (!found) {
    throw new Error(
      "No Chromium found. Install Debian's package (apt-get install -y chromium) or set CHROMIUM_PATH to a Chromium binary.",
    );
  }
  return found;
}
