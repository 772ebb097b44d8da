// Throttles that answer 429, shared by every route that can tell whether an account, RUT, phone or
// e-mail exists, sends a message, or checks a password. A request is charged before the route does
// any work and before any await (the count and the record happen in one synchronous step, see
// rate-limit.ts), so a burst sent at once is judged one request at a time: at most the limit goes
// through, however many arrive together. The answer is 429 with Retry-After in seconds and a
// Spanish message the forms show as it is.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppDeps } from '../deps.ts';
import { clientAddress } from './client-address.ts';
import { takeRate, type RateCheck, type RateRule } from './rate-limit.ts';

/** '45 segundos', '1 minuto', '3 minutos' (whole minutes from one minute up). */
export function waitSpan(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

export function tooManyRequestsMessage(seconds: number): string {
  return `Demasiadas solicitudes. Por seguridad, espera ${waitSpan(seconds)} antes de volver a intentarlo.`;
}

export function tooManyAttemptsMessage(seconds: number): string {
  return `Demasiados intentos fallidos. Por seguridad, espera ${waitSpan(seconds)} antes de volver a intentarlo.`;
}

/** The 429 answer: Retry-After and the Spanish message (by default, too many requests). */
export function tooManyRequests(c: Context, seconds: number, message = tooManyRequestsMessage(seconds)) {
  c.header('Retry-After', String(seconds));
  return c.json({ message }, 429);
}

/** Named rules applied to the client's address, e.g. `{ minute: …, hour: … }`. */
export type ClientRules = Readonly<Record<string, RateRule>>;

/** Charges the request's client address under each rule of `bucket`; empty when it is unknown. */
export function takeClientRate(deps: AppDeps, c: Context, bucket: string, rules: ClientRules): RateCheck {
  const client = clientAddress(c);
  const checks = Object.entries(rules).map(([name, rule]) => [client && `${name}:${client}`, rule] as const);
  return takeRate(deps.db, bucket, checks, deps.now());
}

/**
 * Middleware charging the client's address before the route reads its body; past a rule the
 * request is answered 429 and the route never runs.
 */
export function throttleClient(deps: AppDeps, bucket: string, rules: ClientRules) {
  return createMiddleware(async (c, next) => {
    const check = takeClientRate(deps, c, bucket, rules);
    if (!check.ok) return tooManyRequests(c, check.retryAfterSeconds);
    await next();
    return undefined;
  });
}

/** Charges each value (an e-mail, a RUT, a recipient) under its own key of `bucket`. */
export function takeValueRate(
  deps: AppDeps,
  bucket: string,
  values: readonly (readonly [key: string, rule: RateRule])[],
): RateCheck {
  return takeRate(deps.db, bucket, values, deps.now());
}
