// The country dial code beside a phone number (Chile, 56, first and default). Its accessible name
// says what it is; the number input keeps the field's visible label. `optionText` picks how each
// country reads ('CL +56' by default).
import type { SelectHTMLAttributes } from 'react';
import { DIAL_CODES, type DialCode } from '@/lib/validation/dial-codes.ts';

type DialCodeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  readonly id: string;
  readonly optionText?: (entry: DialCode) => string;
};

/** 'CL +56' */
export const isoAndCode = (entry: DialCode) => `${entry.iso} +${entry.dialCode}`;
/** '+56 Chile' */
export const codeAndCountry = (entry: DialCode) => `+${entry.dialCode} ${entry.country}`;

export function DialCodeSelect({ optionText = isoAndCode, ...select }: DialCodeSelectProps) {
  return (
    <select aria-label="Código de país" autoComplete="tel-country-code" {...select}>
      {DIAL_CODES.map((entry) => (
        <option key={entry.iso} value={entry.dialCode}>
          {optionText(entry)}
        </option>
      ))}
    </select>
  );
}

/** The ISO code of a dial code ('56' → 'CL'). */
export function countryOfDialCode(dialCode: string): string {
  return DIAL_CODES.find((entry) => entry.dialCode === dialCode)?.iso ?? 'CL';
}
