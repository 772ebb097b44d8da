// The contract template a company fills in to send a contract, with every item a labour contract
// must state (docs/legal/contract-contents.md, CC-1 to CC-7): the city where it is signed, the
// company's domicile, the worker's nationality, birth date and domicile, the position and its
// functions, the workplace, the pay with its form and period, the weekly hours and their
// distribution, the start date, the term, and optional extra benefits and other agreements. The API
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
    max: 150,
    required: 'Ingresa la distribución de la jornada.',
    length: 'La distribución de la jornada debe tener entre 3 y 150 caracteres.',
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

/** Free text of at most `max` characters that may be left empty (an optional clause). */
function optionalText(max: number, length: string, lines: 'single' | 'multi' = 'multi') {
  return v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(max, length), cleanText(lines));
}

export const signingCitySchema = () =>
  boundedText({
    min: 2,
    max: 80,
    required: 'Ingresa la ciudad donde se firma.',
    length: 'La ciudad debe tener entre 2 y 80 caracteres.',
  });

export const domicileSchema = (required: string) =>
  boundedText({ min: 5, max: 150, required, length: 'El domicilio debe tener entre 5 y 150 caracteres.' });

export const nationalitySchema = () =>
  boundedText({
    min: 3,
    max: 60,
    required: 'Ingresa la nacionalidad del trabajador.',
    length: 'La nacionalidad debe tener entre 3 y 60 caracteres.',
  });

export const BIRTH_DATE_REQUIRED_MESSAGE = 'Ingresa la fecha de nacimiento del trabajador.';
export const BIRTH_DATE_INVALID_MESSAGE = 'La fecha de nacimiento no es válida.';
export const BIRTH_DATE_AGE_MESSAGE = 'El trabajador debe tener al menos 15 años a la fecha de inicio.';

function isPastCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const birthDateSchema = () =>
  v.pipe(
    v.string(BIRTH_DATE_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(BIRTH_DATE_REQUIRED_MESSAGE),
    v.check(isPastCalendarDate, BIRTH_DATE_INVALID_MESSAGE),
  );

/** The functions the position covers, one or more (optional; the position alone names the work). */
export const functionsSchema = () => optionalText(500, 'Las funciones deben tener como máximo 500 caracteres.');

/** How the pay is handed over, and how often: never in periods longer than a month (CC-4). */
export const PAYMENT_FORMS = {
  transferencia: 'transferencia bancaria',
  deposito: 'depósito en la cuenta del trabajador',
  cheque: 'cheque nominativo',
  efectivo: 'dinero en efectivo',
} as const;
export const PAYMENT_PERIODS = { mensual: 'mensual', quincenal: 'quincenal', semanal: 'semanal' } as const;
export type PaymentForm = keyof typeof PAYMENT_FORMS;
export type PaymentPeriod = keyof typeof PAYMENT_PERIODS;

const keysOf = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

export const paymentKindSchema = () => v.picklist(keysOf(PAYMENT_FORMS), 'Elige la forma de pago.');
export const paymentPeriodSchema = () => v.picklist(keysOf(PAYMENT_PERIODS), 'Elige el período de pago.');

/** The longest ordinary working week in force on a day 'YYYY-MM-DD': 45 hours, then 44 from 26 April
 * 2024, 42 from 26 April 2026 and 40 from 26 April 2028 (docs/legal/contract-contents.md, CC-5). */
export function weeklyHoursLimit(day: string): number {
  if (day >= '2028-04-26') return 40;
  if (day >= '2026-04-26') return 42;
  if (day >= '2024-04-26') return 44;
  return 45;
}

export const WEEKLY_HOURS_REQUIRED_MESSAGE = 'Ingresa las horas semanales.';
export const WEEKLY_HOURS_FORMAT_MESSAGE = 'Ingresa las horas semanales como un número entero (por ejemplo, 42).';
export const weeklyHoursLimitMessage = (limit: number) =>
  `La jornada no puede superar ${limit} horas semanales en la fecha de inicio.`;

export const weeklyHoursSchema = () =>
  v.pipe(
    v.union([v.string(), v.number()], WEEKLY_HOURS_REQUIRED_MESSAGE),
    v.transform((value) =>
      typeof value === 'string' ? value.trim() : Number.isSafeInteger(value) ? String(value) : '#',
    ),
    v.nonEmpty(WEEKLY_HOURS_REQUIRED_MESSAGE),
    v.regex(/^\d{1,3}$/, WEEKLY_HOURS_FORMAT_MESSAGE),
    v.transform(Number),
    v.minValue(1, WEEKLY_HOURS_FORMAT_MESSAGE),
    v.maxValue(45, weeklyHoursLimitMessage(45)),
  );

/** The term: indefinite, fixed (with an end date) or for a work or task (described) (CC-6). */
export const CONTRACT_TERMS = { indefinido: 'Indefinido', fijo: 'A plazo fijo', obra: 'Por obra o faena' } as const;
export type ContractTerm = keyof typeof CONTRACT_TERMS;
export const contractTermSchema = () => v.picklist(keysOf(CONTRACT_TERMS), 'Elige el plazo del contrato.');

export const END_DATE_REQUIRED_MESSAGE = 'Ingresa la fecha de término.';
export const END_DATE_INVALID_MESSAGE = 'La fecha de término no es válida.';
export const END_DATE_ORDER_MESSAGE = 'La fecha de término debe ser posterior a la fecha de inicio.';
export const END_DATE_LIMIT_MESSAGE = 'Un contrato a plazo fijo dura como máximo dos años.';
export const WORK_REQUIRED_MESSAGE = 'Describe la obra o faena.';
export const WORK_LENGTH_MESSAGE = 'La obra o faena debe tener entre 5 y 300 caracteres.';

/** 'YYYY-MM-DD' plus whole years (29 February lands on 1 March in a common year). */
function addYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + years, month - 1, date)).toISOString().slice(0, 10);
}

/** The template's fields, as the form and the API read them; a missing field reads as empty, so
 * it gets its own 'Ingresa …' or 'Elige …' message. */
export const contractTemplateFields = () => ({
  document_name: v.optional(contractTitleSchema(), ''),
  ciudad_firma: v.optional(signingCitySchema(), ''),
  domicilio_empleador: v.optional(domicileSchema('Ingresa el domicilio de la empresa.'), ''),
  nacionalidad: v.optional(nationalitySchema(), ''),
  fecha_nacimiento: v.optional(birthDateSchema(), ''),
  domicilio_trabajador: v.optional(domicileSchema('Ingresa el domicilio del trabajador.'), ''),
  cargo: v.optional(positionSchema(), ''),
  funciones: functionsSchema(),
  lugar_trabajo: v.optional(workplaceSchema(), ''),
  remuneracion: v.optional(clpAmountSchema(), ''),
  forma_pago: v.optional(paymentKindSchema(), '' as PaymentForm),
  periodo_pago: v.optional(paymentPeriodSchema(), '' as PaymentPeriod),
  horas_semanales: v.optional(weeklyHoursSchema(), ''),
  jornada: v.optional(workingHoursSchema(), ''),
  fecha_inicio: v.optional(startDateSchema(), ''),
  plazo: v.optional(contractTermSchema(), '' as ContractTerm),
  fecha_termino: v.pipe(v.optional(v.string(), ''), v.trim()),
  obra: optionalText(300, WORK_LENGTH_MESSAGE, 'single'),
  beneficios: optionalText(500, 'Los beneficios deben tener como máximo 500 caracteres.'),
  otros_pactos: optionalText(1000, 'Los otros pactos deben tener como máximo 1000 caracteres.'),
});

/** The message of the first check two fields together fail, by the field it belongs to: the weekly
 * hours against the limit on the start date, the worker's age on it, and the end date or the work
 * a term needs. Fields that failed their own rule are left out. */
export function crossFieldIssues(input: Readonly<Record<string, unknown>>, failed: ReadonlySet<string>) {
  const issues: [string, string][] = [];
  const usable = (...keys: string[]) => keys.every((key) => !failed.has(key));
  const text = (key: string) => (typeof input[key] === 'string' ? input[key] : '');
  const start = text('fecha_inicio');
  if (usable('fecha_inicio', 'horas_semanales') && typeof input['horas_semanales'] === 'number') {
    const limit = weeklyHoursLimit(start);
    if (input['horas_semanales'] > limit) issues.push(['horas_semanales', weeklyHoursLimitMessage(limit)]);
  }
  if (usable('fecha_inicio', 'fecha_nacimiento') && addYears(text('fecha_nacimiento'), 15) > start) {
    issues.push(['fecha_nacimiento', BIRTH_DATE_AGE_MESSAGE]);
  }
  const term = text('plazo');
  if (usable('plazo', 'fecha_inicio', 'fecha_termino') && term === 'fijo') {
    const end = text('fecha_termino');
    const problem =
      end === ''
        ? END_DATE_REQUIRED_MESSAGE
        : !isCalendarDate(end)
          ? END_DATE_INVALID_MESSAGE
          : end <= start
            ? END_DATE_ORDER_MESSAGE
            : end > addYears(start, 2)
              ? END_DATE_LIMIT_MESSAGE
              : null;
    if (problem) issues.push(['fecha_termino', problem]);
  }
  if (usable('plazo', 'obra') && term === 'obra' && text('obra').length < 5) {
    issues.push(['obra', text('obra') === '' ? WORK_REQUIRED_MESSAGE : WORK_LENGTH_MESSAGE]);
  }
  return issues;
}

/** `schema` (an object holding the template's fields) with the checks that read two fields together,
 * each issue placed on its field, as a field's own rule would place it. */
export function withTemplateChecks<TSchema extends v.GenericSchema<unknown, Record<string, unknown>>>(schema: TSchema) {
  return v.pipe(
    schema,
    v.rawCheck(({ dataset, addIssue }) => {
      if (typeof dataset.value !== 'object' || dataset.value === null) return;
      const value = dataset.value as Record<string, unknown>;
      const failed = new Set<string>();
      for (const issue of dataset.issues ?? []) {
        const key = issue.path?.[0]?.key;
        if (typeof key === 'string') failed.add(key);
      }
      for (const [key, message] of crossFieldIssues(value, failed)) {
        const entry = value[key];
        addIssue({ message, path: [{ type: 'object', origin: 'value', input: value, key, value: entry }] });
      }
    }),
  );
}

export const contractTemplateSchema = () => withTemplateChecks(v.object(contractTemplateFields()));

export type ContractTemplateInput = v.InferInput<ReturnType<typeof contractTemplateSchema>>;
export type ContractTemplate = v.InferOutput<ReturnType<typeof contractTemplateSchema>>;
