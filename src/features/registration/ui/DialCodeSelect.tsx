// The country dial code beside a phone number (Chile, 56, first and default). Its accessible name
// says what it is; the number input keeps the field's visible label.
import type { SelectHTMLAttributes } from 'react';
import { DIAL_CODES } from '../../../lib/validation/index.ts';

type DialCodeSelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> & {
  readonly id: string;
};

export function DialCodeSelect(props: DialCodeSelectProps) {
  return (
    <select {...props} aria-label="Código de país" autoComplete="tel-country-code">
      {DIAL_CODES.map((entry) => (
        <option key={entry.iso} value={entry.dialCode}>
          {`${entry.iso} +${entry.dialCode}`}
        </option>
      ))}
    </select>
  );
}

/** The ISO code of a dial code ('56' → 'CL'), for the dynamic responses' `country`. */
export function countryOfDialCode(dialCode: string): string {
  return DIAL_CODES.find((entry) => entry.dialCode === dialCode)?.iso ?? 'CL';
}
