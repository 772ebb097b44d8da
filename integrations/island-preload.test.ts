// Module preloads for eager islands: the whole static graph, nothing for lazy islands, no repeats.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eagerModules, withPreloads } from './island-preload.ts';

let dist = '';

function module(name: string, source: string): void {
  writeFileSync(join(dist, '_astro', name), source);
}

function page(client: string, shell = ''): string {
  return `<html><head><title>x</title></head><body><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" before-hydration-url="/_astro/before.js" client="${client}">${shell}</astro-island></body></html>`;
}

beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'preload-'));
  mkdirSync(join(dist, '_astro'));
  module('Island.js', 'import{a}from"./shared.js";import"./style.js";const l=()=>import("./Lazy.js");');
  module('shared.js', 'import{b}from"./deep.js";export const a=b;');
  module('deep.js', 'export const b=1;');
  module('style.js', '');
  module('Lazy.js', 'import"./deep.js";');
  module('client.js', 'export default 1;');
  module('before.js', '');
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('island preloads', () => {
  it('names every static module of a client:only island and its renderer, but not dynamic imports', () => {
    expect(eagerModules(dist, page('only')).sort()).toEqual(
      [
        '/_astro/Island.js',
        '/_astro/client.js',
        '/_astro/before.js',
        '/_astro/deep.js',
        '/_astro/shared.js',
        '/_astro/style.js',
      ].sort(),
    );
  });

  it('adds them to the head of client:load pages too', () => {
    const html = withPreloads(dist, page('load'));
    expect(html).toContain('<link rel="modulepreload" href="/_astro/deep.js"></head>');
    expect(html.match(/modulepreload/g)).toHaveLength(6);
  });

  it('on a page painted by its shell, preloads only the before-hydration module and lists the rest for later', () => {
    const html = withPreloads(dist, page('only', '<div data-island-shell></div>'));
    expect(html.match(/rel="modulepreload"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/before.js">');
    const listed = /<meta name="enlista:island-modules" content="([^"]*)">/.exec(html)?.[1]?.split(' ');
    expect(listed?.sort()).toEqual(
      ['/_astro/Island.js', '/_astro/client.js', '/_astro/deep.js', '/_astro/shared.js', '/_astro/style.js'].sort(),
    );
  });

  it('leaves islands that hydrate later alone', () => {
    for (const client of ['visible', 'idle', 'media']) expect(withPreloads(dist, page(client))).toBe(page(client));
  });

  it('does not repeat a module the page already references', () => {
    const html = page('only').replace('</head>', '<link rel="modulepreload" href="/_astro/deep.js"></head>');
    expect(withPreloads(dist, html).match(/href="\/_astro\/deep.js"/g)).toHaveLength(1);
  });
});
