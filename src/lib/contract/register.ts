// What worker registration sends through a company's link (users API, no session):
//   POST /api/users/validate-business-register/{name_business}/{rgs}  (TenantLinkParamsSchema)
//   GET  /api/users/register/lookups/{name_business}/{rgs}            (TenantLinkParamsSchema)
//   POST /api/users/validate-email-user { email, rgs }, validate-rut-user { rut, rgs },
//        validate-phone-user { phone, rgs }  (phone with its dial code)
//   POST /api/users/register  multipart: `data` = the registration JSON (validation/registration.ts)
//   GET  /forms/register/active?slug={rgs}, /page?id_form&id_page, /all?id_form
//   POST /forms/register/submit  multipart: `userData` = the page responses, `consents` = the
//        consents of the last page, one part per input_id
// The site's forms judge the same fields with the same rules; the local API checks every request
// with these shapes.
import * as v from 'valibot';
import { registrationConsentsSchema } from '../validation/consent.ts';
import { registrationEmailSchema } from '../validation/email.ts';
import { fullPhoneSchema, registrationPayloadSchema, registrationRutSchema } from '../validation/registration.ts';
import { INVALID_PARAM_MESSAGE, INVALID_REGISTER_LINK_MESSAGE } from './messages.ts';
import { numericParam } from './params.ts';

export { TenantLinkParamsSchema } from './params.ts';

/** The company's rgs: a registration check without it has no company to look in. */
const rgs = v.pipe(v.string(INVALID_REGISTER_LINK_MESSAGE), v.trim(), v.nonEmpty(INVALID_REGISTER_LINK_MESSAGE));

export const EmailCheckBodySchema = v.object({ email: registrationEmailSchema(), rgs });
export const RutCheckBodySchema = v.object({ rut: registrationRutSchema(), rgs });
export const PhoneCheckBodySchema = v.object({ phone: fullPhoneSchema(), rgs });

/** The `data` part of POST /api/users/register. */
export const RegistrationBodySchema = registrationPayloadSchema;

const formId = numericParam();

export const ActiveFormQuerySchema = v.object({
  slug: v.pipe(v.string(INVALID_PARAM_MESSAGE), v.maxLength(100, INVALID_PARAM_MESSAGE)),
});
export const FormPageQuerySchema = v.object({ id_form: formId, id_page: formId });
export const FormPagesQuerySchema = v.object({ id_form: formId });

/** One answer of a dynamic form page; `value` is the text, or the chosen items of a list. */
const PageAnswerSchema = v.object({
  input_id: v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
  value: v.optional(
    v.union([v.pipe(v.string(), v.maxLength(2000)), v.array(v.pipe(v.string(), v.maxLength(200)))]),
    '',
  ),
  type: v.optional(v.string(), ''),
  label: v.optional(v.string(), ''),
  origin: v.optional(v.string(), ''),
  country: v.optional(v.nullable(v.string()), null),
  countryCode: v.optional(v.nullable(v.string()), null),
});

/** The `consents` part of POST /forms/register/submit (the fixed flow sends them inside `data`). */
export const RegistrationConsentsSchema = registrationConsentsSchema();

/** The `userData` part of POST /forms/register/submit: each answered page with its answers. */
export const DynamicSubmissionSchema = v.pipe(
  v.array(
    v.object({
      page_id: v.pipe(v.number(), v.integer()),
      responses: v.pipe(v.array(PageAnswerSchema), v.maxLength(100)),
    }),
  ),
  v.maxLength(50),
);

export type DynamicSubmission = v.InferInput<typeof DynamicSubmissionSchema>;
export type DynamicSubmissionOutput = v.InferOutput<typeof DynamicSubmissionSchema>;
