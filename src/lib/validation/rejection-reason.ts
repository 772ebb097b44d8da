// Rejecting a worker's document: a reason chosen from the common ones, required, and for 'Otro' a
// description of up to 300 characters, required too; the listed reasons may carry the same
// optional description. One schema for the company's decision form and the review routes of the
// local API. What the worker reads as the reason is `rejectionText`: the reason's label, with the
// description after a colon, or the description alone for 'Otro'.
import * as v from 'valibot';
import { cleanText } from './clean-text.ts';

export const REJECTION_REASONS = [
  { code: 'imagen_ilegible', label: 'Imagen ilegible' },
  { code: 'documento_vencido', label: 'Documento vencido' },
  { code: 'no_corresponde', label: 'No corresponde al documento solicitado' },
  { code: 'falta_una_cara', label: 'Falta una cara del documento' },
  { code: 'otro', label: 'Otro' },
] as const;

export type RejectionReasonCode = (typeof REJECTION_REASONS)[number]['code'];

export const REJECTION_REASON_CODES = REJECTION_REASONS.map((reason) => reason.code) as [
  RejectionReasonCode,
  ...RejectionReasonCode[],
];

export const REJECTION_DETAIL_MAX = 300;

export const REJECTION_MESSAGES = {
  reasonRequired: 'Elige el motivo del rechazo',
  detailRequired: 'Describe el motivo del rechazo',
  detailMax: `La descripción del motivo no puede tener más de ${REJECTION_DETAIL_MAX} caracteres`,
} as const;

const M = REJECTION_MESSAGES;

export function rejectionReasonLabel(code: string): string | undefined {
  return REJECTION_REASONS.find((reason) => reason.code === code)?.label;
}

const detailField = v.pipe(
  v.optional(v.nullable(v.string(M.detailMax)), ''),
  v.transform((value) => value ?? ''),
  v.trim(),
  v.maxLength(REJECTION_DETAIL_MAX, M.detailMax),
  cleanText('multi'),
);

export const rejectionSchema = v.pipe(
  v.object({
    reason: v.pipe(v.optional(v.string(M.reasonRequired), ''), v.picklist(REJECTION_REASON_CODES, M.reasonRequired)),
    detail: detailField,
  }),
  v.forward(
    v.partialCheck(
      [['reason'], ['detail']],
      ({ reason, detail }) => reason !== 'otro' || detail !== '',
      M.detailRequired,
    ),
    ['detail'],
  ),
);

export type RejectionInput = v.InferInput<typeof rejectionSchema>;
export type Rejection = v.InferOutput<typeof rejectionSchema>;

/** The reason as the worker reads it: 'Imagen ilegible', 'Imagen ilegible: …', or the text of 'Otro'. */
export function rejectionText(rejection: { readonly reason: string; readonly detail?: string | null }): string {
  const detail = rejection.detail?.trim() ?? '';
  if (rejection.reason === 'otro') return detail;
  const label = rejectionReasonLabel(rejection.reason) ?? rejection.reason;
  return detail === '' ? label : `${label}: ${detail}`;
}
