// Astro integration: module preloads for the islands that hydrate at once (client:only and
// client:load). Astro lists only an island's entry and renderer in the page, so the browser finds
// each further layer of static imports after running the previous one; here every module of that
// static graph is named in the head and they all travel together. client:visible/idle/media
// islands are left alone: their code must not load before they are needed.
//
// A page whose first view is painted by its HTML (an island shell, marked data-island-shell) does
// not need its modules for that paint: there the list goes into a meta element instead, and the
// before-hydration script below asks for the modules right after the first frame, so the first
// paint never waits on them. Every other page has nothing to wait for, so its islands lose the
// before-hydration step (one module request fewer, on every island page and public page alike).
//
// A shell page whose first view is drawn by the page's own script (src/lib/island-shell/
// first-view-signal.ts) also preloads that script's imports at once, and its islands wait for the
// script's signal (or FIRST_VIEW_WAIT_MS) before their modules are asked for.
//
// An island whose module the chunk groups moved into a shared chunk keeps an entry file that only
// re-exports it (a facade, one more round trip): its islands import the shared chunk directly.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { closure } from '../scripts/lib/js-bytes.ts';
import {
  FIRST_VIEW_DONE,
  FIRST_VIEW_EVENT,
  FIRST_VIEW_MARK,
  FIRST_VIEW_WAIT_MS,
} from '../src/lib/island-shell/first-view-signal.ts';

const ISLAND = /<astro-island\b[^>]*>/g;
const EAGER = new Set(['only', 'load']);
export const SHELL_MARK = 'data-island-shell';
export const MODULES_META = 'enlista:island-modules';
/** On the modules' list of a page whose islands wait for its own first-view script. */
export const AFTER_FIRST_VIEW = 'data-after-first-view';

/**
 * Runs before any island hydrates. On a shell page it waits for the first frame or paint (or 100 ms,
 * for a tab in the background that gets no frames), then preloads the listed modules all at once.
 */
export const BEFORE_HYDRATION = `
const list = document.querySelector('meta[name="${MODULES_META}"]');
if (list) {
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 100);
    // The paint itself also counts: it is reported even where timers are held back (a paused
    // test clock), so the islands never wait on a frame callback that does not come.
    try {
      new PerformanceObserver((entries) => entries.getEntries().length > 0 && resolve()).observe({
        type: 'paint',
        buffered: true,
      });
    } catch {
      // No paint timing in this browser: the frame or the timer resolves.
    }
  });
  if (list.hasAttribute('${AFTER_FIRST_VIEW}')) {
    await new Promise((resolve) => {
      if (document.documentElement.hasAttribute('${FIRST_VIEW_DONE}')) resolve();
      document.addEventListener('${FIRST_VIEW_EVENT}', resolve, { once: true });
      setTimeout(resolve, ${FIRST_VIEW_WAIT_MS});
    });
  }
  for (const href of list.content.split(' ').filter(Boolean)) {
    if (document.querySelector('link[rel="modulepreload"][href="' + href + '"]')) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  list.remove();
}
`;

function attribute(tag: string, name: string): string | undefined {
  return new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&');
}

/** The static module graph of the page's eager islands, as URLs. */
export function eagerModules(dist: string, html: string): string[] {
  const entries = [...html.matchAll(ISLAND)]
    .map((match) => match[0])
    .filter((tag) => EAGER.has(attribute(tag, 'client') ?? ''))
    .flatMap((tag) => [
      attribute(tag, 'component-url'),
      attribute(tag, 'renderer-url'),
      attribute(tag, 'before-hydration-url'),
    ])
    .filter((url): url is string => Boolean(url));
  return closure(dist, entries).map((file) => file.path);
}

const FACADE = /^export\{([^}]*)\}from"\.\/([\w.-]+\.js)";?\s*$/;

/**
 * Where an entry file that only re-exports another chunk really keeps `name`: that chunk's URL and
 * export; null when the file does more than re-export, or not that name.
 */
export function facadeTarget(dist: string, url: string, name: string): { url: string; name: string } | null {
  if (!url.startsWith('/_astro/')) return null;
  let source: string;
  try {
    source = readFileSync(join(dist, url), 'utf8');
  } catch {
    return null;
  }
  const match = FACADE.exec(source);
  if (!match?.[1] || !match[2]) return null;
  for (const binding of match[1].split(',')) {
    const [local, exported = local] = binding.trim().split(/\s+as\s+/);
    if (exported === name && local) return { url: url.replace(/[^/]+$/, match[2]), name: local };
  }
  return null;
}

/** The page with each island importing its component from where the code is, not from a facade. */
export function withoutFacades(dist: string, html: string): string {
  return html.replace(ISLAND, (tag) => {
    const url = attribute(tag, 'component-url');
    if (!url) return tag;
    const target = facadeTarget(dist, url, attribute(tag, 'component-export') ?? 'default');
    if (!target) return tag;
    const moved = tag.replace(`component-url="${url}"`, `component-url="${target.url}"`);
    return / component-export="/.test(moved)
      ? moved.replace(/ component-export="[^"]*"/, ` component-export="${target.name}"`)
      : moved.replace(/<astro-island\b/, `<astro-island component-export="${target.name}"`);
  });
}

const preload = (url: string) => `<link rel="modulepreload" href="${url}">`;

/** The page with its islands no longer importing the before-hydration module (it has nothing to do there). */
export function withoutBeforeHydration(html: string): string {
  return html.replace(ISLAND, (tag) => tag.replace(/\sbefore-hydration-url="[^"]*"/, ''));
}

/** The static imports of the page's own module scripts (not the scripts themselves). */
export function pageScriptImports(dist: string, html: string): string[] {
  const scripts = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].flatMap((match) =>
    match[1] ? [match[1]] : [],
  );
  return closure(dist, scripts)
    .map((file) => file.path)
    .filter((url) => !scripts.includes(url));
}

/**
 * The page with a modulepreload link for each eager module it does not reference yet; on a shell
 * page, the before-hydration module alone, and the rest listed for after the first frame (on a
 * page whose own script draws the first view, that script's imports at once, and the rest for
 * after its signal); on any other page, no before-hydration step at all.
 */
export function withPreloads(dist: string, source: string): string {
  const html = withoutFacades(dist, source);
  if (!html.includes(SHELL_MARK)) {
    const page = withoutBeforeHydration(html);
    const modules = eagerModules(dist, page).filter((url) => !page.includes(`href="${url}"`));
    if (modules.length === 0) return page;
    return page.replace('</head>', `${modules.map(preload).join('')}</head>`);
  }
  const modules = eagerModules(dist, html).filter((url) => !html.includes(`href="${url}"`));
  if (modules.length === 0) return html;
  const first = [...html.matchAll(ISLAND)]
    .map((match) => attribute(match[0], 'before-hydration-url'))
    .filter((url): url is string => Boolean(url));
  const firstView = html.includes(FIRST_VIEW_MARK);
  if (firstView) first.push(...pageScriptImports(dist, html).filter((url) => !html.includes(`href="${url}"`)));
  const later = modules.filter((url) => !first.includes(url));
  const meta = `<meta name="${MODULES_META}" content="${later.join(' ')}"${firstView ? ` ${AFTER_FIRST_VIEW}` : ''}>`;
  return html.replace('</head>', `${[...new Set(first)].map(preload).join('')}${meta}</head>`);
}

export default function islandPreload(): AstroIntegration {
  return {
    name: 'enlista:island-preload',
    hooks: {
      'astro:config:setup': ({ injectScript }) => {
        injectScript('before-hydration', BEFORE_HYDRATION);
      },
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
