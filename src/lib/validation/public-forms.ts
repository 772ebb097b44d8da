// The public contact forms: the meeting request, general contact, inquiries and
// complaints and business contact (the company sign-up is in fleet-form.ts). Each form has a
// `…FormSchema` (what the visitor types, dial code apart from the number) whose output is exactly
// the request body that the matching `…BodySchema` accepts, so the island and the local API
// validate with the same rules and messages.
import * as v from 'valibot';
import { meetingEmailSchema } from './email.ts';
import { meetingPhoneSchema, registrationPhoneSchema } from './phone.ts';
import {
  INVALID_BODY_MESSAGE,
  MESSAGE_MAX,
  choice,
  email,
  message,
  name,
  optionalName,
  prefixedPhoneSchema,
  text,
  withDialPhone,
} from './public-form-pieces.ts';
import { rutSchema } from './rut.ts';
import { textSchema } from './text.ts';

export {
  DIAL_CODE_MESSAGE,
  INVALID_BODY_MESSAGE,
  MESSAGE_MAX,
  dialCodeSchema,
  prefixedPhoneSchema,
} from './public-form-pieces.ts';

export const INQUIRY_KINDS = [
  { value: 'consulta', label: 'Consulta' },
  { value: 'reclamo', label: 'Reclamo' },
  { value: 'sugerencia', label: 'Sugerencia' },
  { value: 'accesibilidad', label: 'Barrera de accesibilidad' },
  { value: 'privacidad', label: 'Privacidad y datos personales' },
] as const;

export const INDUSTRIES = [
  'Logística',
  'Retail',
  'Outsourcing',
  'Movilidad',
  'Construcción',
  'Industria',
  'Centros comerciales',
  'Otro',
] as const;

export const TEAM_SIZES = ['1 a 50', '51 a 200', '201 a 1.000', 'Más de 1.000'] as const;

// Meeting request (POST contact/emails/reu: { phone, firstname, lastname, email, message }).
const meetingEntries = () => ({
  firstname: name(),
  lastname: optionalName(),
  email: text(meetingEmailSchema()),
  message: message(MESSAGE_MAX),
});
export const meetingFormSchema = () => withDialPhone(meetingEntries(), meetingPhoneSchema);
export const meetingBodySchema = () =>
  v.object({ ...meetingEntries(), phone: prefixedPhoneSchema(meetingPhoneSchema) }, INVALID_BODY_MESSAGE);

// General contact (POST /contact/send-email-contact).
const contactEntries = () => ({
  name: name(),
  email: email(),
  subject: text(textSchema({ max: 100 })),
  message: message(MESSAGE_MAX),
});
export const contactFormSchema = () => v.object(contactEntries());
export const contactBodySchema = () => v.object(contactEntries(), INVALID_BODY_MESSAGE);

// Inquiries and complaints (POST /contact/send-email-inquiries-complaints).
const inquiryEntries = () => ({
  kind: choice(INQUIRY_KINDS.map((kind) => kind.value)),
  name: name(),
  rut: text(rutSchema({ max: 13 })),
  email: email(),
  company: text(textSchema({ max: 100, required: false })),
  message: message(MESSAGE_MAX),
});
export const inquiryFormSchema = () => v.object(inquiryEntries());
export const inquiryBodySchema = () => v.object(inquiryEntries(), INVALID_BODY_MESSAGE);

// Business contact (POST /business/contact-business).
const businessContactEntries = () => ({
  name_business: text(textSchema({ max: 100 })),
  name: name(),
  email: email(),
  industry: choice(INDUSTRIES),
  team_size: choice(TEAM_SIZES),
  message: message(MESSAGE_MAX),
});
export const businessContactFormSchema = () => withDialPhone(businessContactEntries(), registrationPhoneSchema);
export const businessContactBodySchema = () =>
  v.object({ ...businessContactEntries(), phone: prefixedPhoneSchema(registrationPhoneSchema) }, INVALID_BODY_MESSAGE);

export type MeetingBody = v.InferOutput<ReturnType<typeof meetingBodySchema>>;
export type ContactBody = v.InferOutput<ReturnType<typeof contactBodySchema>>;
export type InquiryBody = v.InferOutput<ReturnType<typeof inquiryBodySchema>>;
export type BusinessContactBody = v.InferOutput<ReturnType<typeof businessContactBodySchema>>;
