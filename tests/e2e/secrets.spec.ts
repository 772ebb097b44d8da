// No server secret reaches the client: the built site (E2E_DIST, default .out/e2e/) is searched for the
// API's JWT secrets, the demo accounts' password and hashes, and traces of server code. The only
// fixed keys it may carry are the session storage keys the specification requires.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from '../../server/deps.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { demoPasswordHashes } from '../../server/seed/passwords.ts';
import { expect, test } from './fixtures.ts';

const dist = process.env.E2E_DIST ?? '.out/e2e';

// The fixed AES keys of the session at rest, read from their module's source (importing it would
// load crypto-js into the test runner).
const SESSION_KEYS = [...readFileSync('src/lib/session/cipher.ts', 'utf8').matchAll(/^\s+\w+: '([^']+)',$/gm)].map(
  (match) => match[1] as string,
);

const files = readdirSync(dist, { recursive: true, withFileTypes: true })
  .filter(
    (entry) =>
      entry.isFile() && /\.(html|js|mjs|css|json|txt|xml|map|webmanifest)$|^_(headers|redirects)$/.test(entry.name),
  )
  .map((entry) => join(entry.parentPath, entry.name));

function filesContaining(needle: string): string[] {
  return files.filter((file) => readFileSync(file, 'utf8').includes(needle));
}

/** Words that only server code has: storage, hashing, the API's own modules and dev routes. */
const SERVER_TRACES = [
  'node:sqlite',
  'node:crypto',
  'revoked_tokens',
  'password_hash',
  'login_attempts',
  'CREATE TABLE',
  'scryptSync',
  'enlista-demo-salt',
  'signSessionToken',
  'createApp(',
  '/_dev/',
  'API_MODE',
  'nodemailer',
  'SMTP_URL',
  'WHATSAPP_APP_SECRET',
];

test.describe('the client bundle', () => {
  test('has pages and scripts to search', () => {
    expect(files.some((file) => file.endsWith('.html'))).toBe(true);
    expect(files.some((file) => file.endsWith('.js'))).toBe(true);
  });

  test('carries neither the API secrets nor those set for this run', () => {
    const secrets = [
      ...[DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET],
      ...[process.env.JWT_SECRET, process.env.POWER_JWT_SECRET, process.env.SIGNING_CODE_SECRET],
    ];
    for (const secret of secrets.filter((value): value is string => Boolean(value))) {
      expect(filesContaining(secret), 'a JWT secret').toEqual([]);
    }
  });

  test("carries neither the demo accounts' password nor their hashes", async () => {
    expect(filesContaining(DEMO_PASSWORD), 'the demo password').toEqual([]);
    for (const hash of Object.values(await demoPasswordHashes())) {
      expect(filesContaining(hash), 'a password hash').toEqual([]);
      for (const part of hash.split('$').filter((piece) => piece.length >= 16)) {
        expect(filesContaining(part), 'part of a password hash').toEqual([]);
      }
    }
  });

  test('carries no server code', () => {
    for (const trace of SERVER_TRACES) expect(filesContaining(trace), trace).toEqual([]);
    expect(
      files.filter((file) => file.endsWith('.map')),
      'no source maps',
    ).toEqual([]);
  });

  test('carries no private key', () => {
    expect(filesContaining('PRIVATE KEY-----'), 'a PEM private key').toEqual([]);
  });

  test('carries the session storage keys the specification requires, loaded only with a session', () => {
    expect(SESSION_KEYS).toHaveLength(4);
    for (const key of SESSION_KEYS) {
      const holders = filesContaining(key);
      expect(holders.length, key).toBeGreaterThan(0);
      expect(
        holders.every((file) => file.endsWith('.js')),
        `${key} only in an on-demand script`,
      ).toBe(true);
    }
  });
});
