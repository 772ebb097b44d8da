// Phones are stored and sent as digits with their country code, and shown with a leading plus.

/** '56987654321' → '+56987654321'; '' for no phone. */
export function phoneWithPlus(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  if (!digits) return '';
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/**
 * A Chilean mobile typed without the country code ('961357902') as stored and sent:
 * '56961357902'. A number that already carries it, or is not a nine-digit mobile, stays as it is.
 */
export function chileanMobile(number: string): string {
  const digits = number.trim();
  return /^9\d{8}$/.test(digits) ? `56${digits}` : digits;
}

/** The phone as stored and sent: the dial code, then the number as typed ('56' + '987654321'). */
export function withDialCode(dialCode: string, number: string): string {
  return `${dialCode}${number.trim()}`;
}
