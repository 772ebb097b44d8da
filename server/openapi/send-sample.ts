// Sends a representative request to an in-process app with the right demo session, so tests can
// check its answer against the contract document.
import type { Hono } from 'hono';
import type { Database } from '../db/database.ts';
import { ownerToken, powerToken, sessionToken } from '../security-test-support.ts';
import type { SampleRequest } from './samples.ts';

/** The bindings @hono/node-server hands to the app: the socket a request came on. */
const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** Sends `sample`; with `address`, as if it came from that client (the throttles read it). */
export async function sendSample(app: Hono, db: Database, method: string, sample: SampleRequest, address?: string) {
  const path = typeof sample.path === 'function' ? sample.path(db) : sample.path;
  const payload = typeof sample.payload === 'function' ? sample.payload(db) : sample.payload;
  const headers = new Headers();
  if (sample.as === 'worker') headers.set('auth-user', await sessionToken(db, 'trabajador@demo.cl'));
  if (sample.as === 'unverified') headers.set('auth-user', await sessionToken(db, 'verifica@demo.cl'));
  if (sample.as === 'company') headers.set('auth-business', await sessionToken(db, 'empresa@demo.cl'));
  if (sample.as === 'power') headers.set('auth-user', await powerToken());
  if (sample.as === 'owner') headers.set('auth-power', await ownerToken(db));
  let body: string | FormData | undefined;
  if (payload && 'json' in payload) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(payload.json);
  } else if (payload) {
    body = payload.form();
  }
  for (const [name, value] of Object.entries(sample.headers?.(typeof body === 'string' ? body : undefined) ?? {})) {
    headers.set(name, value);
  }
  const init = { method, headers, ...(body === undefined ? {} : { body }) };
  const response = await (address === undefined
    ? app.request(path, init)
    : app.request(path, init, fromAddress(address)));
  return { path, response };
}
