// Property tests of the request-body rules the forms and the local API share: any JSON at all
// (random, huge, unicode, SQL, HTML, wrong types, prototype keys) never throws, is answered in
// the library's Spanish messages, and what passes is a complete, stable payload. Also the
// dynamic-field rules, file checks and content sniffing.
import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hostileBody, hostileString, hostileValue } from '../../../tests/support/hostile.ts';
import { applicantEmailSchema } from './applicant-email.ts';
import { bankDetailsSchema, bankDetailsUpdateSchema } from './bank-details.ts';
import { DYNAMIC_INPUT_TYPES, dynamicFieldError, type DynamicField } from './dynamic-input.ts';
import { DOCUMENT_UPLOAD, DYNAMIC_FILE, POWER_ID_IMAGE, PROFILE_IMAGE } from './file-rules.ts';
import { sniffFileType } from './file-sniff.ts';
import { checkFile } from './file.ts';
import { jobPostingSchema } from './job-posting.ts';
import { passwordChangeSchema } from './password-change.ts';
import { personalDataSchema } from './personal-data.ts';
import { VALIDATION_MODULES, isKnownMessage, unknownMessages } from './property-helpers.ts';
import { INVALID_BODY_MESSAGE } from './public-forms.ts';
import { registrationPayloadSchema } from './registration.ts';
import { experienceSchema } from './work-experience.ts';

type AnySchema = v.GenericSchema;

// Every `…BodySchema` / `…FormSchema` the library exports (whichever module holds it), plus the
// payloads named otherwise.
const namedForms = Object.values(VALIDATION_MODULES).flatMap((module) =>
  Object.entries(module).flatMap(([name, value]) =>
    /(Body|Form)Schema$/.test(name) && typeof value === 'function' && value.length === 0
      ? [[name, (value as () => AnySchema)()] as const]
      : [],
  ),
);

const BODY_RULES: Record<string, AnySchema> = {
  ...Object.fromEntries(namedForms),
  'worker registration payload': registrationPayloadSchema,
  'job posting': jobPostingSchema({ earliestStart: '2025-01-01' }),
  'e-mail to applicant': applicantEmailSchema,
  'personal data': personalDataSchema(),
  'work experience': experienceSchema(),
  'bank details': bankDetailsSchema(),
  'bank details update': bankDetailsUpdateSchema(),
  'password change': passwordChangeSchema(),
};

it('finds the public form bodies wherever the library keeps them', () => {
  expect(Object.keys(BODY_RULES)).toEqual(
    expect.arrayContaining(['meetingBodySchema', 'contactBodySchema', 'businessRegisterBodySchema']),
  );
});

/** The keys the schema reads, so the fuzzer fills real fields as well as odd ones. */
function keysOf(schema: AnySchema): string[] {
  const entries = schema as { entries?: Record<string, unknown>; options?: AnySchema[]; pipe?: AnySchema[] };
  if (entries.entries) return Object.keys(entries.entries);
  if (entries.options) return [...new Set(entries.options.flatMap(keysOf))];
  if (entries.pipe?.[0]) return keysOf(entries.pipe[0]);
  return [];
}

const RUNS = { numRuns: 200 };

/** The local API parses bodies with this fallback, so what a rule leaves unnamed (a wrong type, a
 * missing key) is still answered in Spanish (server/lib/validate.ts). */
const API_FALLBACK = { message: INVALID_BODY_MESSAGE };

/** A body as a form sends it: every field present, typed as the form types it, hostile text. */
function formShaped(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const special: Record<string, fc.Arbitrary<unknown>> = {
    hasVehicle: fc.boolean(),
    businessRegister: fc.record({ name_business: hostileString, rgs: hostileString }),
  };
  return fc.record(Object.fromEntries(keys.map((key) => [key, special[key] ?? hostileString])));
}

describe.each(Object.entries(BODY_RULES))('the %s rule', (_name, schema) => {
  const keys = keysOf(schema);

  it('reads real field names', () => {
    expect(keys.length).toBeGreaterThan(0);
  });

  it('answers any text a form can send with catalogue messages only', () => {
    fc.assert(
      fc.property(formShaped(keys), (body) => {
        expect(unknownMessages(v.safeParse(schema, body))).toEqual([]);
      }),
      RUNS,
    );
  });

  it('never throws on any JSON, never takes a non-object, and speaks Spanish with the API fallback', () => {
    fc.assert(
      fc.property(hostileBody(keys), (body) => {
        const result = v.safeParse(schema, body, API_FALLBACK);
        if (typeof body !== 'object' || body === null || Array.isArray(body)) expect(result.success).toBe(false);
        const unknown = unknownMessages(result).filter((message) => message !== INVALID_BODY_MESSAGE);
        expect(unknown).toEqual([]);
      }),
      RUNS,
    );
  });

  it('lets through only complete payloads that it accepts again unchanged', () => {
    fc.assert(
      fc.property(fc.oneof(formShaped(keys), hostileBody(keys)), (body) => {
        const first = v.safeParse(schema, body);
        if (!first.success) return;
        const again = v.safeParse(schema, first.output);
        expect(again.success).toBe(true);
        expect(again.output).toEqual(first.output);
      }),
      RUNS,
    );
  });
});

const dynamicField: fc.Arbitrary<DynamicField> = fc.oneof(
  fc.record({
    kind: fc.constant('input' as const),
    input_type: fc.constantFrom(...DYNAMIC_INPUT_TYPES),
    required: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('textarea' as const), required: fc.boolean() }),
  fc.record({
    kind: fc.constantFrom('select' as const, 'checkbox' as const),
    required: fc.boolean(),
    options: fc.array(hostileString, { maxLength: 4 }),
  }),
);

const fileLike = fc.record({ name: hostileString, type: hostileString, size: fc.oneof(fc.nat(), fc.double()) });

describe('dynamic fields, files and content sniffing', () => {
  it('judges any answer to any dynamic field without throwing, in catalogue messages', () => {
    const answer = fc.oneof(hostileValue, fc.array(hostileString, { maxLength: 3 }), fileLike);
    fc.assert(
      fc.property(dynamicField, answer, (field, value) => {
        const message = dynamicFieldError(field, value as Parameters<typeof dynamicFieldError>[1]);
        if (message !== null) expect(isKnownMessage(message), message).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('checks any file name, type and size against every upload rule without throwing', () => {
    fc.assert(
      fc.property(
        fileLike,
        fc.constantFrom(POWER_ID_IMAGE, DYNAMIC_FILE, DOCUMENT_UPLOAD, PROFILE_IMAGE),
        (file, rule) => {
          const result = checkFile(file, rule);
          if (!result.ok) expect(isKnownMessage(result.message), result.message).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('recognises only the known signatures in random bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const kind = sniffFileType(bytes);
        expect([null, 'png', 'jpeg', 'pdf', 'gif']).toContain(kind);
        if (kind === 'pdf') expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      }),
      { numRuns: 1000 },
    );
  });
});
