// Sends a representative request to an in-process app with the right demo session, so tests can
// check its answer against the contract document.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { ownerToken, powerToken, sessionToken } from '../security-test-support.ts';
import type { SampleRequest } from './samples.ts';

export async function sendSample(app: Hono, db: Database, method: string, sample: SampleRequest) {
  const path = typeof sample.path === 'function' ? sample.path(db) : sample.path;
  const payload = typeof sample.payload === 'function' ? sample.payload(db) : sample.payload;
  const headers = new Headers();
  if (sample.as === 'worker') headers.set('auth-user', sessionToken(db, 'trabajador@demo.cl'));
  if (sample.as === 'company') headers.set('auth-business', sessionToken(db, 'empresa@demo.cl'));
  if (sample.as === 'power') headers.set('auth-user', powerToken());
  if (sample.as === 'owner') headers.set('auth-power', ownerToken(db));
  let body: string | FormData | undefined;
  if (payload && 'json' in payload) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload.json);
  } else if (payload) {
    body = payload.form();
  }
  const response = await app.request(path, { method, headers, ...(body === undefined ? {} : { body }) });
  return { path, response };
}
