// A work experience entry: job title, company
// (nameBusiness) and location required, 3 to 100; the employment type one of the listed ones;
// both dates required (the end not before the start); the description required, up to 1300.
// One schema for the create/update forms and for the experience routes of the local API, which
// receive the create payload's names (nameBusiness, typeEmployment).
import * as v from 'valibot';
import { EMPLOYMENT_TYPES, type EmploymentType } from '../reference/index.ts';
import { isCalendarDate } from './calendar-date.ts';
import { REQUIRED_MESSAGE, maxCharsMessage } from './messages.ts';
import { textSchema } from './text.ts';

export const EXPERIENCE_LIMITS = { text: { min: 3, max: 100 }, job_description: 1300 } as const;

export const EXPERIENCE_MESSAGES = {
  required: REQUIRED_MESSAGE,
  textMin: `Debe tener al menos ${EXPERIENCE_LIMITS.text.min} caracteres`,
  textMax: maxCharsMessage(EXPERIENCE_LIMITS.text.max),
  employmentType: 'Selecciona un tipo de empleo de la lista',
  dateInvalid: 'Fecha inválida',
  endBeforeStart: 'La fecha de término no puede ser anterior a la fecha de inicio',
  descriptionMax: maxCharsMessage(EXPERIENCE_LIMITS.job_description),
} as const;

const M = EXPERIENCE_MESSAGES;
const L = EXPERIENCE_LIMITS;

const optionalString = v.optional(v.string(M.required), '');

const shortText = v.pipe(
  optionalString,
  textSchema({ max: L.text.max, maxMessage: M.textMax, min: L.text.min, minMessage: M.textMin }),
);

function isEmploymentType(value: string): value is EmploymentType {
  return (EMPLOYMENT_TYPES as readonly string[]).includes(value);
}

const employmentType = v.pipe(
  optionalString,
  v.trim(),
  v.nonEmpty(M.required),
  v.check(isEmploymentType, M.employmentType),
);

const dateField = v.pipe(
  optionalString,
  v.trim(),
  v.nonEmpty(M.required),
  v.check((value) => isCalendarDate(value), M.dateInvalid),
);

export function experienceSchema() {
  return v.pipe(
    v.object({
      job_title: shortText,
      nameBusiness: shortText,
      typeEmployment: employmentType,
      location: shortText,
      start_date: dateField,
      end_date: dateField,
      job_description: v.pipe(
        optionalString,
        textSchema({ max: L.job_description, maxMessage: M.descriptionMax, lines: 'multi' }),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['start_date'], ['end_date']],
        ({ start_date, end_date }) => end_date >= start_date,
        M.endBeforeStart,
      ),
      ['end_date'],
    ),
  );
}

export type ExperienceInput = v.InferInput<ReturnType<typeof experienceSchema>>;
export type ExperiencePayload = v.InferOutput<ReturnType<typeof experienceSchema>>;
