// E-mail rules: the contact flavour (simple pattern, allowed characters, blocked brand
// domain, per-form maximum) and the login flavour (stricter pattern, 'Email' wording).
// Both hand on the address trimmed and in lower case, and refuse an empty part between dots (a
// trailing dot, '..', a dot at either end of the name): 'ana@demo.cl.' reaches the same mailbox
// as 'ana@demo.cl', so it must not count as another address.
import * as v from 'valibot';
import { REQUIRED_MESSAGE } from './messages.ts';

export const EMAIL_INVALID_MESSAGE = 'Correo electrónico inválido';
export const EMAIL_CHARACTERS_MESSAGE =
  'El correo electrónico solo puede contener caracteres permitidos (a-z, A-Z, 0-9, @, ., _, -)';
/** The provider's own brand: addresses on a domain containing it are rejected. */
export const BLOCKED_EMAIL_DOMAIN_WORD = 'enlista';

/** The rule as the specification's pattern; `isSimpleEmail` applies it without backtracking. */
export const SIMPLE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ALLOWED_EMAIL_CHARACTERS = /^[a-zA-Z0-9@._-]*$/;
const LOGIN_EMAIL_PATTERN = /^[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,6}$/;

/**
 * `SIMPLE_EMAIL_PATTERN` read in one pass: no white space, one '@' after something, and a dot in
 * the domain with something on each side. The regex itself backtracks polynomially (a 30 000
 * character 'a@a.a.a.…@' took 4 s); a property test keeps the two equivalent.
 */
export function isSimpleEmail(value: string): boolean {
  if (/\s/.test(value)) return false;
  const at = value.indexOf('@');
  if (at <= 0 || at !== value.lastIndexOf('@')) return false;
  const domain = value.slice(at + 1);
  const dot = domain.indexOf('.', 1);
  return dot > 0 && dot < domain.length - 1;
}

/** True when a part of the name or of the domain between dots is empty ('ana@demo.cl.', 'a..b@x.cl'). */
export function hasEmptyDotPart(value: string): boolean {
  const at = value.lastIndexOf('@');
  const parts = at < 0 ? [value] : [value.slice(0, at), value.slice(at + 1)];
  return parts.some((part) => part.startsWith('.') || part.endsWith('.') || part.includes('..'));
}

export function hasBlockedEmailDomain(value: string): boolean {
  const domain = value.slice(value.lastIndexOf('@') + 1);
  return value.includes('@') && domain.toLowerCase().includes(BLOCKED_EMAIL_DOMAIN_WORD);
}

export interface ContactEmailOptions {
  readonly max: number;
  readonly maxMessage?: string;
  readonly requiredMessage?: string;
}

export function contactEmailSchema(options: ContactEmailOptions) {
  const { max } = options;
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(options.requiredMessage ?? REQUIRED_MESSAGE),
    v.maxLength(max, options.maxMessage ?? `Correo electrónico no puede exceder los ${max} caracteres`),
    v.check<string, string>((value) => value.length === 0 || isSimpleEmail(value), EMAIL_INVALID_MESSAGE),
    v.check<string, string>((value) => !hasEmptyDotPart(value), EMAIL_INVALID_MESSAGE),
    v.regex<string, string>(ALLOWED_EMAIL_CHARACTERS, EMAIL_CHARACTERS_MESSAGE),
    v.check<string, string>((value) => !hasBlockedEmailDomain(value), EMAIL_INVALID_MESSAGE),
    v.toLowerCase(),
  );
}

export const meetingEmailSchema = () => contactEmailSchema({ max: 65 });
export const registrationEmailSchema = () => contactEmailSchema({ max: 50 });
export const bankEmailSchema = () => contactEmailSchema({ max: 80 });
export const ownerEmailSchema = () =>
  contactEmailSchema({
    max: 70,
    maxMessage: 'Correo electrónico no puede exceder los 70 caracteres',
    requiredMessage: 'Correo electrónico es requerido',
  });

export const LOGIN_EMAIL_INVALID_MESSAGE = 'Email inválido';

export function isLoginEmail(value: string): boolean {
  return LOGIN_EMAIL_PATTERN.test(value) && !hasEmptyDotPart(value);
}

function loginFlavour(max: number, requiredMessage: string) {
  return v.pipe(
    v.string(),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.check<string, string>((value) => value.length === 0 || isLoginEmail(value), LOGIN_EMAIL_INVALID_MESSAGE),
    v.maxLength(max, `Email no puede exceder los ${max} caracteres`),
    v.toLowerCase(),
  );
}

/** Company login: 'Email es requerido', 'Email inválido', max 50. */
export function loginEmailSchema() {
  return loginFlavour(50, 'Email es requerido');
}

/** Password recovery request: 'Campo requerido', same pattern, max 60. */
export function recoveryEmailSchema() {
  return loginFlavour(60, REQUIRED_MESSAGE);
}
