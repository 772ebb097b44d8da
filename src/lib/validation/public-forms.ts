// The public contact forms (spec 000 §5, §7): the meeting request, general contact, inquiries and
// complaints, business contact and company registration with fleet requirements. Each form has a
// `…FormSchema` (what the visitor types, dial code apart from the number) whose output is exactly
// the request body that the matching `…BodySchema` accepts, so the island and the local API
// validate with the same rules and messages.
import * as v from 'valibot';
import { REGIONS } from '../reference/regions.ts';
import { SCHEDULES } from '../reference/schedules.ts';
import { VEHICLES, isSelectableVehicle } from '../reference/vehicles.ts';
import { DEFAULT_DIAL_CODE, DIAL_CODES } from './dial-codes.ts';
import { contactEmailSchema, meetingEmailSchema } from './email.ts';
import { fileSchema } from './file.ts';
import { MEGABYTE, type FileRule } from './file-rules.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { PHONE_DIAL_CODE_MESSAGE, meetingPhoneSchema, phoneWithoutDialCode, registrationPhoneSchema } from './phone.ts';
import { rutSchema } from './rut.ts';
import { digitsOnly, textSchema } from './text.ts';

export const INVALID_BODY_MESSAGE = 'Los datos enviados no tienen un formato válido.';
export const DIAL_CODE_MESSAGE = 'Selecciona un código de país';
export const VEHICLE_REQUIRED_MESSAGE = 'Campo es requerido';
export const REGION_REQUIRED_MESSAGE = 'Region es requerida';
export const SCHEDULE_REQUIRED_MESSAGE = 'Horario es requerido';
export const VEHICLES_NEEDED_MESSAGE = 'Debe ser un número entre 1 y 999';
export const START_DATE_MESSAGE = 'Ingresa una fecha válida';
export const MESSAGE_MAX = 1000;
export const REQUIREMENTS_MAX = 500;

export const INQUIRY_KINDS = [
  { value: 'consulta', label: 'Consulta' },
  { value: 'reclamo', label: 'Reclamo' },
  { value: 'sugerencia', label: 'Sugerencia' },
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

type StringSchema = v.GenericSchema<string, string>;

/** A body field that must be a string: a missing one counts as empty (so 'Campo requerido' is
 * said in Spanish), any other type is rejected with the same message. */
function text<S extends StringSchema>(schema: S) {
  return v.pipe(v.optional(v.string(REQUIRED_MESSAGE), ''), schema);
}

const name = () => text(textSchema({ max: 50 }));
const optionalName = () => text(textSchema({ max: 50, required: false }));
const message = (max: number) => text(textSchema({ max }));
const email = () => text(contactEmailSchema({ max: 65 }));

function choice<const T extends readonly string[]>(options: T) {
  return v.pipe(
    v.optional(v.string(REQUIRED_MESSAGE), ''),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.picklist(options, REQUIRED_MESSAGE),
  );
}

/** A reference id typed in a select (string) or sent in a body (number); unknown ids fail. */
function referenceId(ids: readonly number[], requiredMessage: string) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.nonEmpty(requiredMessage), v.decimal(requiredMessage))], requiredMessage),
    v.transform(Number),
    v.check((id) => ids.includes(id), requiredMessage),
  );
}

type PhoneRule = (dialCode: string) => StringSchema;
const DIAL_CODE_VALUES = DIAL_CODES.map((entry) => entry.dialCode);

/** The dial code selector's value ('56' by default). */
export function dialCodeSchema() {
  return v.pipe(
    v.optional(v.string(DIAL_CODE_MESSAGE), DEFAULT_DIAL_CODE),
    v.picklist(DIAL_CODE_VALUES, DIAL_CODE_MESSAGE),
  );
}

/** Form side: dial code and number typed apart; the number must not repeat the dial code; the
 * output joins them ('56' + '912345678'). */
function withDialPhone<const E extends v.ObjectEntries>(entries: E, phoneRule: PhoneRule) {
  return v.pipe(
    v.object({ ...entries, dialCode: dialCodeSchema(), phone: text(phoneRule('')) }),
    // A raw check so the rule is judged even while other fields still have issues; it waits for
    // the number's own rules, as the specification lists the dial-code rule last.
    v.rawCheck(({ dataset, addIssue }) => {
      const value: unknown = dataset.value;
      if (value === null || typeof value !== 'object' || !('dialCode' in value) || !('phone' in value)) return;
      const { dialCode, phone } = value;
      if (typeof dialCode !== 'string' || typeof phone !== 'string') return;
      if (dataset.issues?.some((issue) => issue.path?.[0]?.key === 'phone' || issue.path?.[0]?.key === 'dialCode'))
        return;
      if (v.is(v.pipe(v.string(), phoneWithoutDialCode(dialCode)), phone)) return;
      addIssue({
        message: PHONE_DIAL_CODE_MESSAGE,
        path: [{ type: 'object', origin: 'value', input: value, key: 'phone', value: phone }],
      });
    }),
    v.transform(({ dialCode, phone, ...rest }) => ({ ...rest, phone: `${dialCode}${phone}` })),
  );
}

/** Body side: a phone sent as dial code plus number, judged by the same number rule. */
export function prefixedPhoneSchema(phoneRule: PhoneRule) {
  return v.pipe(
    v.optional(v.string(REQUIRED_MESSAGE), ''),
    v.trim(),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const code = DIAL_CODE_VALUES.find((dialCode) => dataset.value.startsWith(dialCode));
      if (code === undefined) return addIssue({ message: DIAL_CODE_MESSAGE });
      const result = v.safeParse(phoneRule(code), dataset.value.slice(code.length));
      if (!result.success) addIssue({ message: result.issues[0].message });
    }),
  );
}

// Meeting request (spec 000 §5, §7 POST contact/emails/reu: { phone, firstname, lastname, email, message }).
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

// Company registration with fleet requirements (POST /business/register, JSON or multipart with
// `logoBusiness` and a `data` JSON part). The logo is checked apart (file rules, content sniffing).
function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

const businessRegisterEntries = () => ({
  name_business: text(textSchema({ max: 100 })),
  rut_business: text(rutSchema({ max: 13 })),
  name: name(),
  email: email(),
  id_vehicle: referenceId(
    VEHICLES.map((vehicle) => vehicle.id_vehicle).filter(isSelectableVehicle),
    VEHICLE_REQUIRED_MESSAGE,
  ),
  vehicles_needed: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.nonEmpty(REQUIRED_MESSAGE), digitsOnly())], REQUIRED_MESSAGE),
    v.transform(Number),
    v.integer(VEHICLES_NEEDED_MESSAGE),
    v.minValue(1, VEHICLES_NEEDED_MESSAGE),
    v.maxValue(999, VEHICLES_NEEDED_MESSAGE),
  ),
  id_region: referenceId(
    REGIONS.map((region) => region.id_region),
    REGION_REQUIRED_MESSAGE,
  ),
  id_schedule: referenceId(
    SCHEDULES.map((schedule) => schedule.id_schedule),
    SCHEDULE_REQUIRED_MESSAGE,
  ),
  start_date: text(
    v.pipe(
      v.string(),
      v.nonEmpty(REQUIRED_MESSAGE),
      v.check((value) => isIsoDate(value), START_DATE_MESSAGE),
    ),
  ),
  requirements: text(textSchema({ max: REQUIREMENTS_MAX, required: false })),
});
/** The company logo: PNG or JPEG up to 2 MB; its content is sniffed on the server. */
export const BUSINESS_LOGO: FileRule = {
  extensions: ['png', 'jpg', 'jpeg'],
  mimeTypes: ['image/png', 'image/jpeg', 'image/jpg'],
  kinds: ['png', 'jpeg'],
  maxBytes: 2 * MEGABYTE,
  requiredMessage: 'Logo requerido',
  typeMessage: () => 'El logo debe ser una imagen PNG, JPG o JPEG',
  sizeMessage: () => 'El logo no puede ser mayor a 2MB',
};

export const businessRegisterFormSchema = () =>
  withDialPhone(
    { ...businessRegisterEntries(), logoBusiness: v.optional(fileSchema(BUSINESS_LOGO)) },
    registrationPhoneSchema,
  );
export const businessRegisterBodySchema = () =>
  v.object({ ...businessRegisterEntries(), phone: prefixedPhoneSchema(registrationPhoneSchema) }, INVALID_BODY_MESSAGE);

export type MeetingBody = v.InferOutput<ReturnType<typeof meetingBodySchema>>;
export type ContactBody = v.InferOutput<ReturnType<typeof contactBodySchema>>;
export type InquiryBody = v.InferOutput<ReturnType<typeof inquiryBodySchema>>;
export type BusinessContactBody = v.InferOutput<ReturnType<typeof businessContactBodySchema>>;
export type BusinessRegisterBody = v.InferOutput<ReturnType<typeof businessRegisterBodySchema>>;
