// The byte counter behind the budgets and the bench, on a small build written to a temporary
// folder: it follows static imports, leaves dynamic ones for later, and refuses to count a page
// whose scripts are not all in the build.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { measurePage } from './js-bytes.ts';

let dist: string;

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'js-bytes-'));
  mkdirSync(join(dist, '_astro'));
  writeFileSync(join(dist, '_astro/entry.js'), 'import"./shared.js";const later=()=>import("./later.js");');
  writeFileSync(join(dist, '_astro/shared.js'), 'export const shared = 1;');
  writeFileSync(join(dist, '_astro/later.js'), 'export const later = 2;');
  writeFileSync(join(dist, '_astro/island.js'), 'export default function Island() {}');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

function page(body: string): string {
  const file = join(dist, 'index.html');
  writeFileSync(file, `<!doctype html><html><body>${body}</body></html>`);
  return file;
}

describe('measurePage', () => {
  it('counts a module script with its static imports, and a visible island only once hydrated', () => {
    const js = measurePage(
      dist,
      page(
        '<script type="module" src="/_astro/entry.js"></script>' +
          '<astro-island client="visible" component-url="/_astro/island.js"></astro-island>',
      ),
    );
    expect(js.initial.map((file) => file.path)).toEqual(['/_astro/entry.js', '/_astro/shared.js']);
    expect(js.all.map((file) => file.path)).toEqual(['/_astro/entry.js', '/_astro/island.js', '/_astro/shared.js']);
    expect(js.initial.every((file) => file.raw > 0 && file.gzip > 0)).toBe(true);
  });

  it('fails when a page loads a script the build does not have', () => {
    const file = page('<script type="module" src="/_astro/gone.js"></script>');
    expect(() => measurePage(dist, file)).toThrow('/_astro/gone.js is loaded by a page but missing from');
  });

  it('fails when a module imports a script the build does not have', () => {
    writeFileSync(join(dist, '_astro/entry.js'), 'import"./gone.js";');
    const file = page('<script type="module" src="/_astro/entry.js"></script>');
    expect(() => measurePage(dist, file)).toThrow('/_astro/gone.js is loaded by a page but missing from');
  });
});
