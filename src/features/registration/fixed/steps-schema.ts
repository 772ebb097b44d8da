// The three steps of the fixed registration as Formisch
// schemas, composed from the shared pieces the local API checks the payload with. Inputs are
// what the controls hold (text, select values as text, ticked boxes); outputs feed the payload.
// The last step carries the consents: the required one must be ticked to register.
import * as v from 'valibot';
import {
  HAS_VEHICLE_REQUIRED_MESSAGE,
  addressSchema,
  communeIdSchema,
  firstnameSchema,
  lastnameSchema,
  profileIdSchema,
  regionIdSchema,
  registrationPhoneError,
  registrationRutSchema,
  registrationYearSchema,
  scheduleIdSchema,
  vehicleIdSchema,
} from '@/lib/validation/registration.ts';
import { dataConsentSchema } from '@/lib/validation/consent.ts';
import {
  makeModelSchema,
  plateSchema,
  registrationEmailSchema,
  registrationPasswordSchema,
} from '@/lib/validation/index.ts';

export const accountSchema = v.object({
  email: registrationEmailSchema(),
  password: registrationPasswordSchema(),
});

export const personalSchema = v.pipe(
  v.object({
    firstname: firstnameSchema(),
    lastname: lastnameSchema(),
    rut: registrationRutSchema(),
    dialCode: v.string(),
    phone: v.string(),
    region_id: regionIdSchema(),
    commune_id: communeIdSchema(),
    address: addressSchema(),
  }),
  // The phone rule depends on the chosen dial code ('No incluya el código de país').
  v.forward(
    v.partialCheck(
      [['dialCode'], ['phone']],
      (input) => registrationPhoneError(input.dialCode, input.phone) === null,
      (issue) => registrationPhoneError(issue.input.dialCode, issue.input.phone) ?? '',
    ),
    ['phone'],
  ),
);

export const VEHICLE_FIELDS = ['vehicle_id', 'patent_vehicle', 'vehicle_make', 'vehicle_model', 'year'] as const;
export type VehicleField = (typeof VEHICLE_FIELDS)[number];

const VEHICLE_RULES = {
  vehicle_id: vehicleIdSchema(),
  patent_vehicle: plateSchema(),
  vehicle_make: makeModelSchema(),
  vehicle_model: makeModelSchema(),
  year: registrationYearSchema(),
} as const;

export function vehicleError(field: VehicleField, value: string): string | null {
  const result = v.safeParse(VEHICLE_RULES[field], value, { abortPipeEarly: true });
  return result.success ? null : result.issues[0].message;
}

const workObject = v.object({
  schedule_id: scheduleIdSchema(),
  profile_id: profileIdSchema(),
  hasVehicle: v.pipe(
    v.string(),
    v.check((value) => value === 'si' || value === 'no', HAS_VEHICLE_REQUIRED_MESSAGE),
  ),
  vehicle_id: v.string(),
  patent_vehicle: v.string(),
  vehicle_make: v.string(),
  vehicle_model: v.string(),
  year: v.string(),
  data_processing: dataConsentSchema(),
  job_offers: v.optional(v.boolean(), false),
});

type WorkFields = v.InferOutput<typeof workObject>;

function isRecord(value: unknown): value is Partial<Record<string, unknown>> {
  return typeof value === 'object' && value !== null;
}

/**
 * The vehicle fields' rules, applied only while 'has vehicle' is Sí. Runs even when the schedule
 * or profile failed, so every message of the step shows at once.
 */
const vehicleRules = v.rawCheck<WorkFields>(({ dataset, addIssue }) => {
  const input: unknown = dataset.value;
  if (!isRecord(input) || input['hasVehicle'] !== 'si') return;
  for (const field of VEHICLE_FIELDS) {
    const value = input[field];
    const message = vehicleError(field, typeof value === 'string' ? value : '');
    if (message) addIssue({ message, path: [{ type: 'object', origin: 'value', input, key: field, value }] });
  }
});

export const workSchema = v.pipe(workObject, vehicleRules);

export type AccountOutput = v.InferOutput<typeof accountSchema>;
export type PersonalOutput = v.InferOutput<typeof personalSchema>;
export type WorkOutput = v.InferOutput<typeof workSchema>;
