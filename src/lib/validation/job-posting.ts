// Job posting rules: what a company publishes and the worker
// side filters and shows. One schema serves the company's form (select values arrive as strings)
// and the local API (JSON numbers): ids and pay are read from either and come out as numbers.
// Cross-field rules: the capacity belongs to the vehicle (required when it has capacities), the
// region to the zone and the commune to the region.
import * as v from 'valibot';
import { SCHEDULES, ZONES, capacitiesOfVehicle, findRegion, isSelectableVehicle } from '../reference/index.ts';
import { findCommune } from '../reference/communes.ts';
import { calendarDayInChile } from '../format/date.ts';
import { isCalendarDate } from './calendar-date.ts';
import { DIGITS_ONLY_MESSAGE } from './messages.ts';
import type { TextLines } from './clean-text.ts';
import { textSchema } from './text.ts';

export const POSTING_LIMITS = {
  title: { min: 5, max: 100 },
  description: { min: 20, max: 1300 },
  requirements: { min: 10, max: 1000 },
  pawn: { min: 1, max: 10_000_000 },
} as const;

export const POSTING_MESSAGES = {
  titleRequired: 'El título es requerido',
  titleMin: `El título debe tener al menos ${POSTING_LIMITS.title.min} caracteres`,
  titleMax: `El título no puede tener más de ${POSTING_LIMITS.title.max} caracteres`,
  descriptionRequired: 'La descripción es requerida',
  descriptionMin: `La descripción debe tener al menos ${POSTING_LIMITS.description.min} caracteres`,
  descriptionMax: `La descripción no puede tener más de ${POSTING_LIMITS.description.max} caracteres`,
  requirementsRequired: 'Indica los requisitos del cargo',
  requirementsMin: `Los requisitos deben tener al menos ${POSTING_LIMITS.requirements.min} caracteres`,
  requirementsMax: `Los requisitos no pueden tener más de ${POSTING_LIMITS.requirements.max} caracteres`,
  vehicle: 'Selecciona un vehículo',
  capacity: 'Selecciona la capacidad del vehículo',
  capacityMismatch: 'La capacidad no corresponde al vehículo seleccionado',
  zone: 'Selecciona una zona',
  region: 'Selecciona una región',
  regionMismatch: 'La región no pertenece a la zona seleccionada',
  commune: 'Selecciona una comuna',
  communeMismatch: 'La comuna no pertenece a la región seleccionada',
  schedule: 'Selecciona un horario',
  startRequired: 'Selecciona la fecha de inicio',
  startInvalid: 'Fecha de inicio inválida',
  startPast: 'La fecha de inicio no puede ser anterior a hoy',
  pawnRequired: 'Ingresa el pago por unidad',
  pawnDigits: DIGITS_ONLY_MESSAGE,
  pawnRange: 'El pago por unidad debe estar entre $1 y $10.000.000',
} as const;

const M = POSTING_MESSAGES;

/** A select value (string from a form, number from JSON) that must name one of `valid`. */
function choice(message: string, isValid: (id: number) => boolean) {
  return v.pipe(
    v.optional(v.union([v.string(), v.number()], message), ''),
    v.transform((value) => String(value).trim()),
    v.regex(/^\d{1,9}$/, message),
    v.transform(Number),
    v.check(isValid, message),
  );
}

/** Capacity: empty (or null) means none; otherwise an id, checked against the vehicle below. */
const capacityField = v.pipe(
  v.optional(v.nullable(v.union([v.string(), v.number()], M.capacity)), null),
  v.transform((value) => (value === null ? '' : String(value).trim())),
  v.regex(/^\d{0,9}$/, M.capacity),
  v.transform((value) => (value === '' ? null : Number(value))),
);

/** Pay per unit in CLP: digits, thousands dots and a leading '$' are accepted while typing. */
const pawnField = v.pipe(
  v.optional(v.union([v.string(), v.number()], M.pawnRequired), ''),
  v.transform((value) => String(value).replace(/[\s.$]/g, '')),
  v.nonEmpty(M.pawnRequired),
  v.regex(/^\d+$/, M.pawnDigits),
  v.transform(Number),
  v.minValue(POSTING_LIMITS.pawn.min, M.pawnRange),
  v.maxValue(POSTING_LIMITS.pawn.max, M.pawnRange),
);

/** The day it is in Chile at `now`, YYYY-MM-DD, wherever the browser or the server runs. */
export function todayInChile(now: Date = new Date()): string {
  return calendarDayInChile(now);
}

function startField(earliest: string | undefined) {
  return v.pipe(
    v.optional(v.string(M.startRequired), ''),
    v.trim(),
    v.nonEmpty(M.startRequired),
    v.check(isCalendarDate, M.startInvalid),
    v.check((value) => earliest === undefined || value >= earliest, M.startPast),
  );
}

export interface JobPostingSchemaOptions {
  /** Earliest start date allowed (YYYY-MM-DD): given when creating, so nobody publishes a past start. */
  readonly earliestStart?: string | undefined;
}

/** A text field; a JSON body that leaves it out gets the same 'required' message as an empty one. */
const text = (
  limits: { min: number; max: number },
  required: string,
  min: string,
  max: string,
  lines: TextLines = 'single',
) =>
  v.pipe(
    v.optional(v.string(required), ''),
    textSchema({ max: limits.max, maxMessage: max, min: limits.min, minMessage: min, required, lines }),
  );

/** The posting payload of /business/create-job-posting and /business/update-job-posting/{id}. */
export function jobPostingSchema(options: JobPostingSchemaOptions = {}) {
  const L = POSTING_LIMITS;
  return v.pipe(
    v.object({
      title: text(L.title, M.titleRequired, M.titleMin, M.titleMax),
      description: text(L.description, M.descriptionRequired, M.descriptionMin, M.descriptionMax, 'multi'),
      requirements: text(L.requirements, M.requirementsRequired, M.requirementsMin, M.requirementsMax, 'multi'),
      id_vehicle: choice(M.vehicle, isSelectableVehicle),
      id_capacity: capacityField,
      id_zone: choice(M.zone, (id) => ZONES.some((zone) => zone.id_zone === id)),
      id_region: choice(M.region, (id) => findRegion(id) !== undefined),
      id_commune: choice(M.commune, (id) => findCommune(id) !== undefined),
      id_schedule: choice(M.schedule, (id) => SCHEDULES.some((schedule) => schedule.id_schedule === id)),
      start_time: startField(options.earliestStart),
      pawn: pawnField,
    }),
    v.forward(
      v.partialCheck(
        [['id_vehicle'], ['id_capacity']],
        ({ id_vehicle, id_capacity }) => capacitiesOfVehicle(id_vehicle).length === 0 || id_capacity !== null,
        M.capacity,
      ),
      ['id_capacity'],
    ),
    v.forward(
      v.partialCheck(
        [['id_vehicle'], ['id_capacity']],
        ({ id_vehicle, id_capacity }) =>
          id_capacity === null || capacitiesOfVehicle(id_vehicle).some((c) => c.id_capacity === id_capacity),
        M.capacityMismatch,
      ),
      ['id_capacity'],
    ),
    v.forward(
      v.partialCheck(
        [['id_zone'], ['id_region']],
        ({ id_zone, id_region }) => findRegion(id_region)?.zone_id === id_zone,
        M.regionMismatch,
      ),
      ['id_region'],
    ),
    v.forward(
      v.partialCheck(
        [['id_region'], ['id_commune']],
        ({ id_region, id_commune }) => findCommune(id_commune)?.id_region === id_region,
        M.communeMismatch,
      ),
      ['id_commune'],
    ),
  );
}

export type JobPostingInput = v.InferInput<ReturnType<typeof jobPostingSchema>>;
export type JobPostingPayload = v.InferOutput<ReturnType<typeof jobPostingSchema>>;
