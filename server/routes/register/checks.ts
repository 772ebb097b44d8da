// /api/users — duplicate checks of the fixed registration steps, per company:
//   POST /validate-email-user  { email, rgs } → { data: { exists: boolean } }
//   POST /validate-rut-user    { rut, rgs }   → { data: { exists: boolean } }
//   POST /validate-phone-user  { phone, rgs } → { data: { exists: boolean } }  (phone with dial code)
// A malformed value answers 400 with the field's rule messages; an unknown rgs 400 with the
// invalid-link text. `exists: true` blocks the step.
import { Hono } from 'hono';
import * as v from 'valibot';
import type { AppDeps } from '../../deps.ts';
import { jsonBody } from '../../lib/validate.ts';
import { registrationEmailSchema } from '../../../src/lib/validation/index.ts';
import { fullPhoneSchema, registrationRutSchema } from '../../../src/lib/validation/registration.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { emailRegistered, phoneRegistered, rutRegistered, tenantByRgs } from './tenant.ts';

const rgs = v.pipe(v.string(REGISTER_MESSAGES.invalidLink), v.trim(), v.nonEmpty(REGISTER_MESSAGES.invalidLink));

const emailBody = jsonBody(v.object({ email: registrationEmailSchema(), rgs }));
const rutBody = jsonBody(v.object({ rut: registrationRutSchema(), rgs }));
const phoneBody = jsonBody(v.object({ phone: fullPhoneSchema(), rgs }));

export function checkRoutes(deps: AppDeps) {
  const answer = (exists: boolean) => ({ data: { exists } });
  const invalidLink = { message: REGISTER_MESSAGES.invalidLink };
  return new Hono()
    .post('/validate-email-user', emailBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(emailRegistered(deps.db, tenant.id_business, body.email)));
    })
    .post('/validate-rut-user', rutBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(rutRegistered(deps.db, tenant.id_business, body.rut)));
    })
    .post('/validate-phone-user', phoneBody, (c) => {
      const body = c.req.valid('json');
      const tenant = tenantByRgs(deps.db, body.rgs);
      if (!tenant) return c.json(invalidLink, 400);
      return c.json(answer(phoneRegistered(deps.db, tenant.id_business, body.phone)));
    });
}
