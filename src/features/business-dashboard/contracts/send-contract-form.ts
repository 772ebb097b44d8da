// The checks of 'Enviar contrato', with the shared rules' Spanish messages: a PDF of at most
// 10 MB and an optional title, or the template's fields, grouped as the contract states them
// (place and date, the worker, the services, the pay, the hours, the term, other agreements).
import * as v from 'valibot';
import {
  CONTRACT_PDF,
  CONTRACT_TERMS,
  CONTRACT_TITLE_DEFAULT,
  PAYMENT_FORMS,
  PAYMENT_PERIODS,
  checkFile,
  contractTemplateSchema,
  optionalContractTitleSchema,
  type ContractTerm,
} from '@/lib/validation/index.ts';

export type SendMode = 'upload' | 'template';

type Option = { readonly value: string; readonly label: string };
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const optionsOf = (record: Readonly<Record<string, string>>): readonly Option[] =>
  Object.entries(record).map(([value, label]) => ({ value, label: capitalised(label) }));

export interface TemplateField {
  readonly key: TemplateKey;
  readonly label: string;
  readonly type: 'text' | 'date' | 'select' | 'textarea' | 'number';
  readonly hint?: string;
  readonly options?: readonly Option[];
  /** Shown only for this term of the contract. */
  readonly onlyFor?: ContractTerm;
}

const KEYS = [
  'document_name',
  'ciudad_firma',
  'domicilio_empleador',
  'nacionalidad',
  'fecha_nacimiento',
  'domicilio_trabajador',
  'cargo',
  'funciones',
  'lugar_trabajo',
  'remuneracion',
  'forma_pago',
  'periodo_pago',
  'horas_semanales',
  'jornada',
  'fecha_inicio',
  'plazo',
  'fecha_termino',
  'obra',
  'beneficios',
  'otros_pactos',
] as const;
export type TemplateKey = (typeof KEYS)[number];

/** The template in groups, each item a labour contract must state (docs/legal/contract-contents.md). */
export const TEMPLATE_GROUPS: readonly { readonly legend: string; readonly fields: readonly TemplateField[] }[] = [
  {
    legend: 'Contrato',
    fields: [
      { key: 'document_name', label: 'Nombre del contrato', type: 'text' },
      { key: 'ciudad_firma', label: 'Ciudad donde se firma', type: 'text' },
      { key: 'domicilio_empleador', label: 'Domicilio de la empresa', type: 'text' },
    ],
  },
  {
    legend: 'Trabajador',
    fields: [
      { key: 'nacionalidad', label: 'Nacionalidad', type: 'text' },
      { key: 'fecha_nacimiento', label: 'Fecha de nacimiento', type: 'date' },
      { key: 'domicilio_trabajador', label: 'Domicilio del trabajador', type: 'text' },
    ],
  },
  {
    legend: 'Servicios',
    fields: [
      { key: 'cargo', label: 'Cargo', type: 'text' },
      { key: 'lugar_trabajo', label: 'Lugar de trabajo', type: 'text', hint: 'Dirección o ciudad.' },
      { key: 'funciones', label: 'Funciones (opcional)', type: 'textarea' },
    ],
  },
  {
    legend: 'Remuneración',
    fields: [
      { key: 'remuneracion', label: 'Remuneración bruta (CLP)', type: 'text' },
      { key: 'forma_pago', label: 'Forma de pago', type: 'select', options: optionsOf(PAYMENT_FORMS) },
      { key: 'periodo_pago', label: 'Período de pago', type: 'select', options: optionsOf(PAYMENT_PERIODS) },
    ],
  },
  {
    legend: 'Jornada',
    fields: [
      { key: 'horas_semanales', label: 'Horas semanales', type: 'number' },
      {
        key: 'jornada',
        label: 'Distribución de la jornada',
        type: 'text',
        hint: 'Por ejemplo: lunes a viernes, de 09:00 a 17:30.',
      },
    ],
  },
  {
    legend: 'Plazo',
    fields: [
      { key: 'fecha_inicio', label: 'Fecha de inicio', type: 'date' },
      { key: 'plazo', label: 'Plazo del contrato', type: 'select', options: optionsOf(CONTRACT_TERMS) },
      { key: 'fecha_termino', label: 'Fecha de término', type: 'date', onlyFor: 'fijo' },
      { key: 'obra', label: 'Obra o faena', type: 'text', onlyFor: 'obra' },
    ],
  },
  {
    legend: 'Otros acuerdos',
    fields: [
      {
        key: 'beneficios',
        label: 'Beneficios adicionales (opcional)',
        type: 'textarea',
        hint: 'Casa, alimentación, movilización u otros.',
      },
      { key: 'otros_pactos', label: 'Otros pactos (opcional)', type: 'textarea' },
    ],
  },
];

export const TEMPLATE_FIELDS: readonly TemplateField[] = TEMPLATE_GROUPS.flatMap((group) => group.fields);

export type TemplateInput = Readonly<Record<TemplateKey, string>>;
export type FieldErrors = Readonly<Partial<Record<TemplateKey | 'document' | 'upload_name', string>>>;

export const EMPTY_TEMPLATE: TemplateInput = {
  ...(Object.fromEntries(KEYS.map((key) => [key, ''])) as Record<TemplateKey, string>),
  document_name: CONTRACT_TITLE_DEFAULT,
  plazo: 'indefinido',
  periodo_pago: 'mensual',
};

/** The fields the chosen term shows. */
export function visibleFields(fields: readonly TemplateField[], term: string): readonly TemplateField[] {
  return fields.filter((field) => !field.onlyFor || field.onlyFor === term);
}

export function checkTemplate(
  input: TemplateInput,
): { ok: true; value: v.InferOutput<ReturnType<typeof contractTemplateSchema>> } | { ok: false; errors: FieldErrors } {
  const result = v.safeParse(contractTemplateSchema(), input, { abortPipeEarly: true });
  if (result.success) return { ok: true, value: result.output };
  const errors: Partial<Record<TemplateKey, string>> = {};
  for (const issue of result.issues) {
    const key = issue.path?.[0]?.key as TemplateKey | undefined;
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return { ok: false, errors };
}

export function checkUpload(
  file: File | null,
  name: string,
): { ok: true; file: File; name: string } | { ok: false; errors: FieldErrors } {
  const errors: { document?: string; upload_name?: string } = {};
  const checked = checkFile(file, CONTRACT_PDF);
  if (!checked.ok) errors.document = checked.message;
  const title = v.safeParse(optionalContractTitleSchema(), name);
  if (!title.success) errors.upload_name = title.issues[0].message;
  if (errors.document || errors.upload_name || !file) return { ok: false, errors };
  return { ok: true, file, name: title.success ? title.output : '' };
}
