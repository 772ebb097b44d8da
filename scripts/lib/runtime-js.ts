// The JavaScript a page really loads in Chromium until its first view has settled: every script
// response (module entries, static and dynamic imports, workers) sized from the built files, plus
// the inline scripts (raw and gzip level 9, as the byte budgets are). Signed-in pages get their
// stored session first.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

export interface LoadedJs {
  readonly raw: number;
  readonly gzip: number;
  readonly files: readonly string[];
}

/** Lighthouse's mobile viewport, so "before the visitor scrolls" means the same in both. */
const MOBILE = { width: 412, height: 823 };

function size(dist: string, path: string): { raw: number; gzip: number } {
  const file = join(dist, decodeURIComponent(path).replace(/^\//, ''));
  if (!existsSync(file)) return { raw: 0, gzip: 0 };
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

export async function measureLoadedJs(
  browser: Browser,
  url: string,
  dist: string,
  storage: Record<string, string> | null = null,
): Promise<LoadedJs> {
  const context = await browser.newContext({ viewport: MOBILE, isMobile: true });
  if (storage) {
    await context.addInitScript((items) => {
      for (const [name, value] of Object.entries(items)) localStorage.setItem(name, value);
    }, storage);
  }
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    const target = new URL(response.url());
    if (target.origin === origin && /javascript/.test(type)) scripts.add(target.pathname);
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Idle-time islands and on-entry views may start a moment after the network first goes quiet.
  await page.waitForTimeout(1500);
  await page.waitForLoadState('networkidle');
  // Inline scripts count too (the session hint, Astro's island bootstrap), JSON data aside.
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')]
      .filter((script) => !/json/.test(script.getAttribute('type') ?? ''))
      .map((script) => script.textContent)
      .join(''),
  );
  await context.close();
  const files = [...scripts].sort();
  const sizes = files.map((file) => size(dist, file));
  const inlineBytes = Buffer.from(inline);
  return {
    raw: sizes.reduce((sum, entry) => sum + entry.raw, inlineBytes.length),
    gzip: sizes.reduce((sum, entry) => sum + entry.gzip, inline ? gzipSync(inlineBytes, { level: 9 }).length : 0),
    files,
  };
}
