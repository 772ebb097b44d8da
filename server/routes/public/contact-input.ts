// What the public contact routes accept: each body is judged by the same valibot schema its form
// uses (src/lib/validation/public-forms.ts); a refusal names each field beside the rule's message.
// The company logo of /business/register is judged by its size and by its bytes.
import { verifiedMatchesRule } from '../../lib/file-content.ts';
import * as v from 'valibot';
import { checkFile } from '../../../src/lib/validation/file.ts';
import { BUSINESS_LOGO, businessRegisterBodySchema } from '../../../src/lib/validation/fleet-form.ts';
import {
  businessContactBodySchema,
  contactBodySchema,
  inquiryBodySchema,
  meetingBodySchema,
} from '../../../src/lib/validation/public-forms.ts';

export const FIELD_LABELS: Readonly<Record<string, string>> = {
  firstname: 'Nombre',
  lastname: 'Apellido',
  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  message: 'Mensaje',
  subject: 'Asunto',
  kind: 'Tipo de solicitud',
  rut: 'RUT',
  company: 'Empresa relacionada',
  name_business: 'Empresa',
  rut_business: 'RUT de la empresa',
  industry: 'Rubro',
  team_size: 'Personas que contratas al año',
  id_vehicle: 'Tipo de vehículo',
  vehicles_needed: 'Conductores o vehículos requeridos',
  id_region: 'Región de operación',
  id_schedule: 'Horario',
  start_date: 'Fecha de inicio',
  requirements: 'Otros requisitos',
  logoBusiness: 'Logo de la empresa',
};

export const REQUEST_SCHEMAS = {
  meeting: meetingBodySchema(),
  contact: contactBodySchema(),
  inquiry: inquiryBodySchema(),
  businessContact: businessContactBodySchema(),
  businessRegister: businessRegisterBodySchema(),
} as const;

export type RequestKind = keyof typeof REQUEST_SCHEMAS;
export type RequestBody<K extends RequestKind> = v.InferOutput<(typeof REQUEST_SCHEMAS)[K]>;
export type Checked<T> =
  { readonly ok: true; readonly output: T } | { readonly ok: false; readonly messages: string[] };

function labelled(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.[0]?.key;
  const label = typeof key === 'string' ? FIELD_LABELS[key] : undefined;
  return label ? `${label}: ${issue.message}` : issue.message;
}

export function checkBody<K extends RequestKind>(kind: K, input: unknown): Checked<RequestBody<K>> {
  const result = v.safeParse(REQUEST_SCHEMAS[kind], input, { abortPipeEarly: true });
  if (result.success) return { ok: true, output: result.output };
  return { ok: false, messages: [...new Set(result.issues.map(labelled))] };
}

export interface UploadedLogo {
  readonly bytes: Uint8Array;
  readonly extension: string;
  readonly name: string;
}

/** The logo part: absent is fine; anything else must be a PNG or JPEG of at most 2 MB. */
export async function checkLogo(part: unknown): Promise<Checked<UploadedLogo | null>> {
  if (part === undefined) return { ok: true, output: null };
  const label = FIELD_LABELS.logoBusiness ?? 'Logo';
  if (!(part instanceof File)) return { ok: false, messages: [`${label}: ${BUSINESS_LOGO.typeMessage('')}`] };
  const checked = checkFile(part, BUSINESS_LOGO);
  if (!checked.ok) return { ok: false, messages: [`${label}: ${checked.message}`] };
  const bytes = new Uint8Array(await part.arrayBuffer());
  if (!verifiedMatchesRule(bytes, BUSINESS_LOGO)) {
    return { ok: false, messages: [`${label}: ${BUSINESS_LOGO.typeMessage(part.name)}`] };
  }
  const extension = bytes[0] === 0x89 ? 'png' : 'jpg';
  return { ok: true, output: { bytes, extension, name: part.name } };
}
