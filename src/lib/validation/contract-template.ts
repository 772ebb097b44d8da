// The short contract template a company fills in to send a contract: its title, the position,
// the start date, the working hours, the gross monthly pay in pesos and the workplace. The API
// turns it into a PDF with both parties' names, RUTs and e-mails.
import * as v from 'valibot';
import { clpAmountSchema } from './clp-amount.ts';
import { cleanText } from './clean-text.ts';

export const CONTRACT_TITLE_DEFAULT = 'Contrato de trabajo';
export const START_DATE_REQUIRED_MESSAGE = 'Ingresa la fecha de inicio.';
export const START_DATE_INVALID_MESSAGE = 'La fecha de inicio no es válida.';

interface BoundedText {
  readonly min: number;
  readonly max: number;
  readonly required: string;
  readonly length: string;
}

function boundedText({ min, max, required, length }: BoundedText) {
  return v.pipe(
    v.string(required),
    v.trim(),
    v.nonEmpty(required),
    v.minLength(min, length),
    v.maxLength(max, length),
    cleanText('single'),
  );
}

const TITLE_LENGTH_MESSAGE = 'El nombre del contrato debe tener entre 3 y 100 caracteres.';

/** The contract's title as the worker's table shows it. */
export const contractTitleSchema = () =>
  boundedText({
    min: 3,
    max: 100,
    required: 'Ingresa el nombre del contrato.',
    length: TITLE_LENGTH_MESSAGE,
  });

/** The title of an uploaded contract: may be left empty (its file's name is used instead). */
export const optionalContractTitleSchema = () =>
  v.pipe(
    v.optional(v.string(), ''),
    v.trim(),
    v.check((value) => value === '' || (value.length >= 3 && value.length <= 100), TITLE_LENGTH_MESSAGE),
    cleanText('single'),
  );

export const positionSchema = () =>
  boundedText({
    min: 2,
    max: 100,
    required: 'Ingresa el cargo.',
    length: 'El cargo debe tener entre 2 y 100 caracteres.',
  });

export const workingHoursSchema = () =>
  boundedText({
    min: 3,
    max: 100,
    required: 'Ingresa la jornada.',
    length: 'La jornada debe tener entre 3 y 100 caracteres.',
  });

export const workplaceSchema = () =>
  boundedText({
    min: 3,
    max: 150,
    required: 'Ingresa el lugar de trabajo.',
    length: 'El lugar de trabajo debe tener entre 3 y 150 caracteres.',
  });

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 2000 &&
    year <= 2100 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
  );
}

/** A calendar date 'YYYY-MM-DD' (what a date input sends), between 2000 and 2100. */
export const startDateSchema = () =>
  v.pipe(
    v.string(START_DATE_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(START_DATE_REQUIRED_MESSAGE),
    v.check(isCalendarDate, START_DATE_INVALID_MESSAGE),
  );

/** The template's fields, as the form and the API read them; a missing field reads as empty, so
 * it gets its own 'Ingresa …' message. */
export const contractTemplateFields = () => ({
  document_name: v.optional(contractTitleSchema(), ''),
  cargo: v.optional(positionSchema(), ''),
  fecha_inicio: v.optional(startDateSchema(), ''),
  jornada: v.optional(workingHoursSchema(), ''),
  remuneracion: v.optional(clpAmountSchema(), ''),
  lugar_trabajo: v.optional(workplaceSchema(), ''),
});

export const contractTemplateSchema = () => v.object(contractTemplateFields());

export type ContractTemplateInput = v.InferInput<ReturnType<typeof contractTemplateSchema>>;
export type ContractTemplate = v.InferOutput<ReturnType<typeof contractTemplateSchema>>;
