// Astro configuration: static output, React islands, sitemap, Content Security Policy and the
// validated environment schema (astro:env). See README "Environment variables".
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import buildTarget from './integrations/build-target.ts';
import interactionDirective from './integrations/interaction-directive.ts';
import islandPreload from './integrations/island-preload.ts';
import serviceWorker from './integrations/service-worker.ts';

const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };
const LOCAL_API = 'http://localhost:8787';

/** A URL variable read before astro:env runs; a malformed value stops the build with its name. */
function urlOf(name, fallback) {
  const value = env[name] ?? fallback;
  if (!URL.canParse(value)) throw new Error(`${name} must be a URL, got "${value}" (see .env.example)`);
  return value;
}

const siteUrl = urlOf('PUBLIC_SITE_URL', 'http://localhost:4321');
const apiOrigins = ['PUBLIC_USERS_API_URL', 'PUBLIC_BUSINESS_API_URL', 'PUBLIC_DATA_API_URL']
  .map((name) => new URL(urlOf(name, LOCAL_API)).origin)
  .filter((origin, index, all) => all.indexOf(origin) === index);

// Address suggestions call a Nominatim-compatible geocoder, possibly on another origin.
const geocoderOrigin = new URL(urlOf('PUBLIC_GEOCODER_URL', `${LOCAL_API}/geocoder`)).origin;
const connectOrigins = [...new Set([...apiOrigins, geocoderOrigin])];

// The session-hint script is inlined in every page (the navbar must know "signed in" without
// React); its hash is allowed by the CSP instead of 'unsafe-inline'.
const sessionHint = readFileSync(new URL('./src/lib/session-hint/hint-script.js', import.meta.url), 'utf8');
const sessionHintHash = `sha256-${createHash('sha256').update(sessionHint).digest('base64')}`;
// Likewise the script that holds a form sent before its island is live.
const holdSubmit = readFileSync(new URL('./src/lib/early-submit/hold-submit.js', import.meta.url), 'utf8');
const holdSubmitHash = `sha256-${createHash('sha256').update(holdSubmit).digest('base64')}`;
// Likewise the navbar's script that closes the phone menu when focus leaves it.
const menuFocus = readFileSync(new URL('./src/components/layout/menu-focus.js', import.meta.url), 'utf8');
const menuFocusHash = `sha256-${createHash('sha256').update(menuFocus).digest('base64')}`;
// And the script that themes a sign-in page's pre-rendered shell with the link's partner brand.
const shellBrand = readFileSync(new URL('./src/lib/island-shell/shell-brand.js', import.meta.url), 'utf8');
const shellBrandHash = `sha256-${createHash('sha256').update(shellBrand).digest('base64')}`;
// And the navbar's script that offers the company a worker last signed in to.
const rememberedLogin = readFileSync(new URL('./src/components/layout/remembered-login.js', import.meta.url), 'utf8');
const rememberedLoginHash = `sha256-${createHash('sha256').update(rememberedLogin).digest('base64')}`;
// And the script that fits either dashboard's pre-rendered frame to the address, by the route
// table the frame carries.
const frameFit = readFileSync(new URL('./src/components/session/frame-fit.js', import.meta.url), 'utf8');
const frameFitHash = `sha256-${createHash('sha256').update(frameFit).digest('base64')}`;
// And the script that starts the owner's signing page's one read while the page is parsed.
const earlyRead = readFileSync(new URL('./src/lib/island-shell/early-read.js', import.meta.url), 'utf8');
const earlyReadHash = `sha256-${createHash('sha256').update(earlyRead).digest('base64')}`;
// And the one that starts the read of a shared posting's public page while the page is parsed.
const postingRead = readFileSync(
  new URL('./src/features/public-site/shared-posting/early-read.js', import.meta.url),
  'utf8',
);
const postingReadHash = `sha256-${createHash('sha256').update(postingRead).digest('base64')}`;

// Shell pages are reached through rewrites; they are not documents for search engines.
const SHELL_PREFIXES = [
  '/login',
  '/register',
  '/register-main',
  '/resetpassword',
  '/user/',
  '/business/',
  '/crear-poder-simple',
  '/firmar-poder',
  '/ofertas',
];
// Pages that say noindex: besides the shells, /verificar, whose answers are about one document.
const NOT_INDEXED = [...SHELL_PREFIXES, '/verificar'];

// Chunk groups for the production build. KIT_PATHS: the small modules many islands share (stores,
// HTTP and session helpers, formatting, validation and worker-document rules, the form kit,
// dialogs, line icons, tooltips, feedback, posting facts, the signing forms' code state, the section router, the sign-in pages'
// frame, the contract's address-parameter rule and messages: left out, a page outside the
// dashboards that uses them would load a dashboard's first view).
// DASHBOARD: each dashboard's own modules (the document viewer in src/components/viewer stays out
// of both, loaded when opened). PUBLIC_ISLANDS: where the public pages' islands live.
const KIT_PATHS =
  /src[\\/]((stores|config|lib[\\/](http|session|format|validation|reference|documents)|components[\\/](feedback|dialog|routing|form|session|pagination|posting|icon|tooltip|signing)|features[\\/]auth[\\/]shared)[\\/]|lib[\\/](tenant-link|remote|remote-store|pagination|posting|next-task|save-blob|contract[\\/](params|messages))\.ts$)/;
// The commune table and the schemas that check a commune against it: loaded with the forms that
// ask for a commune (registration, job postings, privacy requests), never with a first view.
const COMMUNE_TABLE =
  /src[\\/]lib[\\/](reference[\\/]communes(-data)?|validation[\\/](job-posting|privacy-request|registration))\.ts$/;
/** True for a module of the shared kit (KIT_PATHS, the commune table and its schemas aside). */
function inKit(id) {
  return KIT_PATHS.test(id) && !COMMUNE_TABLE.test(id);
}
// The framework, the small libraries every form island uses, and the bundler's helper for
// dynamic imports (any island with a lazy part needs it).
const FRAMEWORK =
  /(node_modules[\\/](react|react-dom|scheduler|nanostores|@nanostores|valibot|@formisch|ofetch|idb-keyval|jwt-decode)[\\/]|vite[\\/]preload-helper)/;
const DASHBOARD = /src[\\/]features[\\/](user-dashboard|business-dashboard)[\\/]/;
const PUBLIC_ISLANDS = /src[\\/]features[\\/]public-site[\\/]/;
/** The registration island and its fixed flow (the dynamic flow is loaded only for its companies). */
const REGISTRATION = /src[\\/]features[\\/]registration[\\/](?!dynamic[\\/])/;

/** True when a module is reached, through static or dynamic imports, from a public page's island. */
function usedByPublicIsland(id, chunking) {
  const seen = new Set();
  const queue = [id];
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    if (PUBLIC_ISLANDS.test(current)) return true;
    const info = chunking.getModuleInfo(current);
    if (info) queue.push(...info.importers, ...info.dynamicImporters);
  }
  return false;
}

/** True for an island's own module: the build's entry, imported by no other module. */
function isIsland(id, chunking) {
  const info = chunking.getModuleInfo(id);
  return Boolean(info) && info.importers.length === 0 && info.dynamicImporters.length === 0;
}

/**
 * How many entries (islands, and modules loaded by dynamic import) reach a module through static
 * imports: the share count a group's minShareCount would see.
 */
function entriesReaching(id, chunking) {
  const seen = new Set();
  const queue = [id];
  let entries = 0;
  while (queue.length > 0) {
    const current = queue.pop();
    if (seen.has(current)) continue;
    seen.add(current);
    const info = chunking.getModuleInfo(current);
    if (!info) continue;
    if (info.dynamicImporters.length > 0 || info.importers.length === 0) entries += 1;
    queue.push(...info.importers);
  }
  return entries;
}

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  compressHTML: true,
  prefetch: false,
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    interactionDirective(),
    islandPreload(),
    // After the preloads: the precache records each page's final bytes.
    serviceWorker({ usersApiUrl: urlOf('PUBLIC_USERS_API_URL', LOCAL_API) }),
    buildTarget({
      site: siteUrl,
      usersApi: urlOf('PUBLIC_USERS_API_URL', LOCAL_API),
      businessApi: urlOf('PUBLIC_BUSINESS_API_URL', LOCAL_API),
      dataApi: urlOf('PUBLIC_DATA_API_URL', LOCAL_API),
    }),
    sitemap({
      filter: (page) => !NOT_INDEXED.some((prefix) => new URL(page).pathname.startsWith(prefix)),
    }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: {
        hashes: [
          sessionHintHash,
          holdSubmitHash,
          menuFocusHash,
          shellBrandHash,
          frameFitHash,
          rememberedLoginHash,
          earlyReadHash,
          postingReadHash,
        ],
      },
      directives: [
        "default-src 'self'",
        `connect-src 'self' ${connectOrigins.join(' ')}`,
        `img-src 'self' data: blob: ${apiOrigins.join(' ')}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self'`,
        "frame-src 'self' blob:",
        "worker-src 'self' blob:",
        "manifest-src 'self'",
      ],
    },
  },
  env: {
    schema: {
      PUBLIC_USERS_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: LOCAL_API }),
      PUBLIC_BUSINESS_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: LOCAL_API }),
      PUBLIC_DATA_API_URL: envField.string({ context: 'client', access: 'public', url: true, default: LOCAL_API }),
      PUBLIC_SITE_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'http://localhost:4321',
      }),
      PUBLIC_DEMO_BOOKING_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'https://calendar.app.google/enlista-demo',
      }),
      PUBLIC_COMPANY_APP_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: 'https://app.enlista.cl',
      }),
      PUBLIC_GEOCODER_URL: envField.string({
        context: 'client',
        access: 'public',
        url: true,
        default: `${LOCAL_API}/geocoder`,
      }),
    },
    validateSecrets: true,
  },
  vite: {
    build: {
      assetsInlineLimit: 2048,
      rolldownOptions: {
        output: {
          // An island's first view travels in a few larger files instead of dozens of small ones:
          // the framework and the small libraries every form island uses in one, the small app
          // modules and form kit pieces several islands share in two more (see inKit). Viewers,
          // pdf.js, spreadsheets, image shrinking and the other flows stay in their own chunks. The
          // image worker is bundled by Vite on its own (worker options), untouched by these groups.
          codeSplitting: {
            groups: [
              {
                // The framework and the small shared app modules the public pages' islands use:
                // every island loads them, so they travel as one file.
                name: (id, chunking) => (FRAMEWORK.test(id) || usedByPublicIsland(id, chunking) ? 'framework' : null),
                test: (id) => FRAMEWORK.test(id) || inKit(id),
                priority: 20,
              },
              {
                // Image shrinking is on-demand work: never part of a first-view group.
                name: 'images',
                test: /src[\\/]lib[\\/]images[\\/](shrink|encode)\.ts$/,
                priority: 30,
              },
              {
                name: 'kit',
                test: inKit,
                minShareCount: 2,
                maxModuleSize: 8000,
                priority: 10,
              },
              {
                // A dashboard's first view (the island and everything it imports) and the small
                // modules its sections share, in one chunk per dashboard; each section's own code
                // and the document viewers stay apart, loaded when opened.
                name: (id, chunking) =>
                  usedByPublicIsland(id, chunking) || (!isIsland(id, chunking) && entriesReaching(id, chunking) < 2)
                    ? null
                    : (DASHBOARD.exec(id)?.[1] ?? null),
                test: DASHBOARD,
                maxModuleSize: 8000,
                priority: 5,
              },
              {
                // The registration island's frame, link gate and fixed flow in one chunk: the fixed
                // flow is fetched with the island for every company while the link is checked.
                name: 'registration',
                test: REGISTRATION,
                priority: 5,
              },
            ],
          },
        },
      },
    },
  },
});
