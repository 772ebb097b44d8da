// The checks of 'Enviar contrato', with the shared rules' Spanish messages: a PDF of at most
// 10 MB and an optional title, or the template's fields (cargo, fecha de inicio, jornada,
// remuneración bruta en CLP, lugar de trabajo).
import * as v from 'valibot';
import {
  contractTemplateSchema,
  CONTRACT_PDF,
  checkFile,
  optionalContractTitleSchema,
} from '@/lib/validation/index.ts';

export type SendMode = 'upload' | 'template';

export const TEMPLATE_FIELDS = [
  { key: 'document_name', label: 'Nombre del contrato', type: 'text' },
  { key: 'cargo', label: 'Cargo', type: 'text' },
  { key: 'fecha_inicio', label: 'Fecha de inicio', type: 'date' },
  { key: 'jornada', label: 'Jornada', type: 'text' },
  { key: 'remuneracion', label: 'Remuneración bruta (CLP)', type: 'text' },
  { key: 'lugar_trabajo', label: 'Lugar de trabajo', type: 'text' },
] as const;

export type TemplateKey = (typeof TEMPLATE_FIELDS)[number]['key'];
export type TemplateInput = Readonly<Record<TemplateKey, string>>;
export type FieldErrors = Readonly<Partial<Record<TemplateKey | 'document' | 'upload_name', string>>>;

export const EMPTY_TEMPLATE: TemplateInput = {
  document_name: 'Contrato de trabajo',
  cargo: '',
  fecha_inicio: '',
  jornada: '',
  remuneracion: '',
  lugar_trabajo: '',
};

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
