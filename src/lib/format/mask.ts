// Personal numbers and addresses shown to someone who is not their owner: a RUT keeps only its
// last four characters (the last three digits and the check digit), an e-mail its first two
// letters and its domain, a phone its last four digits. Enough to recognise one's own data,
// not enough to learn a stranger's. A bank account number keeps its last four digits wherever it
// is shown; only the field that edits it holds the whole number.
import { cleanRut } from '../validation/rut.ts';

const HIDDEN = '•';

/** '12.345.678-5' → '••.•••.678-5'. */
export function maskRutTail(rut: string): string {
  const clean = cleanRut(rut);
  if (clean.length < 2) return HIDDEN.repeat(clean.length);
  const body = clean.slice(0, -1);
  const shown = Math.min(3, body.length - 1);
  const masked = HIDDEN.repeat(body.length - shown) + body.slice(body.length - shown);
  const groups: string[] = [];
  for (let end = masked.length; end > 0; end -= 3) groups.unshift(masked.slice(Math.max(0, end - 3), end));
  return `${groups.join('.')}-${clean.slice(-1)}`;
}

/** 'trabajador@demo.cl' → 'tr••••••••@demo.cl'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN.repeat(Math.max(email.length, 3));
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${HIDDEN.repeat(Math.max(name.length - shown.length, 3))}${email.slice(at)}`;
}

/** '56987654321' → '+56 •••••4321'; '987654321' → '•••••4321'. */
export function maskPhoneTail(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length <= 4) return HIDDEN.repeat(digits.length);
  const national = digits.startsWith('56') && digits.length === 11 ? digits.slice(2) : digits;
  const prefix = national === digits ? '' : '+56 ';
  return `${prefix}${HIDDEN.repeat(national.length - 4)}${national.slice(-4)}`;
}

/**
 * A person's name as a stranger may read it: the first given name and the first surname's
 * initial ('Camila Rojas' → 'Camila R.'). A full name is stored as one text, so the first surname
 * is read from its shape: the second word of two or three ('Juan Pérez González' → 'Juan P.'),
 * the second-to-last of four or more (two given names and two surnames).
 */
export function givenNameAndInitial(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const [given = ''] = words;
  const surname = words.length >= 4 ? words[words.length - 2] : words[1];
  return surname ? `${given} ${surname.charAt(0).toLocaleUpperCase('es-CL')}.` : given;
}

/** '12345678' → '•••• 5678'; a number of four digits or fewer has nothing left to hide. */
export function maskAccountNumber(number: string): string {
  return number.length > 4 ? `${HIDDEN.repeat(4)} ${number.slice(-4)}` : number;
}
