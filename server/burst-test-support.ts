// Test support for the throttles under concurrency: a burst of requests sent at once from one client
// address, and the check that at most the allowed number went through while every other request
// got 429 with Retry-After and the Spanish message.
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { messagesOf } from './security-test-support.ts';

export const BURST_SIZE = 40;

/** The bindings @hono/node-server hands to the app: the socket the request came on. */
export const fromAddress = (address: string) => ({ incoming: { socket: { remoteAddress: address } } });

/** One request as sent from `address` (the throttles read the socket's address). */
export function requestFrom(app: Hono, address: string, path: string, init: RequestInit): Promise<Response> {
  return Promise.resolve(app.request(path, init, fromAddress(address)));
}

/** Sends `count` requests at once (none waits for another) and collects every answer. */
export function burst(send: (index: number) => Promise<Response>, count = BURST_SIZE): Promise<Response[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => send(index)));
}

/**
 * At least one request and at most `allowed` went through; every other one answered 429 with a
 * Retry-After in whole seconds and a Spanish message asking to wait. Returns the ones let through.
 */
export async function expectHeld(responses: readonly Response[], allowed: number, context: string) {
  const through = responses.filter((response) => response.status !== 429);
  const refused = responses.filter((response) => response.status === 429);
  expect(through.length, `${context}: answers let through`).toBeGreaterThan(0);
  expect(through.length, `${context}: answers let through`).toBeLessThanOrEqual(allowed);
  for (const response of through) expect(response.status, context).toBeLessThan(500);
  for (const response of refused) {
    expect(response.headers.get('retry-after') ?? '', context).toMatch(/^[1-9]\d*$/);
    const [message = ''] = messagesOf(await response.json());
    expect(message, context).toMatch(/^Demasiad[oa]s .+ Por seguridad, espera \d+ (segundos?|minutos?) antes de/);
  }
  return through;
}
