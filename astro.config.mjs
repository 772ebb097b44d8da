// Astro configuration: static output, React islands, sitemap, Content Security Policy and the
// validated environment schema (astro:env). See README "Environment variables".
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, envField } from 'astro/config';
import { loadEnv } from 'vite';
import buildTarget from './integrations/build-target.ts';
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

// Shell pages are reached through rewrites; they are not documents for search engines.
const SHELL_PREFIXES = [
  '/login',
  '/register',
  '/register-main',
  '/resetpassword',
  '/user/',
  '/business/',
  '/crear-poder-simple',
];

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
      filter: (page) => !SHELL_PREFIXES.some((prefix) => new URL(page).pathname.startsWith(prefix)),
    }),
  ],
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { hashes: [sessionHintHash, holdSubmitHash, menuFocusHash, shellBrandHash] },
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
    build: { assetsInlineLimit: 2048 },
  },
});
