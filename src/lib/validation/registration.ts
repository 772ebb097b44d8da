// Fixed worker registration: the messages of the
// flow, the choice rules (region, commune, schedule, profile, vehicle), the phone sent with its
// dial code, and the payload schema the local API checks every field with again (the consents
// included: without the required one the registration is refused). The form steps compose the
// same pieces (src/features/registration).
import * as v from 'valibot';
import { DISABLED_VEHICLE_ID, SCHEDULES, VEHICLES, findRegion } from '../reference/index.ts';
import { findCommune } from '../reference/communes.ts';
import { registrationConsentsSchema } from './consent.ts';
import { DIAL_CODES } from './dial-codes.ts';
import { registrationEmailSchema } from './email.ts';
import { REQUIRED_MESSAGE, maxCharsMessage } from './messages.ts';
import { registrationPasswordSchema } from './password.ts';
import { registrationPhoneSchema } from './phone.ts';
import { makeModelSchema, plateSchema } from './plate.ts';
import { RUT_MAX, formatRut, rutSchema } from './rut.ts';
import { REGISTRATION_YEAR_RANGE, textSchema, yearSchema } from './text.ts';

export const REGION_REQUIRED_MESSAGE = 'Region es requerida';
export const COMMUNE_REQUIRED_MESSAGE = 'Comuna es requerida';
export const SCHEDULE_REQUIRED_MESSAGE = 'Horario es requerido';
export const PROFILE_REQUIRED_MESSAGE = 'Perfil es requerido';
export const VEHICLE_REQUIRED_MESSAGE = 'Campo es requerido';
export const EMAIL_TAKEN_MESSAGE = 'Este correo electrónico ya está registrado con esta empresa';
export const EMAIL_CHECK_FAILED_MESSAGE = 'Ocurrió un error al verificar el email';
export const RUT_TAKEN_MESSAGE = 'Este RUT ya está registrado con esta empresa';
export const PHONE_TAKEN_MESSAGE = 'Este teléfono ya está registrado con esta empresa';
export const REGISTRATION_FAILED_MESSAGE = 'Ocurrió un error al procesar el formulario';
// The specification gives the check-failure text for the e-mail only; these follow it.
export const RUT_CHECK_FAILED_MESSAGE = 'Ocurrió un error al verificar el RUT';
export const PHONE_CHECK_FAILED_MESSAGE = 'Ocurrió un error al verificar el teléfono';
export const COMMUNE_OUTSIDE_REGION_MESSAGE = 'La comuna no pertenece a la región seleccionada';
export const VEHICLE_UNAVAILABLE_MESSAGE = 'Este tipo de vehículo no está disponible';
export const HAS_VEHICLE_REQUIRED_MESSAGE = 'Indica si tienes vehículo';
export const PHONE_DIAL_CODE_MISSING_MESSAGE = 'El teléfono debe incluir el código de país';

export const NAME_MAX = 50;
export const ADDRESS_MAX = 100;

/** A select's value ('13000' from the form, 13000 in the payload) as a positive id. */
export function choiceIdSchema(message: string) {
  return v.pipe(
    v.union([v.string(), v.number()], message),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
  );
}

export const regionIdSchema = () =>
  v.pipe(
    choiceIdSchema(REGION_REQUIRED_MESSAGE),
    v.check((id) => findRegion(id) !== undefined, REGION_REQUIRED_MESSAGE),
  );

export const communeIdSchema = () =>
  v.pipe(
    choiceIdSchema(COMMUNE_REQUIRED_MESSAGE),
    v.check((id) => findCommune(id) !== undefined, COMMUNE_REQUIRED_MESSAGE),
  );

export const scheduleIdSchema = () =>
  v.pipe(
    choiceIdSchema(SCHEDULE_REQUIRED_MESSAGE),
    v.check((id) => SCHEDULES.some((schedule) => schedule.id_schedule === id), SCHEDULE_REQUIRED_MESSAGE),
  );

/** Which profiles a company offers is the API's business; here only the shape. */
export const profileIdSchema = () => choiceIdSchema(PROFILE_REQUIRED_MESSAGE);

/** Vehicle type: required; id 4 is shown but disabled, so it is never a valid choice. */
export const vehicleIdSchema = () =>
  v.pipe(
    choiceIdSchema(VEHICLE_REQUIRED_MESSAGE),
    v.check((id) => id !== DISABLED_VEHICLE_ID, VEHICLE_UNAVAILABLE_MESSAGE),
    v.check((id) => VEHICLES.some((vehicle) => vehicle.id_vehicle === id), VEHICLE_REQUIRED_MESSAGE),
  );

export const firstnameSchema = () => textSchema({ max: NAME_MAX });
export const lastnameSchema = () => textSchema({ max: NAME_MAX, required: false });
export const addressSchema = () => textSchema({ max: ADDRESS_MAX });
export const registrationRutSchema = () => rutSchema({ max: RUT_MAX.registration });

/** The vehicle year typed as text (form) or sent as a number (payload); outputs the number. */
export const registrationYearSchema = () =>
  v.pipe(
    v.union([v.string(), v.number()], REQUIRED_MESSAGE),
    v.transform((value) => String(value)),
    yearSchema(REGISTRATION_YEAR_RANGE),
    v.transform(Number),
  );

/** Splits '56987654321' into its dial code and number; the dial codes are prefix-free. */
export function splitDialCode(phone: string): { dialCode: string; number: string } | null {
  const entry = DIAL_CODES.find((candidate) => phone.startsWith(candidate.dialCode));
  return entry ? { dialCode: entry.dialCode, number: phone.slice(entry.dialCode.length) } : null;
}

/** The first message of the registration phone rule for `number` typed under `dialCode`. */
export function registrationPhoneError(dialCode: string, number: string): string | null {
  const result = v.safeParse(registrationPhoneSchema(dialCode), number, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
}

/** The phone as sent: dial code plus number, digits only (a number or a string). */
export function fullPhoneSchema() {
  return v.pipe(
    v.union([v.string(), v.number()], REQUIRED_MESSAGE),
    v.transform((value) => String(value).trim()),
    v.nonEmpty(REQUIRED_MESSAGE),
    v.rawCheck<string>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const parts = splitDialCode(dataset.value);
      if (!parts) return addIssue({ message: PHONE_DIAL_CODE_MISSING_MESSAGE });
      const message = registrationPhoneError(parts.dialCode, parts.number);
      if (message) addIssue({ message });
    }),
  );
}

const linkSegment = v.pipe(
  v.string(REQUIRED_MESSAGE),
  v.trim(),
  v.nonEmpty(REQUIRED_MESSAGE),
  v.maxLength(100, maxCharsMessage(100)),
);

/** A missing key reads as an empty answer, so it gets the field's own required message. */
function answer<S extends v.GenericSchema<string, unknown> | v.GenericSchema<string | number, unknown>>(schema: S) {
  return v.optional(schema, '');
}

const accountAndPersonal = {
  email: answer(registrationEmailSchema()),
  password: answer(registrationPasswordSchema()),
  firstname: answer(firstnameSchema()),
  lastname: answer(lastnameSchema()),
  rut: answer(v.pipe(registrationRutSchema(), v.transform(formatRut))),
  phone: answer(fullPhoneSchema()),
  region_id: answer(regionIdSchema()),
  commune_id: answer(communeIdSchema()),
  address: answer(addressSchema()),
  schedule_id: answer(scheduleIdSchema()),
  profile_id: answer(profileIdSchema()),
  businessRegister: v.object({ name_business: linkSegment, rgs: linkSegment }, REQUIRED_MESSAGE),
  /** Left out, the required consent reads as not given. */
  consents: v.optional(registrationConsentsSchema(), {}),
};

/** The vehicle part of a registration without a vehicle: every vehicle field null. */
export const NO_VEHICLE = {
  hasVehicle: false,
  vehicle_id: null,
  patent_vehicle: null,
  vehicle_make: null,
  vehicle_model: null,
  year: null,
} as const;

/** Anything sent in a vehicle field while hasVehicle is false is dropped (stored as null). */
const dropped = v.optional(
  v.pipe(
    v.unknown(),
    v.transform(() => null),
  ),
  null,
);

/** The `data` JSON of POST /api/users/register, checked field by field on the server. */
export const registrationPayloadSchema = v.pipe(
  v.variant(
    'hasVehicle',
    [
      v.object({
        ...accountAndPersonal,
        hasVehicle: v.literal(true),
        vehicle_id: answer(vehicleIdSchema()),
        patent_vehicle: answer(plateSchema()),
        vehicle_make: answer(makeModelSchema()),
        vehicle_model: answer(makeModelSchema()),
        year: answer(registrationYearSchema()),
      }),
      v.object({
        ...accountAndPersonal,
        hasVehicle: v.literal(false),
        vehicle_id: dropped,
        patent_vehicle: dropped,
        vehicle_make: dropped,
        vehicle_model: dropped,
        year: dropped,
      }),
    ],
    HAS_VEHICLE_REQUIRED_MESSAGE,
  ),
  v.forward(
    v.partialCheck(
      [['region_id'], ['commune_id']],
      (input) => findCommune(input.commune_id)?.id_region === input.region_id,
      COMMUNE_OUTSIDE_REGION_MESSAGE,
    ),
    ['commune_id'],
  ),
);

export type RegistrationPayloadInput = v.InferInput<typeof registrationPayloadSchema>;
export type RegistrationPayload = v.InferOutput<typeof registrationPayloadSchema>;
