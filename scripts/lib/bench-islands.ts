// The JavaScript of each island of the build: its component and renderer with every module they
// import statically (shared chunks included), and the pages and client directives it appears with.
import { readFileSync } from 'node:fs';
import { closure, total } from './js-bytes.ts';

export interface IslandBytes {
  readonly name: string;
  readonly clients: readonly string[];
  readonly routes: readonly string[];
  readonly raw: number;
  readonly gzip: number;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');

export function islandBytes(dist: string, pages: readonly (readonly [string, string])[]): IslandBytes[] {
  const found = new Map<string, { clients: Set<string>; routes: Set<string>; urls: string[] }>();
  for (const [route, file] of pages) {
    for (const match of readFileSync(file, 'utf8').matchAll(/<astro-island\b[^>]*>/g)) {
      const tag = match[0];
      const options = (attr(tag, 'opts') ?? '').replaceAll('&quot;', '"');
      const name = /"name":"([^"]+)"/.exec(options)?.[1] ?? attr(tag, 'component-url') ?? '?';
      const entry = found.get(name) ?? { clients: new Set<string>(), routes: new Set<string>(), urls: [] };
      entry.clients.add(attr(tag, 'client') ?? '?');
      entry.routes.add(route);
      entry.urls = [attr(tag, 'component-url'), attr(tag, 'renderer-url')].filter((url): url is string => Boolean(url));
      found.set(name, entry);
    }
  }
  return [...found.entries()]
    .map(([name, entry]) => {
      const files = closure(dist, entry.urls);
      return {
        name,
        clients: [...entry.clients].sort(),
        routes: [...entry.routes].sort(),
        raw: total(files, 'raw'),
        gzip: total(files, 'gzip'),
      };
    })
    .sort((a, b) => b.gzip - a.gzip);
}
