// Password hashes for the demo accounts. The salt is derived from the e-mail (never random) so
// that a reset writes byte-identical rows; hashes are computed once per process. The demo
// passwords are public, so their hashes protect nothing: they are made at the old, lower scrypt
// cost, which keeps the first start and every reset quick, and each is raised to the current cost
// at its account's first sign-in, like any older hash (lib/password.ts).
import { createHash } from 'node:crypto';
import { hashPassword, type ScryptCost } from '../lib/password.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import type { DemoAccountKey } from './demo.ts';

export type DemoPasswordHashes = Record<DemoAccountKey, string>;

const DEMO_COST: ScryptCost = { N: 16384, r: 8, p: 1 };

let cached: Promise<DemoPasswordHashes> | undefined;

function hashFor(key: DemoAccountKey): Promise<string> {
  const account = DEMO_ACCOUNTS[key];
  const salt = createHash('sha256').update(`enlista-demo-salt:${account.email}`).digest();
  return hashPassword(account.password, salt.subarray(0, 16), DEMO_COST);
}

async function computeHashes(): Promise<DemoPasswordHashes> {
  const [worker, company, companySur, workerSur, verification] = await Promise.all([
    hashFor('worker'),
    hashFor('company'),
    hashFor('companySur'),
    hashFor('workerSur'),
    hashFor('verification'),
  ]);
  return { worker, company, companySur, workerSur, verification };
}

export function demoPasswordHashes(): Promise<DemoPasswordHashes> {
  cached ??= computeHashes();
  return cached;
}
