// Country dial codes offered by the meeting-request phone selector (Chile first and default).

export interface DialCode {
  /** ISO 3166-1 alpha-2 code. */
  readonly iso: string;
  readonly country: string;
  /** Digits only, without '+'. */
  readonly dialCode: string;
}

export const DEFAULT_DIAL_CODE = '56';

export const DIAL_CODES: readonly DialCode[] = [
  { iso: 'CL', country: 'Chile', dialCode: DEFAULT_DIAL_CODE },
  { iso: 'AR', country: 'Argentina', dialCode: '54' },
  { iso: 'BO', country: 'Bolivia', dialCode: '591' },
  { iso: 'BR', country: 'Brasil', dialCode: '55' },
  { iso: 'CO', country: 'Colombia', dialCode: '57' },
  { iso: 'CR', country: 'Costa Rica', dialCode: '506' },
  { iso: 'CU', country: 'Cuba', dialCode: '53' },
  { iso: 'EC', country: 'Ecuador', dialCode: '593' },
  { iso: 'SV', country: 'El Salvador', dialCode: '503' },
  { iso: 'ES', country: 'España', dialCode: '34' },
  { iso: 'US', country: 'Estados Unidos', dialCode: '1' },
  { iso: 'GT', country: 'Guatemala', dialCode: '502' },
  { iso: 'HN', country: 'Honduras', dialCode: '504' },
  { iso: 'MX', country: 'México', dialCode: '52' },
  { iso: 'NI', country: 'Nicaragua', dialCode: '505' },
  { iso: 'PA', country: 'Panamá', dialCode: '507' },
  { iso: 'PY', country: 'Paraguay', dialCode: '595' },
  { iso: 'PE', country: 'Perú', dialCode: '51' },
  { iso: 'UY', country: 'Uruguay', dialCode: '598' },
  { iso: 'VE', country: 'Venezuela', dialCode: '58' },
];

export function findDialCode(iso: string): DialCode | undefined {
  return DIAL_CODES.find((entry) => entry.iso === iso.toUpperCase());
}
