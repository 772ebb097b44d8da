// Applicants of a company's postings and the e-mail to an applicant:
//   GET  /get-postulates-job-posting/:id → { data: Applicant[] } workers who applied to an own posting
//   POST /send-email-to-user-jobpostulate  subject, message, name_user, user_email, email_business,
//        name_business, phone_business, logo_business → { message }, written to the outbox
// Nothing is sent unless every required field is present (400 with the rule's messages); the
// recipient must have applied to one of the company's postings and the business e-mail must be
// the signed-in company's own, so the route cannot be used to write to strangers. The signature
// (name, e-mail, phone) is read from the signed-in company's account, never from the request, so a
// company cannot sign as someone else; header fields (subject, names) are one line by the shared
// clean-text rule. The e-mail greets the applicant by first name, unless the company's message
// opens with a greeting of its own. Sending is throttled before anything is checked: a few e-mails an hour from one
// company to one person (nobody can be flooded) and a ceiling per company; past either, 429 with
// the seconds to wait.
import { Hono, type Context } from 'hono';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import { fillName } from '../../../src/lib/format/name-placeholder.ts';
import { phoneWithPlus } from '../../../src/lib/format/phone.ts';
import { ApplicantEmailBodySchema, IdParamsSchema } from '../../../src/lib/contract/business-input.ts';
import type { ApplicantEmailPayload } from '../../../src/lib/validation/index.ts';
import { sendMail } from '../../db/outbox.ts';
import { textOrNull } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { takeValueRate, tooManyRequests } from '../../lib/throttle.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import type { Account } from '../auth/accounts.ts';
import { findOwnPosting } from './postings-data.ts';
import { listApplicants, ownApplicant } from './people.ts';
import { BUSINESS_MESSAGES } from './messages.ts';

/** E-mails from one company to one person, and from one company in all. */
export const APPLICANT_EMAILS_PER_RECIPIENT: RateRule = { limit: 3, windowMs: 60 * 60_000 };
export const APPLICANT_EMAILS_PER_COMPANY: RateRule = { limit: 300, windowMs: 60 * 60_000 };

const idParam = routeParams(IdParamsSchema);

// A message that opens with its own greeting ('Hola', '¡Hola!', 'Estimada Camila', 'Buenos días')
// gets none of ours, so the applicant never reads two in a row.
const OPENS_WITH_GREETING =
  /^[\s¡]*(hola|estimad[oa]s?(\/[oa]s?)?|querid[oa]s?(\/[oa]s?)?|buen[oa]s?\s+(d[ií]as?|tardes|noches)|buen\s+d[ií]a|saludos)(?!\p{L})/iu;

export function opensWithGreeting(message: string): boolean {
  return OPENS_WITH_GREETING.test(message);
}

/**
 * The e-mail's text: our greeting by the applicant's first name (the first word of the name when
 * the account has none) unless the company greeted first, the message with '{nombre}' filled in
 * with that name, and the company's signature.
 */
export function applicantEmailText(mail: ApplicantEmailPayload, firstname?: string | null): string {
  const name = firstname?.trim() || mail.name_user.trim().split(/\s+/)[0] || '';
  const message = fillName(mail.message, name);
  const greeting = opensWithGreeting(message) ? [] : [name ? `Hola ${name}:` : 'Hola:', ''];
  return [
    ...greeting,
    message,
    '',
    '—',
    mail.name_business,
    `Correo: ${mail.email_business}`,
    `Teléfono: ${phoneWithPlus(mail.phone_business)}`,
  ].join('\n');
}

/** The signed-in company's own name, e-mail and phone, as its account and tenant hold them. */
function companySignature(deps: AppDeps, company: Account, requested: ApplicantEmailPayload) {
  const row = deps.db
    .prepare(
      `SELECT u.name AS name, u.phone AS phone, b.display_name AS display_name
       FROM users u JOIN businesses b ON b.id_business = u.id_business WHERE u.id_user = ?`,
    )
    .get(company.id_user);
  const name = (row && textOrNull(row, 'name')) || (row && textOrNull(row, 'display_name')) || requested.name_business;
  const phone = (row && textOrNull(row, 'phone')) || requested.phone_business;
  return { name_business: name, email_business: company.email, phone_business: phone };
}

export function businessApplicantRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  const account = (c: Context<AuthEnv>) => c.get('session').account;

  return new Hono<AuthEnv>()
    .get('/get-postulates-job-posting/:id', guard, idParam, (c) => {
      const { id } = c.req.valid('param');
      if (!findOwnPosting(deps.db, account(c).id_user, id)) {
        return c.json({ message: BUSINESS_MESSAGES.postingNotFound }, 404);
      }
      const today = calendarDayInChile(deps.now());
      return c.json({ data: listApplicants(deps.db, id, account(c).id_business, today) });
    })
    .post('/send-email-to-user-jobpostulate', guard, jsonBody(ApplicantEmailBodySchema), (c) => {
      const mail = c.req.valid('json');
      const company = account(c);
      const turn = takeValueRate(deps, 'applicant-email', [
        [`to:${company.id_user}:${mail.user_email.toLowerCase()}`, APPLICANT_EMAILS_PER_RECIPIENT],
        [`from:${company.id_user}`, APPLICANT_EMAILS_PER_COMPANY],
      ]);
      if (!turn.ok) return tooManyRequests(c, turn.retryAfterSeconds);
      if (mail.email_business.toLowerCase() !== company.email.toLowerCase()) {
        return c.json({ message: BUSINESS_MESSAGES.notYourEmail }, 403);
      }
      const applicant = ownApplicant(deps.db, company.id_user, mail.user_email);
      if (!applicant) {
        return c.json({ message: BUSINESS_MESSAGES.notAnApplicant }, 404);
      }
      const signed = { ...mail, ...companySignature(deps, company, mail) };
      const text = applicantEmailText(signed, applicant.firstname);
      sendMail(deps.db, { to: mail.user_email, subject: mail.subject, text, kind: 'applicant-message' }, deps.now());
      return c.json({ message: BUSINESS_MESSAGES.emailSent });
    });
}
