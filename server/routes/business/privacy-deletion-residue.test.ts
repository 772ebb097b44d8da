// A completed deletion leaves nothing of the person behind, in the rows and in the database's
// files: the e-mail, the RUT (in every way it is written) and the phone are found only in the
// rows the law lets the company keep (a signed contract's signature record), once the deletion's
// confirmation has gone to the address it removed.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PrivacyRequest } from '../../../src/lib/contract/privacy.ts';
import { POWER_FIELDS_SAMPLE } from '../../../src/lib/contract/power.sample.ts';
import { DEV_POWER_JWT_SECRET } from '../../deps.ts';
import { claim, markSent } from '../../lib/delivery/queue.ts';
import { signJwt } from '../../lib/jwt.ts';
import { TINY_JPEG } from '../../lib/test-images.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import {
  COMPANY,
  PASSWORD,
  WORKER,
  answer,
  createPrivacyContext,
  databaseText,
  type PrivacyTestContext,
} from '../user/privacy-test-helpers.ts';

let api: PrivacyTestContext;
beforeEach(async () => {
  api = await createPrivacyContext({ onDisk: true });
});
afterEach(() => api.cleanup());

const worker = DEMO_ACCOUNTS.worker;
/** The person's identifiers in every form the product writes them. */
const TRACES = [
  WORKER,
  worker.rut,
  worker.rut.replaceAll('.', ''),
  worker.rut.replaceAll(/[.-]/g, ''),
  worker.phone,
  worker.phone.slice(2),
];

function databaseFiles(): Buffer {
  const dir = dirname(api.databasePath);
  return Buffer.concat(
    readdirSync(dir)
      .filter((name) => name.startsWith('enlista.db'))
      .map((name) => readFileSync(join(dir, name))),
  );
}

/** The worker, as the driver, starts a power of attorney that the owner has not signed yet. */
async function startPower() {
  const token = await signJwt({ sub: 'poder-residuo', purpose: 'simple-power' }, DEV_POWER_JWT_SECRET, {
    expiresInSeconds: 600,
    now: api.now,
  });
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...POWER_FIELDS_SAMPLE, rutDriver: worker.rut })) {
    body.append(key, value);
  }
  body.append('emailDriver', WORKER);
  for (const side of ['frontal', 'posterior']) {
    body.append(`files[cedula_identidad_${side}_owner]`, new File([TINY_JPEG], `${side}.jpg`, { type: 'image/jpeg' }));
  }
  const response = await api.app.request('/api/users/create-power-simple', {
    method: 'POST',
    body,
    headers: { 'auth-user': token },
  });
  expect(response.status, await response.text()).toBe(201);
}

async function activity() {
  // What a person leaves behind in a few days of use: a wrong password, a recovery request, a
  // power of attorney started as a driver, and the messages sent about them.
  await startPower();
  await api.app.request('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: WORKER, password: 'Equivocada1', name_business: 'transportes-andes' }),
  });
  await api.app.request('/auth/request-reset-password', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: WORKER, name_business: 'transportes-andes' }),
  });
}

describe('a completed deletion', () => {
  it('leaves the e-mail, RUT and phone only in the signature records, in the rows and in the files', async () => {
    await activity();
    const request = (
      await answer<{ data: PrivacyRequest }>(
        await api.call(WORKER, 'POST', '/api/users/privacy/requests', {
          kind: 'supresion',
          password: PASSWORD,
          reason: 'Ya no trabajo aquí.',
        }),
        201,
      )
    ).data;
    const before = databaseFiles();
    for (const trace of [WORKER, worker.rut, worker.phone]) expect(before.includes(trace), trace).toBe(true);

    await answer(
      await api.call(COMPANY, 'POST', `/business/privacy-requests/${request.id_request}/complete`, {
        answer: 'Eliminamos tus datos.',
      }),
    );

    // The one thing that still holds the address is the confirmation waiting to go to it; once it
    // is handed over, the address leaves the rows and the files too.
    const waiting = api.db.prepare('SELECT id, recipient FROM outbox WHERE recipient = ?').all(WORKER);
    expect(waiting.map((row) => row['recipient'])).toEqual([WORKER]);
    const confirmation = claim(api.db, Number(waiting[0]?.['id']), api.now, 60_000);
    if (confirmation?.kind !== 'privacy-deletion-done') throw new Error('No deletion confirmation to send');
    markSent(api.db, confirmation, 'proveedor-1', api.now, true);

    const rows = databaseText(api).split('\n');
    for (const trace of TRACES) {
      const found = rows.filter((line) => line.includes(trace)).map((line) => line.slice(0, 200));
      expect(
        found.every((line) => line.startsWith('signatures: ')),
        `${trace}\n${found.join('\n')}`,
      ).toBe(true);
    }
    const kept = rows.filter((line) => line.startsWith('signatures: ')).join('\n');
    const files = databaseFiles().toString('latin1');
    for (const trace of TRACES) {
      const inFiles = files.split(trace).length - 1;
      const inKept = kept.split(trace).length - 1;
      expect(inFiles, trace).toBeLessThanOrEqual(inKept);
    }
  });
});
