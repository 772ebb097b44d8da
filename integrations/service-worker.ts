// Astro integration: generates the service worker (dist/sw.js) with Workbox once the site is
// built. It precaches the worker dashboard's shell and the built code and styles (/_astro), and
// answers the signed-in worker's reads (users API GET calls) network-first, falling back to the
// last stored answer when the network fails, so the dashboard opens without signal. Sign-in,
// sign-out, uploads and every other write never touch a cache (only GET is routed, and only
// JSON answers under /api/users/ are stored). The page clears the stored answers whenever a
// session starts or ends and leaves a note of the session in force (src/lib/pwa/offline-cache.ts):
// an answer is stored only when its request carried that session's token, so one that arrives
// after sign-out is dropped, and it is stored under its address alone, without the auth header.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { generateSW, type RuntimeCaching } from 'workbox-build';
import {
  OFFLINE_CHANNEL,
  SAVED_AT_HEADER,
  SESSION_CACHE,
  SESSION_NOTE,
  WORKER_DATA_CACHE,
} from '../src/lib/pwa/offline-cache.ts';

export const SERVICE_WORKER = 'sw.js';
export const DASHBOARD_SHELL = 'user/dashboard/index.html';

/**
 * Workbox serialises runtime plugins as source text into sw.js, so these methods cannot close
 * over module variables: the names below are literals, checked against the shared constants by
 * `pluginSourceMatches` before a build is accepted. Arrow functions: a method's source text is
 * not a valid property value.
 */
export interface OfflineDataPlugin {
  readonly cacheKeyWillBeUsed: (param: { readonly request: Request; readonly mode: string }) => Promise<string>;
  readonly cacheWillUpdate: (param: {
    readonly request: Request;
    readonly response: Response;
  }) => Promise<Response | null>;
  readonly cachedResponseWillBeUsed: (param: {
    readonly request: Request;
    readonly cachedResponse?: Response | undefined;
  }) => Promise<Response | undefined>;
  readonly fetchDidSucceed: (param: { readonly request: Request; readonly response: Response }) => Promise<Response>;
}

export const offlineDataPlugin: OfflineDataPlugin = {
  // Stored and looked up by address alone: the key keeps no header (no auth-user token).
  // eslint-disable-next-line @typescript-eslint/require-await
  cacheKeyWillBeUsed: async ({ request }) => request.url,
  // Store only complete JSON answers of the session in force (the page's note holds the SHA-256
  // of its token), dated, so the page can say how old the data is.
  cacheWillUpdate: async ({ request, response }) => {
    if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('json')) return null;
    const token = request.headers.get('auth-user') ?? '';
    const note = await (await caches.open('enlista-sesion')).match('/__enlista/sesion-en-curso');
    const inForce = note ? await note.text() : '';
    if (token === '' || inForce === '') return null;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    const hex = Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
    if (hex !== inForce) return null;
    const headers = new Headers(response.headers);
    headers.set('x-enlista-guardado', new Date().toISOString());
    return new Response(await response.blob(), { status: 200, statusText: response.statusText, headers });
  },
  // Tell the page that this answer is a stored one, and from when.
  // Workbox awaits every plugin method: these two are async without awaiting anything.
  // eslint-disable-next-line @typescript-eslint/require-await
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) => {
    if (cachedResponse) {
      const savedAt = cachedResponse.headers.get('x-enlista-guardado') ?? '';
      const channel = new BroadcastChannel('enlista-sin-conexion');
      channel.postMessage({ type: 'cached', url: request.url, savedAt });
      channel.close();
    }
    return cachedResponse;
  },
  // eslint-disable-next-line @typescript-eslint/require-await
  fetchDidSucceed: async ({ request, response }) => {
    if (response.ok) {
      const channel = new BroadcastChannel('enlista-sin-conexion');
      channel.postMessage({ type: 'fresh', url: request.url });
      channel.close();
    }
    return response;
  },
};

/** True when the serialised plugin uses the same names as the pages. */
export function pluginSourceMatches(plugin: OfflineDataPlugin): boolean {
  const source = [
    plugin.cacheKeyWillBeUsed,
    plugin.cacheWillUpdate,
    plugin.cachedResponseWillBeUsed,
    plugin.fetchDidSucceed,
  ]
    .map(String)
    .join('\n');
  return [SAVED_AT_HEADER, OFFLINE_CHANNEL, SESSION_CACHE, SESSION_NOTE].every((name) => source.includes(name));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Runtime routes: the worker's reads on the users API, network-first with a stored fallback. */
export function runtimeCaching(usersApiUrl: string): RuntimeCaching[] {
  const base = usersApiUrl.replace(/\/+$/, '');
  return [
    {
      urlPattern: new RegExp(`^${escapeRegExp(base)}/api/users/`),
      method: 'GET',
      handler: 'NetworkFirst',
      options: {
        cacheName: WORKER_DATA_CACHE,
        // A connection that answers nothing for this long counts as no connection.
        networkTimeoutSeconds: 10,
        expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
        // workbox-core's plugin type needs the WebWorker library, which the site does not load.
        plugins: [offlineDataPlugin] as never[],
      },
    },
  ];
}

export interface ServiceWorkerOptions {
  /** Base URL of the users API (PUBLIC_USERS_API_URL). */
  readonly usersApiUrl: string;
}

export default function serviceWorker({ usersApiUrl }: ServiceWorkerOptions): AstroIntegration {
  return {
    name: 'enlista:service-worker',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        if (!pluginSourceMatches(offlineDataPlugin)) {
          throw new Error('The service worker plugin must use the names of src/lib/pwa/offline-cache.ts');
        }
        const dist = fileURLToPath(dir);
        const { count, size, warnings } = await generateSW({
          globDirectory: dist,
          swDest: `${dist}/${SERVICE_WORKER}`,
          // The dashboard shell (every /user/dashboard/* path is this page), the code and styles it
          // loads, the install icons and the manifest. Public pages stay network-only.
          globPatterns: [
            DASHBOARD_SHELL,
            '_astro/**/*.{js,css,woff2,svg}',
            'manifest.webmanifest',
            'icons/*.png',
            'favicon.svg',
          ],
          // pdf.js and its worker load only when a document is opened; they are fetched then.
          globIgnores: ['_astro/pdf*.{js,mjs}'],
          // Built files under /_astro carry their content hash in the name.
          dontCacheBustURLsMatching: /^_astro\//,
          maximumFileSizeToCacheInBytes: 1024 * 1024,
          navigateFallback: `/${DASHBOARD_SHELL}`,
          navigateFallbackAllowlist: [/^\/user\/dashboard(\/|$)/],
          runtimeCaching: runtimeCaching(usersApiUrl),
          cleanupOutdatedCaches: true,
          clientsClaim: true,
          // A new version waits until the person accepts it ('Actualizar').
          skipWaiting: false,
          inlineWorkboxRuntime: true,
          sourcemap: false,
          mode: 'production',
        });
        for (const warning of warnings) logger.warn(warning);
        logger.info(`${SERVICE_WORKER}: ${count} file(s) precached, ${(size / 1024).toFixed(0)} KB`);
      },
    },
  };
}
