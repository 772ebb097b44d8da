// /api/users — duplicate checks of the fixed registration steps, per company:
//   POST /validate-email-user  { email, rgs } → { data: { exists: boolean } }
//   POST /validate-rut-user    { rut, rgs }   → { data: { exists: boolean } }
//   POST /validate-phone-user  { phone, rgs } → { data: { exists: boolean } }  (phone with dial code)
// A malformed value answers 400 with the field's rule messages; an unknown rgs 400 with the
// invalid-link text. `exists: true` blocks the step.
// The answers reveal whether a RUT, e-mail or phone is registered, so they are throttled: per client
// address (a burst rule and an hourly one, together for the three checks) and per checked value;
// past a limit the answer is 429 with the seconds to wait.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { createMiddleware } from 'hono/factory';
import { clientAddress } from '../../lib/client-address.ts';
import { takeRate, type RateRule } from '../../lib/rate-limit.ts';
import { jsonBody } from '../../lib/validate.ts';
import { tooManyRequestsMessage } from '../auth/messages.ts';
import { EmailCheckBodySchema, PhoneCheckBodySchema, RutCheckBodySchema } from '../../../src/lib/contract/register.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { emailRegistered, phoneRegistered, rutRegistered, tenantByRgs } from './tenant.ts';

const emailBody = jsonBody(EmailCheckBodySchema);
const rutBody = jsonBody(RutCheckBodySchema);
const phoneBody = jsonBody(PhoneCheckBodySchema);

export const CHECKS_PER_CLIENT_MINUTE: RateRule = { limit: 20, windowMs: 60_000 };
export const CHECKS_PER_CLIENT_HOUR: RateRule = { limit: 200, windowMs: 60 * 60_000 };
export const CHECKS_PER_VALUE: RateRule = { limit: 10, windowMs: 10 * 60_000 };

export function checkRoutes(deps: AppDeps) {
  const answer = (exists: boolean) => ({ data: { exists } });
  const invalidLink = { message: REGISTER_MESSAGES.invalidLink };
  const throttle = createMiddleware(async (c, next) => {
    const body: unknown = await c.req.raw
      .clone()
      .json()
      .catch(() => null);
    // 'validate-rut-user' → the body's `rut`
    const kind = (c.req.path.split('/').pop() ?? '').replace(/^validate-|-user$/g, '');
    const raw = body && typeof body === 'object' ? (body as Record<string, unknown>)[kind] : undefined;
    const value = typeof raw === 'string' || typeof raw === 'number' ? String(raw) : '';
    const normalised = value
      .trim()
      .toLowerCase()
      .replace(/[.\s-]/g, '');
    const client = clientAddress(c);
    const check = takeRate(
      deps.db,
      'exists',
      [
        [client && `minute:${client}`, CHECKS_PER_CLIENT_MINUTE],
        [client && `hour:${client}`, CHECKS_PER_CLIENT_HOUR],
        [`value:${kind}:${normalised}`, CHECKS_PER_VALUE],
      ],
      deps.now(),
    );
    if (!check.ok) {
      c.header('Retry-After', String(check.retryAfterSeconds));
      return c.json({ message: tooManyRequestsMessage(check.retryAfterSeconds) }, 429);
    }
    await next();
    return undefined;
  });
  return new Hono()
    .post('/validate-email-user', throttle, emailBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(emailRegistered(deps.db, tenant.id_business, body.email)));
    })
    .post('/validate-rut-user', throttle, rutBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(rutRegistered(deps.db, tenant.id_business, body.rut)));
    })
    .post('/validate-phone-user', throttle, phoneBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(phoneRegistered(deps.db, tenant.id_business, body.phone)));
    });
}
