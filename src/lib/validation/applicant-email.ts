// E-mail to an applicant: subject, message, the worker's name and
// e-mail and the company's e-mail, name and phone must all be present, otherwise nothing is sent.
// The logo is optional. Shared by the company's send dialog and /business/send-email-to-user-jobpostulate.
import * as v from 'valibot';
import { EMAIL_INVALID_MESSAGE, hasEmptyDotPart, isSimpleEmail } from './email.ts';
import type { TextLines } from './clean-text.ts';
import { textSchema } from './text.ts';

export const APPLICANT_EMAIL_LIMITS = { subject: 150, message: 2000, name: 120, email: 80, phone: 20 } as const;

export const APPLICANT_EMAIL_MESSAGES = {
  subjectRequired: 'El asunto es requerido',
  subjectMax: `El asunto no puede tener más de ${APPLICANT_EMAIL_LIMITS.subject} caracteres`,
  messageRequired: 'El mensaje es requerido',
  messageMax: `El mensaje no puede tener más de ${APPLICANT_EMAIL_LIMITS.message} caracteres`,
  nameUser: 'Falta el nombre del postulante',
  userEmail: 'Falta el correo del postulante',
  emailBusiness: 'Falta el correo de la empresa',
  nameBusiness: 'Falta el nombre de la empresa',
  phoneBusiness: 'Falta el teléfono de la empresa',
} as const;

const M = APPLICANT_EMAIL_MESSAGES;
const L = APPLICANT_EMAIL_LIMITS;

/** A filled-in field: present (null and undefined count as missing), trimmed, bounded. */
function present(message: string, max: number, maxMessage?: string, lines: TextLines = 'single') {
  return v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => value ?? ''),
    textSchema({ max, required: message, lines, ...(maxMessage === undefined ? {} : { maxMessage }) }),
  );
}

function presentEmail(message: string) {
  return v.pipe(
    present(message, L.email),
    v.check((value) => value === '' || (isSimpleEmail(value) && !hasEmptyDotPart(value)), EMAIL_INVALID_MESSAGE),
  );
}

export const applicantEmailSchema = v.object({
  subject: present(M.subjectRequired, L.subject, M.subjectMax),
  message: present(M.messageRequired, L.message, M.messageMax, 'multi'),
  name_user: present(M.nameUser, L.name),
  user_email: presentEmail(M.userEmail),
  email_business: presentEmail(M.emailBusiness),
  name_business: present(M.nameBusiness, L.name),
  phone_business: present(M.phoneBusiness, L.phone),
  logo_business: v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value?.trim() ? value.trim() : null)),
  ),
});

export type ApplicantEmailInput = v.InferInput<typeof applicantEmailSchema>;
export type ApplicantEmailPayload = v.InferOutput<typeof applicantEmailSchema>;
