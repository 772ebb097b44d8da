// Phones as the dashboard shows them: with a leading plus (spec 001 §2), '56987654321' → '+56987654321'.

export function phoneWithPlus(phone: string | null | undefined): string {
  const digits = (phone ?? '').trim();
  if (!digits) return '';
  return digits.startsWith('+') ? digits : `+${digits}`;
}
