// Phones are stored and sent as digits with their country code, and shown with a leading plus.

/** '56987654321' → '+56987654321'; '' for no phone. */
export function phoneWithPlus(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  if (!digits) return '';
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/** The phone as stored and sent: the dial code, then the number as typed ('56' + '987654321'). */
export function withDialCode(dialCode: string, number: string): string {
  return `${dialCode}${number.trim()}`;
}
