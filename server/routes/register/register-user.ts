// /api/users — POST /register: multipart with one
// part `data` holding the registration JSON. Every field is checked again with the shared schema
// (src/lib/validation/registration.ts), then the company link, the offered profile and the
// duplicates; the worker account is created so that POST /auth/login with the company's rgs works,
// with the consents given (the required one and, when ticked, the job offers; db/consents.ts).
//   201 { message, data: { email } }
//   400 { message: string[] } field rules (the required consent too), malformed body, unknown link,
//                             unavailable profile
//   409 { message: string[] } e-mail, RUT or phone already registered with this company
//   429 { message } too many registrations or checks from this client, or about these values
// The 409 tells whether an e-mail, RUT or phone is registered, so the route shares the throttle of
// the validate-* checks (existence-throttle.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { recordRegistrationConsents } from '../../db/consents.ts';
import { transaction } from '../../db/database.ts';
import type { AppDeps } from '../../deps.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { hashPassword } from '../../lib/password.ts';
import { tooManyRequests } from '../../lib/throttle.ts';
import { BODY_PARSE_CONFIG, issueMessages } from '../../lib/validate.ts';
import { registrationPayloadSchema, type RegistrationPayload } from '../../../src/lib/validation/registration.ts';
import { duplicateMessages, insertWorker, isUniqueViolation, sendWelcome, type NewWorker } from './accounts.ts';
import { existenceThrottle, takeCheckedValues } from './existence-throttle.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { jsonPart, readParts } from './multipart.ts';
import { selectableProfileIds, tenantByLink } from './tenant.ts';

function newWorker(payload: RegistrationPayload, passwordHash: string): NewWorker {
  return {
    email: payload.email,
    passwordHash,
    rut: payload.rut,
    firstname: payload.firstname,
    lastname: payload.lastname === '' ? null : payload.lastname,
    phone: payload.phone,
    address: payload.address,
    region_id: payload.region_id,
    commune_id: payload.commune_id,
    schedule_id: payload.schedule_id,
    profile_id: payload.profile_id,
    vehicle: payload.hasVehicle
      ? {
          vehicle_id: payload.vehicle_id,
          patent_vehicle: payload.patent_vehicle,
          vehicle_make: payload.vehicle_make,
          vehicle_model: payload.vehicle_model,
          year: payload.year,
        }
      : null,
  };
}

export function registerUserRoutes(deps: AppDeps) {
  return new Hono().post('/register', existenceThrottle(deps), async (c) => {
    const parts = await readParts(c);
    const data = parts ? jsonPart(parts, 'data') : undefined;
    if (data === undefined) return c.json({ message: [API_MESSAGES.invalidBody] }, 400);

    const parsed = v.safeParse(registrationPayloadSchema, data, BODY_PARSE_CONFIG);
    if (!parsed.success) return c.json({ message: issueMessages(parsed.issues) }, 400);
    const payload = parsed.output;
    const turn = takeCheckedValues(deps, { email: payload.email, rut: payload.rut, phone: payload.phone });
    if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);

    const { name_business, rgs } = payload.businessRegister;
    const tenant = tenantByLink(deps.db, name_business, rgs);
    if (!tenant) return c.json({ message: [REGISTER_MESSAGES.invalidLink] }, 400);
    if (!selectableProfileIds(deps.db, tenant).includes(payload.profile_id)) {
      return c.json({ message: [REGISTER_MESSAGES.profileUnavailable] }, 400);
    }
    const duplicates = duplicateMessages(deps.db, tenant.id_business, payload);
    if (duplicates.length > 0) return c.json({ message: duplicates }, 409);

    const worker = newWorker(payload, await hashPassword(payload.password));
    const now = deps.now();
    const loginUrl = `${deps.siteOrigin}/login/${encodeURIComponent(name_business)}?rgs=${encodeURIComponent(rgs)}`;
    try {
      transaction(deps.db, () => {
        const idUser = insertWorker(deps.db, tenant, worker, now);
        recordRegistrationConsents(deps.db, {
          idUser,
          idBusiness: tenant.id_business,
          channel: 'registro-fijo',
          consents: payload.consents,
          at: now,
        });
        sendWelcome(deps.db, tenant, worker, loginUrl, now);
      });
    } catch (error) {
      // Another registration took the e-mail, RUT or phone between the check and the insert.
      if (!isUniqueViolation(error)) throw error;
      return c.json({ message: duplicateMessages(deps.db, tenant.id_business, payload) }, 409);
    }
    return c.json({ message: REGISTER_MESSAGES.registered, data: { email: worker.email } }, 201);
  });
}
