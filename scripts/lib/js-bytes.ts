// Measures the JavaScript a built page loads: external module scripts, module preloads, island
// components and renderers with their static imports, and inline scripts. Shared by the byte
// budget test and `npm run bench`.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Routes whose islands are their purpose (each built page under one of them may ship framework
 * JavaScript); every other page ships none beyond an inline hint under 1 KB.
 */
export const ISLAND_ROUTES: readonly string[] = [
  '/',
  '/contacto/',
  '/crear-poder-simple/',
  '/firmar-poder/',
  '/ofertas/',
  '/verificar/',
  '/login/',
  '/register/',
  '/register-main/',
  '/resetpassword/',
  '/user/dashboard/',
  '/business/dashboard/',
];

export interface JsFile {
  path: string;
  raw: number;
  gzip: number;
}

export interface PageJs {
  /** Inline scripts (session hint, island bootstrap), bytes. */
  inline: { raw: number; gzip: number };
  /** Loaded before the visitor scrolls or interacts: module scripts and load/idle/only islands. */
  initial: JsFile[];
  /** Everything once every island (including client:visible ones) has hydrated. */
  all: JsFile[];
}

const IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"']+\.m?js)["']/g;

/** Where a script URL of the site lives in the build (query and hash dropped). */
const builtFile = (dist: string, url: string) => join(dist, (url.split(/[?#]/)[0] ?? url).replace(/^\//, ''));

/** The size of a built script. A page or module that names a script the build lacks is an error:
 * skipping it would let a budget pass on a page whose JavaScript was never counted. */
function sizeOf(dist: string, url: string): JsFile {
  const file = builtFile(dist, url);
  if (!existsSync(file)) throw new Error(`${url} is loaded by a page but missing from ${dist}/`);
  const bytes = readFileSync(file);
  return { path: url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** The module and every module it imports statically (dynamic `import()` is on demand). */
export function closure(dist: string, entries: string[]): JsFile[] {
  const seen = new Map<string, JsFile>();
  const queue = [...entries];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (seen.has(url)) continue;
    const file = sizeOf(dist, url);
    seen.set(url, file);
    const source = readFileSync(builtFile(dist, url), 'utf8');
    for (const match of source.matchAll(IMPORT)) {
      const specifier = match[1] as string;
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier));
      else if (specifier.startsWith('/')) queue.push(specifier);
    }
  }
  return [...seen.values()];
}

function attr(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
}

export function measurePage(dist: string, htmlFile: string): PageJs {
  const html = readFileSync(htmlFile, 'utf8');
  const initial: string[] = [];
  const deferred: string[] = [];
  let inlineSource = '';

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    const attributes = match[1] ?? '';
    const src = attr(`<script ${attributes}>`, 'src');
    if (src) initial.push(src);
    else if (!/type="application\/(ld\+)?json"/.test(attributes)) inlineSource += match[2] ?? '';
  }
  for (const match of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) {
    const href = attr(match[0], 'href');
    if (href) initial.push(href);
  }
  for (const match of html.matchAll(/<astro-island\b[^>]*>/g)) {
    const tag = match[0];
    const urls = [attr(tag, 'component-url'), attr(tag, 'renderer-url')].filter((url): url is string => Boolean(url));
    // client:visible and client:interaction islands load when scrolled to or acted on.
    const later = ['visible', 'interaction'].includes(attr(tag, 'client') ?? '');
    (later ? deferred : initial).push(...urls.map((url) => url.replaceAll('&amp;', '&')));
  }

  const inlineBytes = Buffer.from(inlineSource);
  return {
    inline: { raw: inlineBytes.length, gzip: inlineSource ? gzipSync(inlineBytes, { level: 9 }).length : 0 },
    initial: closure(dist, initial),
    all: closure(dist, [...initial, ...deferred]),
  };
}

export const total = (files: JsFile[], key: 'raw' | 'gzip') => files.reduce((sum, file) => sum + file[key], 0);

/** Every HTML page of the build as [route, file]. */
export function builtPages(dist: string, files: string[]): [string, string][] {
  return files
    .filter((file) => file.endsWith('.html'))
    .map((file) => {
      const route = `/${file.replace(/index\.html$/, '').replace(/\.html$/, '')}`;
      return [route, join(dist, file)] as [string, string];
    })
    .sort(([a], [b]) => a.localeCompare(b));
}

export { dirname };
