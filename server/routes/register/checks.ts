// /api/users — duplicate checks of the fixed registration steps, per company:
//   POST /validate-email-user  { email, rgs } → { data: { exists: boolean } }
//   POST /validate-rut-user    { rut, rgs }   → { data: { exists: boolean } }
//   POST /validate-phone-user  { phone, rgs } → { data: { exists: boolean } }  (phone with dial code)
// A malformed value answers 400 with the field's rule messages; an unknown rgs 400 with the
// invalid-link text. `exists: true` blocks the step.
// The answers reveal whether a RUT, e-mail or phone is registered, so they are throttled with the
// registration itself (existence-throttle.ts): per client address and per checked value; past a
// limit the answer is 429 with the seconds to wait.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { tooManyRequests } from '../../lib/throttle.ts';
import { jsonBody } from '../../lib/validate.ts';
import { EmailCheckBodySchema, PhoneCheckBodySchema, RutCheckBodySchema } from '../../../src/lib/contract/register.ts';
import { existenceThrottle, takeCheckedValues } from './existence-throttle.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { emailRegistered, phoneRegistered, rutRegistered, tenantByRgs } from './tenant.ts';

const emailBody = jsonBody(EmailCheckBodySchema);
const rutBody = jsonBody(RutCheckBodySchema);
const phoneBody = jsonBody(PhoneCheckBodySchema);

export { CHECKS_PER_CLIENT_HOUR, CHECKS_PER_CLIENT_MINUTE, CHECKS_PER_VALUE } from './existence-throttle.ts';

export function checkRoutes(deps: AppDeps) {
  const answer = (exists: boolean) => ({ data: { exists } });
  const invalidLink = { message: REGISTER_MESSAGES.invalidLink };
  const client = existenceThrottle(deps);
  return new Hono()
    .post('/validate-email-user', client, emailBody, (c) => {
      const body = c.req.valid('json');
      const turn = takeCheckedValues(deps, { email: body.email });
      if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(emailRegistered(deps.db, tenant.id_business, body.email)));
    })
    .post('/validate-rut-user', client, rutBody, (c) => {
      const body = c.req.valid('json');
      const turn = takeCheckedValues(deps, { rut: body.rut });
      if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(rutRegistered(deps.db, tenant.id_business, body.rut)));
    })
    .post('/validate-phone-user', client, phoneBody, (c) => {
      const body = c.req.valid('json');
      const turn = takeCheckedValues(deps, { phone: body.phone });
      if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(phoneRegistered(deps.db, tenant.id_business, body.phone)));
    });
}
