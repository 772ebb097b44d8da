// Phones are stored as digits with their country code and shown with a leading plus.

/** '56987654321' → '+56987654321'; '' for no phone. */
export function phoneWithPlus(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  if (!digits) return '';
  return digits.startsWith('+') ? digits : `+${digits}`;
}
