import { describe, expect, it } from 'vitest';
import { applicantEmailSchema } from './applicant-email.ts';
import { cleanText, cleanTextIssue, isCleanText } from './clean-text.ts';
import { dynamicFieldError } from './dynamic-input.ts';
import { jobPostingSchema } from './job-posting.ts';
import { personalDataSchema } from './personal-data.ts';
import { firstMessage } from './test-helpers.ts';
import { powerTextSchema, textSchema } from './text.ts';
import * as v from 'valibot';
import fc from 'fast-check';
import { firstnameSchema } from './registration.ts';

/** Every default-ignorable code point, read from the Unicode data the engine carries. */
const DEFAULT_IGNORABLES = Array.from({ length: 0x110000 }, (_, code) => code)
  .filter((code) => code < 0xd800 || code > 0xdfff)
  .map((code) => String.fromCodePoint(code))
  .filter((char) => /^\p{Default_Ignorable_Code_Point}$/u.test(char));
/** Characters drawn blank that are not default-ignorable: they pass for a name made of nothing. */
const BLANK_FILLERS = ['\u2800', '\u3164', '\u115f', '\u1160', '\uffa0'];
const escape = (text: string) =>
  Array.from(text, (char) => char)
    .map((char) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');

const RLO = '\u202e';
const ZWSP = '\u200b';

describe('the clean-text rule', () => {
  it('accepts ordinary Spanish text, accents, ñ and emoji', () => {
    expect(cleanTextIssue('Camila Ñuñez-Órdenes')).toBeNull();
    expect(cleanTextIssue('Conductor clase A1 😀')).toBeNull();
    expect(isCleanText('Línea uno\nLínea dos\tcon tab', 'multi')).toBe(true);
    expect(isCleanText('Familia 👨\u200d👩\u200d👧', 'multi')).toBe(true);
  });

  it('refuses a NUL or any other control character with "Contiene caracteres no permitidos"', () => {
    for (const sample of ['ab\u0000cdefghij', 'a\u0007b', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u009bb']) {
      expect(cleanTextIssue(sample)).toBe('Contiene caracteres no permitidos');
      expect(cleanTextIssue(sample, 'multi')).toBe('Contiene caracteres no permitidos');
    }
    expect(cleanTextIssue('a\tb')).toBe('Contiene caracteres no permitidos');
  });

  it('refuses a line break in a one-line field with "Debe ir en una sola línea"', () => {
    expect(cleanTextIssue('Entrevista\r\nBcc: otro@ejemplo.cl')).toBe('Debe ir en una sola línea');
    expect(cleanTextIssue('Entrevista\nBcc: x')).toBe('Debe ir en una sola línea');
    expect(cleanTextIssue('a\rb')).toBe('Debe ir en una sola línea');
    expect(cleanTextIssue('a\u2028b')).toBe('Debe ir en una sola línea');
    expect(cleanTextIssue('Entrevista\r\nmañana', 'multi')).toBeNull();
  });

  it('refuses bidi overrides, isolates, marks and zero-width characters with "Contiene caracteres invisibles no permitidos"', () => {
    const message = 'Contiene caracteres invisibles no permitidos';
    for (const sample of [
      `Rojas${RLO}evil.exe`,
      `Ro${ZWSP}jas`,
      'a\u200db',
      'a\u2066b\u2069',
      'a\u200fb',
      '\ufeffa b',
    ]) {
      expect(cleanTextIssue(sample)).toBe(message);
    }
    expect(cleanTextIssue(`texto ${RLO}largo`, 'multi')).toBe(message);
    expect(cleanTextIssue(`texto${ZWSP}largo`, 'multi')).toBe(message);
  });

  it('refuses the six characters that slipped through a name: soft hyphen, fillers, tag, joiners, selectors, blank', () => {
    const message = 'Contiene caracteres invisibles no permitidos';
    for (const hidden of ['\u00ad', '\u3164', '\u{e0041}', '\u034f', '\ufe0f', '\u2800']) {
      expect(cleanTextIssue(`Cami${hidden}la`), escape(hidden)).toBe(message);
      expect(firstMessage(firstnameSchema(), `Camila${hidden}`), escape(hidden)).toBe(message);
      expect(firstMessage(firstnameSchema(), hidden), escape(hidden)).not.toBeNull();
    }
  });

  it('refuses every default-ignorable character and every blank filler, in one line or several', () => {
    const message = 'Contiene caracteres invisibles no permitidos';
    const hidden = fc.constantFrom(...DEFAULT_IGNORABLES, ...BLANK_FILLERS);
    const visible = fc.constantFrom('Camila', 'Rojas Ñuñez', 'Conductor A2', '');
    fc.assert(
      fc.property(visible, hidden, visible, (before, char, after) => {
        // An emoji's own joiner and presentation selector are the one exception, in several lines only.
        expect(cleanTextIssue(`${before}${char}${after}`), escape(char)).toBe(message);
        expect(cleanTextIssue(`${before} ${char}${after}`, 'multi'), escape(char)).toBe(message);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps emoji sequences in several lines: joiner and presentation selector after a pictograph', () => {
    expect(cleanTextIssue('Me encanta ❤️ el trabajo', 'multi')).toBeNull();
    expect(cleanTextIssue('Familia 👨\u200d👩\u200d👧 y ❤️\u200d🔥', 'multi')).toBeNull();
    expect(cleanTextIssue('Piso 1️⃣', 'multi')).toBeNull();
    expect(cleanTextIssue('Me encanta ❤️', 'single')).toBe('Contiene caracteres invisibles no permitidos');
  });

  it('is a valibot action that reports the first problem', () => {
    const schema = v.pipe(v.string(), cleanText());
    expect(firstMessage(schema, 'ok')).toBeNull();
    expect(firstMessage(schema, 'a\nb')).toBe('Debe ir en una sola línea');
  });
});

describe('every free-text rule applies it', () => {
  it('textSchema: one line by default, line breaks allowed with lines "multi"', () => {
    expect(firstMessage(textSchema({ max: 50 }), `Rojas${RLO}`)).toBe('Contiene caracteres invisibles no permitidos');
    expect(firstMessage(textSchema({ max: 50 }), 'uno\ndos')).toBe('Debe ir en una sola línea');
    expect(firstMessage(textSchema({ max: 50, lines: 'multi' }), 'uno\ndos')).toBeNull();
    expect(firstMessage(textSchema({ max: 50, lines: 'multi' }), 'uno\u0000dos')).toBe(
      'Contiene caracteres no permitidos',
    );
  });

  it('a posting title with a NUL inside does not pass the 5-character minimum', () => {
    const result = v.safeParse(jobPostingSchema(), { title: 'ab\u0000cdefghij' });
    const titleIssues = result.issues?.filter((issue) => v.getDotPath(issue) === 'title') ?? [];
    expect(titleIssues.map((issue) => issue.message)).toEqual(['Contiene caracteres no permitidos']);
  });

  it('the power form refuses a NUL in the driver’s name', () => {
    expect(firstMessage(powerTextSchema(100), 'Juan\u0000 Pérez')).toBe('Contiene caracteres no permitidos');
  });

  it('e-mail header fields are one line; the message body may have several', () => {
    const result = v.safeParse(applicantEmailSchema, {
      subject: 'Entrevista\r\nBcc: otro@ejemplo.cl',
      message: 'Hola,\r\nte esperamos.',
      name_user: 'Camila',
      user_email: 'trabajador@demo.cl',
      email_business: 'empresa@demo.cl',
      name_business: 'Transportes Andes',
      phone_business: '56912345678',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['subject', 'Debe ir en una sola línea'],
    ]);
  });

  it('names refuse invisible characters; "Sobre mi" takes several lines', () => {
    const result = v.safeParse(personalDataSchema(), {
      firstname: `Camila${RLO}`,
      lastname: 'Rojas',
      about_me: 'Conductora.\nLicencia A2.',
    });
    expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([
      ['firstname', 'Contiene caracteres invisibles no permitidos'],
    ]);
  });

  it('a dynamic registration textarea applies the multi-line rule', () => {
    const field = { kind: 'textarea', required: true } as const;
    expect(dynamicFieldError(field, 'Uno\nDos')).toBeNull();
    expect(dynamicFieldError(field, 'Uno\u0000Dos')).toBe('Contiene caracteres no permitidos');
  });
});
