// astro.config.mjs: the astro:env schema and "config fails fast"
// (STYLE.md 7): a malformed URL variable stops the build with the variable's name. Astro itself
// enforces `url: true` at build time (EnvInvalidVariables); the origins the CSP needs are read
// earlier, while the config loads, and are checked here.
import { afterEach, describe, expect, it, vi } from 'vitest';

const URL_VARIABLES = [
  'PUBLIC_USERS_API_URL',
  'PUBLIC_BUSINESS_API_URL',
  'PUBLIC_DATA_API_URL',
  'PUBLIC_SITE_URL',
  'PUBLIC_DEMO_BOOKING_URL',
  'PUBLIC_COMPANY_APP_URL',
];

async function loadConfig() {
  vi.resetModules();
  return (await import('../astro.config.mjs')).default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('astro:env schema', () => {
  it('declares the three API base URLs, the site, demo-booking and company-app URLs as public URLs', async () => {
    const schema = (await loadConfig()).env?.schema ?? {};
    for (const name of URL_VARIABLES) {
      expect(schema[name], name).toMatchObject({ type: 'string', context: 'client', access: 'public', url: true });
    }
  });

  it('defaults the API base URLs to the local API', async () => {
    const schema = (await loadConfig()).env?.schema ?? {};
    for (const name of URL_VARIABLES.slice(0, 3))
      expect(schema[name], name).toMatchObject({ default: 'http://localhost:8787' });
  });
});

describe('config fails fast', () => {
  for (const name of ['PUBLIC_USERS_API_URL', 'PUBLIC_DATA_API_URL', 'PUBLIC_SITE_URL', 'PUBLIC_GEOCODER_URL']) {
    it(`stops with the name of a malformed ${name}`, async () => {
      vi.stubEnv(name, 'no-es-una-url');
      await expect(loadConfig()).rejects.toThrow(`${name} must be a URL, got "no-es-una-url"`);
    });
  }

  it('allows the API origins in connect-src', async () => {
    vi.stubEnv('PUBLIC_BUSINESS_API_URL', 'https://empresas.example.cl/api');
    const config = await loadConfig();
    const connect = config.security?.csp;
    const directives = typeof connect === 'object' ? (connect.directives ?? []) : [];
    expect(directives.find((directive) => directive.startsWith('connect-src'))).toContain(
      'https://empresas.example.cl',
    );
  });
});
