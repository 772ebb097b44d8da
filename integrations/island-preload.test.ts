// Module preloads for eager islands: the whole static graph, nothing for lazy islands, no repeats.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eagerModules, facadeTarget, withPreloads } from './island-preload.ts';

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
  it('names every static module of a client:only island, its renderer and its before-hydration step, but not dynamic imports', () => {
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
    expect(html.match(/modulepreload/g)).toHaveLength(5);
  });

  it('drops the before-hydration step where no shell paints first: nothing waits, one request fewer', () => {
    for (const client of ['only', 'load', 'visible']) {
      const html = withPreloads(dist, page(client));
      expect(html).not.toContain('before-hydration-url');
      expect(html).not.toContain('/_astro/before.js');
    }
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

  it("on a page whose own script draws the first view, preloads that script's imports at once and has the islands wait for it", () => {
    module('page-script.js', 'import{t}from"./texts.js";t();');
    module('texts.js', 'export const t=()=>1;');
    const source = page('only', '<p data-island-shell data-first-view-script></p>').replace(
      '</head>',
      '<script type="module" src="/_astro/page-script.js"></script></head>',
    );
    const html = withPreloads(dist, source);
    expect(html).toContain('<link rel="modulepreload" href="/_astro/texts.js">');
    expect(html).not.toContain('<link rel="modulepreload" href="/_astro/page-script.js">');
    expect(html).toMatch(/<meta name="enlista:island-modules" content="[^"]*" data-after-first-view>/);
    expect(withPreloads(dist, page('only', '<div data-island-shell></div>'))).not.toContain('data-after-first-view');
  });

  it('adds no preloads for islands that hydrate later', () => {
    for (const client of ['visible', 'idle', 'media'])
      expect(withPreloads(dist, page(client))).not.toContain('modulepreload');
  });

  it('does not repeat a module the page already references', () => {
    const html = page('only').replace('</head>', '<link rel="modulepreload" href="/_astro/deep.js"></head>');
    expect(withPreloads(dist, html).match(/href="\/_astro\/deep.js"/g)).toHaveLength(1);
  });

  it('has an island import its code from the shared chunk when its entry file only re-exports it', () => {
    module('Facade.js', 'export{t as LOAD_FAILED,r as default}from"./group.js";');
    module('group.js', 'import{b}from"./deep.js";const r=()=>b,t="x";export{t,r};');
    const html = withPreloads(dist, page('only').replace('/_astro/Island.js', '/_astro/Facade.js'));
    expect(html).toContain('component-url="/_astro/group.js"');
    expect(html).toContain('component-export="r"');
    expect(html).not.toContain('/_astro/Facade.js');
    expect(html).toContain('<link rel="modulepreload" href="/_astro/deep.js">');
  });

  it('keeps an entry file that does more than re-export, or lacks the export', () => {
    expect(facadeTarget(dist, '/_astro/Island.js', 'default')).toBeNull();
    module('Facade.js', 'export{t as named}from"./group.js";');
    expect(facadeTarget(dist, '/_astro/Facade.js', 'default')).toBeNull();
    expect(facadeTarget(dist, '/_astro/Facade.js', 'named')).toEqual({ url: '/_astro/group.js', name: 't' });
  });
});
