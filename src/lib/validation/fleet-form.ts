// Company registration with fleet requirements (POST /business/register, JSON or
// multipart with `logoBusiness` and a `data` JSON part). Kept apart from the other public forms so
// the home page's meeting form never loads the reference lists this one needs.
import * as v from 'valibot';
import { REGIONS } from '../reference/regions.ts';
import { SCHEDULES } from '../reference/schedules.ts';
import { VEHICLES, isSelectableVehicle } from '../reference/vehicles.ts';
import { fileSchema } from './file.ts';
import { MEGABYTE, type FileRule } from './file-rules.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { registrationPhoneSchema } from './phone.ts';
import { INVALID_BODY_MESSAGE, email, name, prefixedPhoneSchema, text, withDialPhone } from './public-form-pieces.ts';
import { rutSchema } from './rut.ts';
import { digitsOnly, textSchema } from './text.ts';

/** The vehicle type reads like every other unnamed field of this form. */
export const VEHICLE_REQUIRED_MESSAGE = REQUIRED_MESSAGE;
export const REGION_REQUIRED_MESSAGE = 'Region es requerida';
export const SCHEDULE_REQUIRED_MESSAGE = 'Horario es requerido';
export const VEHICLES_NEEDED_MESSAGE = 'Debe ser un número entre 1 y 999';
export const START_DATE_MESSAGE = 'Ingresa una fecha válida';
export const REQUIREMENTS_MAX = 500;

/** A reference id typed in a select (string) or sent in a body (number); unknown ids fail. */
function referenceId(ids: readonly number[], requiredMessage: string) {
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.nonEmpty(requiredMessage), v.decimal(requiredMessage))], requiredMessage),
    v.transform(Number),
    v.check((id) => ids.includes(id), requiredMessage),
  );
}

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
  requirements: text(textSchema({ max: REQUIREMENTS_MAX, required: false, lines: 'multi' })),
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

export type BusinessRegisterBody = v.InferOutput<ReturnType<typeof businessRegisterBodySchema>>;
