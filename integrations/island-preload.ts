// Astro integration: module preloads for the islands that hydrate at once (client:only and
// client:load). Astro lists only an island's entry and renderer in the page, so the browser finds
// each further layer of static imports after running the previous one; here every module of that
// static graph is named in the head and they all travel together. client:visible/idle/media
// islands are left alone: their code must not load before they are needed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { closure } from '../scripts/lib/js-bytes.ts';

const ISLAND = /<astro-island\b[^>]*>/g;
const EAGER = new Set(['only', 'load']);

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

/** The static module graph of the page's eager islands, as URLs. */
export function eagerModules(dist: string, html: string): string[] {
  const entries = [...html.matchAll(ISLAND)]
    .map((match) => match[0])
    .filter((tag) => EAGER.has(attribute(tag, 'client') ?? ''))
    .flatMap((tag) => [attribute(tag, 'component-url'), attribute(tag, 'renderer-url')])
    .filter((url): url is string => Boolean(url));
  return closure(dist, entries).map((file) => file.path);
}

/** The page with a modulepreload link for each eager module it does not reference yet. */
export function withPreloads(dist: string, html: string): string {
  const links = eagerModules(dist, html)
    .filter((url) => !html.includes(`href="${url}"`))
    .map((url) => `<link rel="modulepreload" href="${url}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

export default function islandPreload(): AstroIntegration {
  return {
    name: 'enlista:island-preload',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        let pages = 0;
        for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
          if (!file.endsWith('.html')) continue;
          const path = join(dist, file);
          const html = readFileSync(path, 'utf8');
          const next = withPreloads(dist, html);
          if (next === html) continue;
          writeFileSync(path, next);
          pages += 1;
        }
        logger.info(`module preloads added to ${pages} page(s)`);
      },
    },
  };
}
