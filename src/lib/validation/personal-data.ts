// The worker's personal information:
// firstname and lastname required, up to 50; address up to 50; about_me up to 500. One schema for
// the 'Editar información' form and for /api/users/update-data-user. The form's own rule (nothing
// is sent when unchanged or when any of the four is empty) lives with the form.
import * as v from 'valibot';
import type { TextLines } from './clean-text.ts';
import { textSchema } from './text.ts';

export const PERSONAL_DATA_LIMITS = { firstname: 50, lastname: 50, address: 50, about_me: 500 } as const;

export const PERSONAL_DATA_MESSAGES = {
  firstnameRequired: 'Nombre es requerido',
  firstnameMax: 'El nombre no puede tener más de 50 caracteres',
  lastnameRequired: 'El apellido es requerido',
  lastnameMax: 'El apellido no puede tener más de 50 caracteres',
  addressMax: 'La dirección no puede tener más de 50 caracteres',
  aboutMeMax: 'Sobre mi no puede exceder más de 500 caracteres',
} as const;

const M = PERSONAL_DATA_MESSAGES;
const L = PERSONAL_DATA_LIMITS;

/** A text that a JSON body may leave out or send as null (read as empty). */
function textField(max: number, maxMessage: string, required: string | false, lines: TextLines = 'single') {
  return v.pipe(
    v.optional(v.nullable(v.string(required === false ? maxMessage : required)), ''),
    v.transform((value) => value ?? ''),
    textSchema({ max, maxMessage, required, lines }),
  );
}

export function personalDataSchema() {
  return v.object({
    firstname: textField(L.firstname, M.firstnameMax, M.firstnameRequired),
    lastname: textField(L.lastname, M.lastnameMax, M.lastnameRequired),
    address: textField(L.address, M.addressMax, false),
    about_me: textField(L.about_me, M.aboutMeMax, false, 'multi'),
  });
}

export type PersonalDataInput = v.InferInput<ReturnType<typeof personalDataSchema>>;
export type PersonalData = v.InferOutput<ReturnType<typeof personalDataSchema>>;
