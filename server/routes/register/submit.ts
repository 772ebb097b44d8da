// /forms/register — POST /submit: multipart with `userData` (JSON list of page
// responses) plus one part per input_id (the first file for file inputs, each item for lists).
// Answers are checked against the company's active form (submit-input.ts); when the form's field
// keys give an e-mail and a password, a worker account is created the same way as the fixed flow.
// A `consents` part (JSON, src/lib/contract/register.ts) carries the consents given on the last
// page: without the required one the registration is refused; they are recorded with it.
//   201 { message: '¡Registro exitoso!', data: { id_submission } }
//   400 { message: string[] } malformed body, unknown pages, field rules, the required consent
//   409 { message: string[] } e-mail, RUT or phone already registered with this company
//   429 { message } too many registrations or checks from this client, or about these values
// The 409 tells whether an e-mail, RUT or phone is registered, so the route shares the throttle of
// the validate-* checks (existence-throttle.ts).
import { Hono } from 'hono';
import * as v from 'valibot';
import { DynamicSubmissionSchema, RegistrationConsentsSchema } from '../../../src/lib/contract/register.ts';
import type { AppDeps } from '../../deps.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { BODY_PARSE_CONFIG, issueMessages } from '../../lib/validate.ts';
import { hashPassword } from '../../lib/password.ts';
import { tooManyRequests } from '../../lib/throttle.ts';
import { duplicateMessages, isUniqueViolation } from './accounts.ts';
import { activeFormById, fieldKeys, formPages } from './form-read.ts';
import { existenceThrottle, takeCheckedValues } from './existence-throttle.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { jsonPart, readParts } from './multipart.ts';
import { checkSubmission } from './submit-input.ts';
import { storeSubmission, workerFromAnswers } from './submit-storage.ts';
import { tenantById } from './tenant.ts';

/** The form the answered pages belong to (all of them must share one). */
function formOfPages(deps: AppDeps, pageIds: readonly number[]): number | null {
  if (pageIds.length === 0) return null;
  const placeholders = pageIds.map(() => '?').join(', ');
  const rows = deps.db
    .prepare(`SELECT DISTINCT id_form FROM form_pages WHERE id_page IN (${placeholders})`)
    .all(...pageIds);
  const [row] = rows;
  return rows.length === 1 && row ? Number(row['id_form']) : null;
}

export function submitRoutes(deps: AppDeps) {
  return new Hono().post('/submit', existenceThrottle(deps), async (c) => {
    const parts = await readParts(c);
    const parsed = v.safeParse(DynamicSubmissionSchema, parts ? jsonPart(parts, 'userData') : undefined);
    if (!parts || !parsed.success) return c.json({ message: [API_MESSAGES.invalidBody] }, 400);
    const userData = parsed.output;

    const idForm = formOfPages(
      deps,
      userData.map((page) => page.page_id),
    );
    const form = idForm === null ? undefined : activeFormById(deps.db, idForm);
    const tenant = form ? tenantById(deps.db, form.id_business) : undefined;
    if (!form || !tenant) return c.json({ message: [REGISTER_MESSAGES.unknownPage] }, 400);

    const check = await checkSubmission(form, formPages(deps.db, form.id_form), userData, parts);
    // A missing part reads as no consent given.
    const consents = v.safeParse(RegistrationConsentsSchema, jsonPart(parts, 'consents') ?? {}, BODY_PARSE_CONFIG);
    const refused = [...(check.ok ? [] : check.messages), ...(consents.success ? [] : issueMessages(consents.issues))];
    if (!check.ok || !consents.success) return c.json({ message: refused }, 400);

    const account = workerFromAnswers(check.answers, fieldKeys(deps.db, form.id_form));
    if (account) {
      const { email, rut, phone } = account.details;
      const turn = takeCheckedValues(deps, { email, rut, phone });
      if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);
      const duplicates = duplicateMessages(deps.db, tenant.id_business, account.details);
      if (duplicates.length > 0) return c.json({ message: duplicates }, 409);
    }
    const worker = account ? { ...account.details, passwordHash: await hashPassword(account.password) } : null;
    const loginUrl = `${deps.siteOrigin}/login/${encodeURIComponent(tenant.name_business)}?rgs=${encodeURIComponent(tenant.rgs)}`;
    try {
      const idSubmission = await storeSubmission(deps, {
        tenant,
        idForm: form.id_form,
        userData,
        answers: check.answers,
        worker,
        loginUrl,
        consents: consents.output,
      });
      return c.json({ message: REGISTER_MESSAGES.submitted, data: { id_submission: idSubmission } }, 201);
    } catch (error) {
      if (!isUniqueViolation(error) || !account) throw error;
      return c.json({ message: duplicateMessages(deps.db, tenant.id_business, account.details) }, 409);
    }
  });
}
