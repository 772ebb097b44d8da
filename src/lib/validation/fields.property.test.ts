// Property tests of the single-field rules: whatever string arrives (random, huge, unicode, SQL
// or HTML), a rule never throws, speaks only the library's Spanish messages, and what it lets
// through is valid and stable; values built to be valid pass, and one broken detail gives the
// message the specification names.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { HUGE_UNITS, hostileString, wrongTyped } from '../../../tests/support/hostile.ts';
import { BANK_FIELD_SCHEMAS } from './bank-details.ts';
import {
  EMAIL_CHARACTERS_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  SIMPLE_EMAIL_PATTERN,
  bankEmailSchema,
  isSimpleEmail,
  loginEmailSchema,
  meetingEmailSchema,
  ownerEmailSchema,
  recoveryEmailSchema,
  registrationEmailSchema,
} from './email.ts';
import * as password from './password.ts';
import * as phone from './phone.ts';
import { PLATE_FORMAT_MESSAGE, makeModelSchema, plateSchema } from './plate.ts';
import { isKnownMessage, unknownMessages } from './property-helpers.ts';
import { dialCodeSchema, prefixedPhoneSchema } from './public-forms.ts';
import * as registration from './registration.ts';
import { RUT_CHECK_DIGIT_MESSAGE, RUT_FORMAT_MESSAGE, formatRut, isValidRut, rutSchema } from './rut.ts';
import { POWER_YEAR_RANGE, REGISTRATION_YEAR_RANGE, powerTextSchema, textSchema, yearSchema } from './text.ts';

type AnySchema = v.GenericSchema;

/** The characters of a short ASCII alphabet, for `fc.constantFrom`. */
const chars = (alphabet: string): string[] => Array.from(alphabet);

const FIELD_RULES: Record<string, AnySchema> = {
  'RUT (registration)': registration.registrationRutSchema(),
  'RUT (driver)': rutSchema({ max: 12 }),
  'RUT (owner)': rutSchema({ max: 15 }),
  'e-mail (meeting)': meetingEmailSchema(),
  'e-mail (registration)': registrationEmailSchema(),
  'e-mail (bank)': bankEmailSchema(),
  'e-mail (owner)': ownerEmailSchema(),
  'e-mail (login)': loginEmailSchema(),
  'e-mail (recovery)': recoveryEmailSchema(),
  'phone (meeting)': phone.meetingPhoneSchema('56'),
  'phone (registration)': phone.registrationPhoneSchema('56'),
  'phone (owner)': phone.ownerPhoneSchema(),
  'phone (bank)': phone.bankPhoneSchema(),
  'phone with dial code (payload)': registration.fullPhoneSchema(),
  'phone with dial code (contact body)': prefixedPhoneSchema(phone.registrationPhoneSchema),
  'dial code': dialCodeSchema(),
  plate: plateSchema(),
  'make or model': makeModelSchema(),
  'password (registration)': password.registrationPasswordSchema(),
  'password (login)': password.loginPasswordSchema(),
  'password (reset)': password.resetPasswordSchema(),
  'password confirmation (reset)': password.resetConfirmationSchema(),
  'password (dynamic form)': password.dynamicPasswordSchema(true),
  'text (name)': textSchema({ max: 50 }),
  'text (power)': powerTextSchema(100),
  'year (registration)': yearSchema(REGISTRATION_YEAR_RANGE),
  'year (power)': yearSchema(POWER_YEAR_RANGE),
  'year (payload)': registration.registrationYearSchema(),
  region: registration.regionIdSchema(),
  commune: registration.communeIdSchema(),
  schedule: registration.scheduleIdSchema(),
  profile: registration.profileIdSchema(),
  vehicle: registration.vehicleIdSchema(),
  ...Object.fromEntries(Object.entries(BANK_FIELD_SCHEMAS).map(([name, schema]) => [`bank ${name}`, schema])),
};

const RUNS = { numRuns: 150 };

describe.each(Object.entries(FIELD_RULES))('the %s rule', (_name, schema) => {
  it('never throws on a hostile string and answers only with catalogue messages', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        expect(unknownMessages(v.safeParse(schema, input))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('lets through only what it accepts again unchanged (hostile input)', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        const first = v.safeParse(schema, input);
        if (!first.success) return;
        const again = v.safeParse(schema, first.output);
        expect(again.success).toBe(true);
        expect(again.output).toEqual(first.output);
      }),
      RUNS,
    );
  });

  it('answers a 200 000-character text shaped to make regexes backtrack within a second', () => {
    for (const unit of HUGE_UNITS) {
      for (const text of [`a@${unit.repeat(200_000 / unit.length)}@`, `9${unit.repeat(200_000 / unit.length)}-K`]) {
        const started = performance.now();
        v.safeParse(schema, text);
        expect(performance.now() - started, `${unit}…`).toBeLessThan(1000);
      }
    }
  });

  it('never throws on a value of the wrong type, nor lets an object, list, boolean or null through', () => {
    fc.assert(
      fc.property(wrongTyped, (input) => {
        const result = v.safeParse(schema, input);
        if (typeof input !== 'number') expect(result.success).toBe(false);
      }),
      RUNS,
    );
  });
});

// An independent modulus-11 check digit, so the oracle does not reuse the code under test.
function checkDigit(body: number): string {
  const digits = String(body).split('').reverse().map(Number);
  const sum = digits.reduce((total, digit, index) => total + digit * ((index % 6) + 2), 0);
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

const rutBody = fc.integer({ min: 10, max: 99_999_999 });

const digit = fc.constantFrom(...chars('0123456789'));
/** `min` to `max` digits without the sequences 0000 and 1234 that every phone rule refuses. */
const phoneDigits = (min: number, max: number, prefix = '') =>
  fc
    .string({ unit: digit, minLength: min - prefix.length, maxLength: max - prefix.length })
    .map((rest) => `${prefix}${rest}`)
    .filter((number) => !number.includes('0000') && !number.includes('1234'));
/** A mobile number typed without the Chilean dial code 56. */
const localPhone = (min: number, max: number) => phoneDigits(min, max, '9');

/** A RUT with its check digit, written with or without dots, the K in either case. */
const typedRut = fc.tuple(rutBody, fc.boolean(), fc.boolean()).map(([body, dots, lower]) => {
  const check = checkDigit(body);
  return `${dots ? formatRut(`${body}0`).slice(0, -2) : body}-${lower ? check.toLowerCase() : check}`;
});

const EMAIL_CHARS = chars('abcdefghijklmnopqrstuvwxyz0123456789');
const emailPart = fc.string({ unit: fc.constantFrom(...EMAIL_CHARS), minLength: 1, maxLength: 10 });
const typedEmail = fc
  .tuple(emailPart, emailPart, fc.constantFrom('cl', 'com', 'org'))
  .filter(([, domain]) => !domain.includes('enlista'))
  .map(([user, domain, tld]) => `${user}@${domain}.${tld}`);

const consonant = fc.constantFrom(...chars('BCDFGHJKLPRSTVWXYZ'));
const letter = fc.constantFrom(...chars('ABCDEFGHIJKLMNOPQRSTUVWXYZ'));
/** The parts of a plate in one of the four Chilean formats. */
const plateParts = fc.oneof(
  fc.tuple(consonant, consonant, consonant, consonant, digit, digit),
  fc.tuple(letter, letter, digit, digit, digit, digit),
  fc.tuple(consonant, consonant, consonant, digit, digit),
  fc.tuple(letter, letter, digit, digit, digit),
);
/** A plate typed in any case, maybe with spaces around and between its characters. */
const typedPlate = fc
  .tuple(plateParts, fc.boolean())
  .map(([parts, spaced]) => (spaced ? ` ${parts.join(' ').toLowerCase()} ` : parts.join('').toLowerCase()));

/** Input each RUT, phone, plate and e-mail rule must accept, typed the way people type it. */
const ACCEPTED_INPUTS: Record<string, fc.Arbitrary<string>> = {
  'RUT (registration)': typedRut,
  'RUT (driver)': typedRut,
  'RUT (owner)': typedRut,
  'bank rut_account': typedRut,
  'e-mail (meeting)': typedEmail,
  'e-mail (registration)': typedEmail,
  'e-mail (bank)': typedEmail,
  'e-mail (owner)': typedEmail,
  'e-mail (login)': typedEmail,
  'e-mail (recovery)': typedEmail,
  'bank email': typedEmail,
  'phone (meeting)': localPhone(8, 15),
  'phone (registration)': localPhone(9, 13),
  'phone (owner)': localPhone(9, 12),
  'phone (bank)': phoneDigits(11, 11, '569'),
  'bank phone': phoneDigits(11, 11, '569'),
  'phone with dial code (payload)': localPhone(9, 13).map((number) => `56${number}`),
  'phone with dial code (contact body)': localPhone(9, 13).map((number) => `56${number}`),
  plate: typedPlate,
};

describe.each(Object.entries(ACCEPTED_INPUTS))('the %s rule, given well-formed input', (name, input) => {
  const schema = FIELD_RULES[name];
  if (!schema) throw new Error(`No rule named ${name}`);

  it('accepts it and accepts what it outputs again unchanged', () => {
    fc.assert(
      fc.property(input, (typed) => {
        const first = v.safeParse(schema, typed);
        expect(first.issues?.map((issue) => issue.message)).toBeUndefined();
        const again = v.safeParse(schema, first.output);
        expect(again.success).toBe(true);
        expect(again.output).toEqual(first.output);
      }),
      RUNS,
    );
  });
});

describe('RUT properties', () => {
  it('accepts every well-formed RUT with its check digit, written with or without dots', () => {
    fc.assert(
      fc.property(typedRut, (written) => {
        expect(isValidRut(written)).toBe(true);
        expect(v.safeParse(rutSchema({ max: 15 }), written).success).toBe(true);
      }),
    );
  });

  it('says "Dígito verificador inválido" for any other check digit', () => {
    fc.assert(
      fc.property(rutBody, fc.constantFrom(...chars('0123456789K')), (body, digit) => {
        fc.pre(digit !== checkDigit(body));
        const result = v.safeParse(rutSchema({ max: 15 }), `${body}-${digit}`);
        expect(result.issues?.map((issue) => issue.message)).toEqual([RUT_CHECK_DIGIT_MESSAGE]);
      }),
    );
  });

  it('says "Formato de RUT inválido" when a letter or symbol gets into the body', () => {
    fc.assert(
      fc.property(rutBody, fc.constantFrom(...chars(`abcxyzñ<'";#`)), fc.nat(), (body, intruder, at) => {
        const text = String(body);
        const position = at % text.length;
        const broken = `${text.slice(0, position)}${intruder}${text.slice(position)}-${checkDigit(body)}`;
        expect(v.safeParse(rutSchema({ max: 15 }), broken).issues?.[0]?.message).toBe(RUT_FORMAT_MESSAGE);
      }),
    );
  });

  it('formats any text idempotently and never throws', () => {
    fc.assert(
      fc.property(hostileString, (input) => {
        expect(formatRut(formatRut(input))).toBe(formatRut(input));
      }),
    );
  });
});

describe('e-mail properties', () => {
  it("reads the simple pattern exactly as the specification's regex does", () => {
    const near = fc.string({ unit: fc.constantFrom('a', '@', '.', ' ', '\t', 'ñ'), maxLength: 12 });
    fc.assert(
      fc.property(fc.oneof(near, fc.string({ maxLength: 20 })), (text) => {
        expect(isSimpleEmail(text)).toBe(SIMPLE_EMAIL_PATTERN.test(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts simple addresses within the limit and rejects any character outside the allowed set', () => {
    fc.assert(
      fc.property(emailPart, emailPart, fc.constantFrom('cl', 'com', 'org'), (user, domain, tld) => {
        fc.pre(!domain.includes('enlista'));
        const address = `${user}@${domain}.${tld}`;
        expect(v.safeParse(meetingEmailSchema(), address).success).toBe(true);
        expect(v.safeParse(loginEmailSchema(), address).success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(emailPart, fc.constantFrom('ñ', '<', '>', '"', "'", ';', '(', 'é', '😀'), (user, bad) => {
        const messages = v.safeParse(meetingEmailSchema(), `${user}${bad}@correo.cl`).issues?.map((i) => i.message);
        expect(messages).toContain(EMAIL_CHARACTERS_MESSAGE);
      }),
    );
  });

  it('rejects any domain containing the brand name', () => {
    fc.assert(
      fc.property(emailPart, fc.constantFrom('enlista', 'ENLISTA', 'mi-enlista'), (user, brand) => {
        expect(v.safeParse(meetingEmailSchema(), `${user}@${brand}.cl`).issues?.[0]?.message).toBe(
          EMAIL_INVALID_MESSAGE,
        );
      }),
    );
  });
});

describe('phone, plate, password and year properties', () => {
  it('accepts registration phones of 9 to 13 digits without 0000, 1234 or the dial code', () => {
    const digits = fc.string({ unit: fc.constantFrom(...chars('0123456789')), minLength: 9, maxLength: 13 });
    fc.assert(
      fc.property(digits, (number) => {
        fc.pre(!number.includes('0000') && !number.includes('1234') && !number.startsWith('56'));
        expect(v.safeParse(phone.registrationPhoneSchema('56'), number).success).toBe(true);
      }),
    );
  });

  it('says the phone may only hold digits whenever something else is typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        fc.pre(/\D/.test(text.trim()));
        const messages = v.safeParse(phone.registrationPhoneSchema('56'), `9${text.trim()}`).issues ?? [];
        expect(messages.map((issue) => issue.message)).toContain(phone.PHONE_DIGITS_MESSAGE);
      }),
    );
  });

  it('accepts plates of the four Chilean formats typed in any case with spaces, and outputs them clean', () => {
    fc.assert(
      fc.property(plateParts, fc.boolean(), (parts, spaced) => {
        const clean = parts.join('');
        const typed = spaced ? ` ${parts.join(' ').toLowerCase()} ` : clean.toLowerCase();
        const result = v.safeParse(plateSchema(), typed);
        expect(result.output).toBe(clean);
        expect(result.success).toBe(true);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom(...chars('AEIOU0123456789!?<')), minLength: 1, maxLength: 12 }),
        (text) => {
          fc.pre(!/^[A-Z]{2}\d{3,4}$/.test(text));
          expect(v.safeParse(plateSchema(), text).issues?.[0]?.message).toBe(PLATE_FORMAT_MESSAGE);
        },
      ),
    );
  });

  it('takes any registration password of 8 to 25 characters as typed, spaces and unicode included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', minLength: 0, maxLength: 40 }), (text) => {
        const result = v.safeParse(password.registrationPasswordSchema(), text);
        expect(result.success).toBe(text.length >= 8 && text.length <= 25);
        if (result.success) expect(result.output).toBe(text);
        else expect(result.issues.every((issue) => isKnownMessage(issue.message))).toBe(true);
      }),
    );
  });

  it('accepts exactly the years inside the range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999 }), (year) => {
        const inside = year >= REGISTRATION_YEAR_RANGE.min && year <= REGISTRATION_YEAR_RANGE.max;
        expect(v.safeParse(yearSchema(REGISTRATION_YEAR_RANGE), String(year)).success).toBe(inside);
      }),
    );
  });
});
