// Why a person refuses to sign a contract or a power: the sender reads it, so it must say
// something (10 characters at least) and stay short; several lines are allowed.
import * as v from 'valibot';
import { cleanText } from './clean-text.ts';

export const REJECTION_REASON_MIN = 10;
export const REJECTION_REASON_MAX = 500;
export const REJECTION_REASON_REQUIRED_MESSAGE = 'Indica el motivo del rechazo.';
export const REJECTION_REASON_MIN_MESSAGE = `El motivo debe tener al menos ${REJECTION_REASON_MIN} caracteres.`;
export const REJECTION_REASON_MAX_MESSAGE = `El motivo no puede exceder los ${REJECTION_REASON_MAX} caracteres.`;

export function rejectionReasonSchema() {
  return v.pipe(
    v.string(REJECTION_REASON_REQUIRED_MESSAGE),
    v.trim(),
    v.nonEmpty(REJECTION_REASON_REQUIRED_MESSAGE),
    v.minLength(REJECTION_REASON_MIN, REJECTION_REASON_MIN_MESSAGE),
    v.maxLength(REJECTION_REASON_MAX, REJECTION_REASON_MAX_MESSAGE),
    cleanText('multi'),
  );
}
