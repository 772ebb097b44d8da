// The 'Editar información' form: the shared personal-data
// rules, the input an existing profile fills in, and the send decision — nothing is sent when
// nothing changed or when any of the four fields is empty.
import { personalDataSchema, type PersonalData } from '@/lib/validation/index.ts';

export const personalFormSchema = personalDataSchema();
export type PersonalFormSchema = typeof personalFormSchema;

export const PERSONAL_FORM_NOTES = {
  unchanged: 'No hay cambios para guardar.',
  incomplete: 'Completa los cuatro campos (nombre, apellido, dirección y sobre mí) para guardar tus datos.',
} as const;

export type PersonalChange =
  | { readonly kind: 'unchanged' | 'incomplete'; readonly note: string }
  | { readonly kind: 'send'; readonly data: PersonalData };

const FIELDS = ['firstname', 'lastname', 'address', 'about_me'] as const;

export function personalChange(initial: PersonalData, next: PersonalData): PersonalChange {
  const clean = (data: PersonalData) => FIELDS.map((field) => data[field].trim());
  const before = clean(initial);
  const after = clean(next);
  if (after.every((value, index) => value === before[index])) {
    return { kind: 'unchanged', note: PERSONAL_FORM_NOTES.unchanged };
  }
  if (after.some((value) => value === '')) return { kind: 'incomplete', note: PERSONAL_FORM_NOTES.incomplete };
  return { kind: 'send', data: next };
}
