// Who may call the privacy routes: each refuses no token, and the other side's token (a worker on
// a company route and a company on a worker route), in Spanish; another worker reaches none of
// this worker's consents, requests or data; another company none of this company's requests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPrivacyRequest, Consent, PrivacyRequest } from '../../../src/lib/contract/privacy.ts';
import { expectSpanishError, sessionToken } from '../../security-test-support.ts';
import {
  COMPANY,
  COMPANY_SUR,
  PASSWORD,
  VERIFICATION,
  WORKER,
  WORKER_SUR,
  answer,
  createPrivacyContext,
  type PrivacyTestContext,
} from './privacy-test-helpers.ts';

let api: PrivacyTestContext;
let consent: Consent;
let request: PrivacyRequest;
let seeded: BusinessPrivacyRequest;

beforeAll(async () => {
  api = await createPrivacyContext();
  const consents = await answer<{ data: Consent[] }>(await api.call(WORKER, 'GET', '/api/users/privacy/consents'));
  consent = consents.data.find((entry) => entry.purpose === 'ofertas') as Consent;
  request = (
    await answer<{ data: PrivacyRequest }>(
      await api.call(WORKER, 'POST', '/api/users/privacy/requests', { kind: 'oposicion', password: PASSWORD }),
      201,
    )
  ).data;
  seeded = (
    await answer<{ data: BusinessPrivacyRequest[] }>(await api.call(COMPANY, 'GET', '/business/privacy-requests'))
  ).data[0] as BusinessPrivacyRequest;
});
afterAll(() => api.cleanup());

const WORKER_ROUTES: readonly [string, string, unknown?][] = [
  ['GET', '/api/users/privacy/summary'],
  ['GET', '/api/users/privacy/export'],
  ['GET', '/api/users/privacy/consents'],
  ['POST', '/api/users/privacy/consents', { purpose: 'ofertas' }],
  ['POST', '/api/users/privacy/consents/1/withdraw'],
  ['GET', '/api/users/privacy/requests'],
  ['POST', '/api/users/privacy/requests', { kind: 'supresion', password: PASSWORD }],
];
const COMPANY_ROUTES: readonly [string, string, unknown?][] = [
  ['GET', '/business/privacy-requests'],
  ['POST', '/business/privacy-requests/1/complete', { answer: 'Listo.' }],
  ['POST', '/business/privacy-requests/1/reject', { answer: 'No.' }],
  ['POST', '/business/privacy-requests/1/extend', { reason: 'Más tiempo.' }],
];

async function send(method: string, path: string, body: unknown, headers: Record<string, string>) {
  const init: RequestInit = { method, headers: { 'content-type': 'application/json', ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return api.app.request(path, init);
}

describe('tokens', () => {
  it('refuses every privacy route without a token', async () => {
    for (const [method, path, body] of [...WORKER_ROUTES, ...COMPANY_ROUTES]) {
      const response = await send(method, path, body, {});
      expect(response.status, path).toBe(401);
      await expectSpanishError(response, path);
    }
  });

  it('refuses a company token on the worker routes and a worker token on the company routes', async () => {
    const company = await sessionToken(api.db, COMPANY, api.now);
    const worker = await sessionToken(api.db, WORKER, api.now);
    for (const [method, path, body] of WORKER_ROUTES) {
      const wrongHeader = await send(method, path, body, { 'auth-business': company });
      const wrongToken = await send(method, path, body, { 'auth-user': company });
      expect([wrongHeader.status, wrongToken.status], path).toEqual([401, 401]);
    }
    for (const [method, path, body] of COMPANY_ROUTES) {
      const wrongHeader = await send(method, path, body, { 'auth-user': worker });
      const wrongToken = await send(method, path, body, { 'auth-business': worker });
      expect([wrongHeader.status, wrongToken.status], path).toEqual([401, 401]);
    }
    const requests = api.db.prepare("SELECT COUNT(*) AS n FROM privacy_requests WHERE state = 'pendiente'").get();
    expect(requests?.['n']).toBe(2);
  });
});

describe('another worker', () => {
  it.each([WORKER_SUR, VERIFICATION])(
    '%s cannot withdraw, read or list this worker’s consents, requests or data',
    async (other) => {
      const withdraw = await api.call(other, 'POST', `/api/users/privacy/consents/${consent.id_consent}/withdraw`);
      expect(withdraw.status).toBe(404);
      await expectSpanishError(withdraw, 'withdraw');
      const own = await answer<{ data: Consent[] }>(await api.call(other, 'GET', '/api/users/privacy/consents'));
      expect(own.data.map((entry) => entry.id_consent)).not.toContain(consent.id_consent);
      const requests = await answer<{ data: PrivacyRequest[] }>(
        await api.call(other, 'GET', '/api/users/privacy/requests'),
      );
      expect(requests.data.map((entry) => entry.id_request)).not.toContain(request.id_request);
      const summary = await answer<{ data: { controller: { display_name: string } } }>(
        await api.call(other, 'GET', '/api/users/privacy/summary'),
      );
      expect(JSON.stringify(summary)).not.toContain('Camila');
      const mine = await answer<{ data: Consent[] }>(await api.call(WORKER, 'GET', '/api/users/privacy/consents'));
      expect(mine.data.find((entry) => entry.id_consent === consent.id_consent)?.active).toBe(true);
    },
  );
});

describe('another company', () => {
  it('sees none of this company’s requests and cannot answer or extend them', async () => {
    expect(
      (await answer<{ data: unknown[] }>(await api.call(COMPANY_SUR, 'GET', '/business/privacy-requests'))).data,
    ).toEqual([]);
    for (const id of [seeded.id_request, request.id_request]) {
      for (const [action, body] of [
        ['complete', { answer: 'Listo.' }],
        ['reject', { answer: 'No.' }],
        ['extend', { reason: 'Más tiempo.' }],
      ] as const) {
        const response = await api.call(COMPANY_SUR, 'POST', `/business/privacy-requests/${id}/${action}`, body);
        expect(response.status, `${action} ${id}`).toBe(404);
        await expectSpanishError(response, `${action} ${id}`);
      }
    }
    const still = await answer<{ data: BusinessPrivacyRequest[] }>(
      await api.call(COMPANY, 'GET', '/business/privacy-requests'),
    );
    expect(still.data.map((entry) => [entry.state, entry.extended])).toEqual([
      ['pendiente', false],
      ['pendiente', false],
    ]);
  });
});
