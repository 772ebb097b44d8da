// Rights requests a worker makes from the product (rectification of what they cannot edit
// themselves, deletion, objection, temporary blocking) and the company's answers to them: each
// rule with its Spanish message, shared by the forms and the local API.
//   - the kind is one of four; the reason is optional (up to 500 characters, several lines);
//   - the password confirms the request (it is checked by the API, here only that it was typed);
//   - a rectification names at least one corrected value: RUT, e-mail, phone (with its dial code)
//     or region and commune together, each judged by the registration's own rule;
//   - a company's answer is required (up to 1000 characters), as is the reason of an extension.
import * as v from 'valibot';
import { registrationEmailSchema } from './email.ts';
import { LOGIN_PASSWORD_MAX } from './password.ts';
import {
  COMMUNE_OUTSIDE_REGION_MESSAGE,
  COMMUNE_REQUIRED_MESSAGE,
  REGION_REQUIRED_MESSAGE,
  communeIdSchema,
  fullPhoneSchema,
  regionIdSchema,
  registrationRutSchema,
} from './registration.ts';
import { findRegion } from '../reference/index.ts';
import { findCommune } from '../reference/communes.ts';
import { formatRut } from './rut.ts';
import { textSchema } from './text.ts';

export const PRIVACY_REQUEST_KINDS = ['rectificacion', 'supresion', 'oposicion', 'bloqueo'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const REASON_MAX = 500;
export const ANSWER_MAX = 1000;

export const PRIVACY_REQUEST_MESSAGES = {
  kind: 'Elige qué quieres solicitar',
  reasonMax: `El motivo no puede tener más de ${REASON_MAX} caracteres`,
  passwordRequired: 'Ingresa tu contraseña para confirmar',
  passwordMax: `La contraseña no puede tener más de ${LOGIN_PASSWORD_MAX} caracteres`,
  correctionRequired: 'Indica qué dato quieres corregir y su valor correcto',
  correctionInvalid: 'El dato a corregir no es válido',
  answerRequired: 'Escribe la respuesta para la persona',
  answerMax: `La respuesta no puede tener más de ${ANSWER_MAX} caracteres`,
  extensionReasonRequired: 'Indica por qué necesitas más plazo',
  extensionReasonMax: `El motivo no puede tener más de ${REASON_MAX} caracteres`,
} as const;

const M = PRIVACY_REQUEST_MESSAGES;

/** The optional reason: left out, null or empty is no reason. */
export function privacyReasonSchema() {
  return v.pipe(
    v.optional(v.nullable(v.string(M.reasonMax)), ''),
    v.transform((value) => value ?? ''),
    textSchema({ max: REASON_MAX, maxMessage: M.reasonMax, required: false, lines: 'multi' }),
  );
}

/** The kind of request; left out, it is not chosen. */
export function privacyKindSchema() {
  return v.pipe(
    v.optional(v.string(M.kind), ''),
    v.check((kind) => (PRIVACY_REQUEST_KINDS as readonly string[]).includes(kind), M.kind),
    v.transform((kind) => kind as PrivacyRequestKind),
  );
}

/** The account's password, typed again to confirm a request (left out, it was not typed). */
export function confirmPasswordSchema() {
  return v.pipe(
    v.optional(v.string(M.passwordRequired), ''),
    v.nonEmpty(M.passwordRequired),
    v.maxLength(LOGIN_PASSWORD_MAX, M.passwordMax),
  );
}

/**
 * One corrected value: left out, null or empty means "no change"; anything else must pass `rule`
 * (which receives the trimmed text).
 */
function correction<T>(rule: v.GenericSchema<unknown, T>) {
  return v.optional(
    v.pipe(
      v.nullable(v.union([v.string(), v.number()], M.correctionInvalid)),
      v.rawTransform<string | number | null, T | undefined>(({ dataset, addIssue, NEVER }) => {
        const text = dataset.value === null ? '' : String(dataset.value).trim();
        if (text === '') return undefined;
        const result = v.safeParse(rule, text, { abortPipeEarly: true });
        if (result.success) return result.output;
        addIssue({ message: result.issues[0].message });
        return NEVER;
      }),
    ),
  );
}

export interface Corrections {
  readonly rut?: string | undefined;
  readonly email?: string | undefined;
  readonly phone?: string | undefined;
  readonly region_id?: number | undefined;
  readonly commune_id?: number | undefined;
}

/** The values a worker cannot edit themselves, corrected: RUT, e-mail, phone, region and commune. */
export function correctionsSchema() {
  return v.pipe(
    v.object(
      {
        rut: correction(v.pipe(registrationRutSchema(), v.transform(formatRut))),
        email: correction(registrationEmailSchema()),
        phone: correction(fullPhoneSchema()),
        region_id: correction(regionIdSchema()),
        commune_id: correction(communeIdSchema()),
      },
      M.correctionInvalid,
    ),
    v.rawCheck<Corrections>(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const issue = placeCorrectionIssue(dataset.value);
      if (issue) addIssue({ message: issue.message });
    }),
  );
}

/**
 * A corrected region and commune go together, and the commune lies in the region: what is wrong
 * with the pair, and which of the two fields it belongs to, or null when nothing is.
 */
export function placeCorrectionIssue({ region_id, commune_id }: Pick<Corrections, 'region_id' | 'commune_id'>): {
  readonly field: 'region_id' | 'commune_id';
  readonly message: string;
} | null {
  if (region_id === undefined && commune_id === undefined) return null;
  if (region_id === undefined) return { field: 'region_id', message: REGION_REQUIRED_MESSAGE };
  if (commune_id === undefined) return { field: 'commune_id', message: COMMUNE_REQUIRED_MESSAGE };
  if (findCommune(commune_id)?.id_region !== region_id) {
    return { field: 'commune_id', message: COMMUNE_OUTSIDE_REGION_MESSAGE };
  }
  return null;
}

const CORRECTION_LABELS: Readonly<Record<keyof Corrections, string>> = {
  rut: 'RUT',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  region_id: 'Región',
  commune_id: 'Comuna',
};

/** The corrected values as a person reads them: label and value, region and commune by name. */
export function describeCorrections(corrections: Corrections): { readonly label: string; readonly value: string }[] {
  return (Object.keys(CORRECTION_LABELS) as (keyof Corrections)[]).flatMap((field) => {
    const value = corrections[field];
    if (value === undefined) return [];
    const shown =
      field === 'region_id'
        ? (findRegion(Number(value))?.name_region ?? String(value))
        : field === 'commune_id'
          ? (findCommune(Number(value))?.name_commune ?? String(value))
          : String(value);
    return [{ label: CORRECTION_LABELS[field], value: shown }];
  });
}

export function hasCorrection(corrections: Corrections): boolean {
  return Object.values(corrections).some((value) => value !== undefined);
}

/** A company's answer to a request (completing or rejecting it). */
export function privacyAnswerSchema() {
  return v.pipe(
    v.optional(v.nullable(v.string(M.answerRequired)), ''),
    v.transform((value) => value ?? ''),
    textSchema({ max: ANSWER_MAX, maxMessage: M.answerMax, required: M.answerRequired, lines: 'multi' }),
  );
}

/** Why a company needs the one extension of the answer deadline. */
export function extensionReasonSchema() {
  return v.pipe(
    v.optional(v.nullable(v.string(M.extensionReasonRequired)), ''),
    v.transform((value) => value ?? ''),
    textSchema({
      max: REASON_MAX,
      maxMessage: M.extensionReasonMax,
      required: M.extensionReasonRequired,
      lines: 'multi',
    }),
  );
}
