// Hostile input for the property tests (fast-check): SQL and HTML fragments, awkward unicode,
// huge strings and values of the wrong type. Shared by the validation library's property tests
// and the local API's hostile-input suite.
import fc from 'fast-check';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  "' UNION SELECT password_hash FROM users --",
  '1; DELETE FROM job_postings',
  "admin'--",
  '%_%',
  '\\',
] as const;

export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  '</textarea><b>negrita</b>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '&lt;i&gt;&amp;',
] as const;

export const UNICODE_FRAGMENTS = [
  'ñandú Ñuñoa ÁÉÍÓÚ',
  '\u202Eevil\u202C',
  '\uFEFF\u200B\u200D',
  '👩‍👩‍👧😀𝕏',
  '\uD800',
  '\u0000',
  'İstanbul ß ﬁ',
  '١٢٣٤٥',
  '１２３４５６７８',
  '\r\n\t',
] as const;

export const PATH_FRAGMENTS = [
  '../../etc/passwd',
  '..\\..\\windows',
  '%2e%2e%2f',
  '/',
  '.',
  '..',
  'a/../../b',
] as const;

export const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty'] as const;

const fragments = [...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_FRAGMENTS, ...PATH_FRAGMENTS, ...PROTOTYPE_KEYS];

/** A fragment of trouble, alone or inside random text. */
export const nastyString = fc.oneof(
  fc.constantFrom(...fragments),
  fc
    .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...fragments), fc.string({ maxLength: 12 }))
    .map((parts) => parts.join('')),
);

/** Repeated units shaped to make backtracking regexes and quadratic formatting slow. */
export const HUGE_UNITS = ['a', '1', 'ñ', '😀', ' ', '<', "'", 'a.', '1.111', 'a@a.', '12-', 'BB-'] as const;

/** Long and very long strings (up to 200 000 characters), built by repetition so they stay cheap. */
export const hugeString = fc
  .tuple(
    fc.constantFrom('', 'a@', '9'),
    fc.constantFrom(...HUGE_UNITS),
    fc.integer({ min: 101, max: 40_000 }),
    fc.constantFrom('', '@', ' ', 'x', '-K'),
  )
  .map(([head, unit, times, tail]) => `${head}${unit.repeat(times)}${tail}`.slice(0, 200_000));

/** Every kind of hostile string: random, full unicode, binary, nasty fragments and huge. */
export const hostileString = fc.oneof(
  { arbitrary: fc.string(), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme' }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary' }), weight: 1 },
  { arbitrary: nastyString, weight: 4 },
  { arbitrary: hugeString, weight: 1 },
);

/** A value of any JSON type but a string. */
export const wrongTyped: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), fc.string()), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string()), { maxKeys: 3 }),
);

/** Any JSON value, biased towards hostile strings and wrong types. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: wrongTyped, weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 1 },
);

/** A JSON object whose keys are `keys` (some left out) and odd extra ones, with hostile values. */
export function hostileObject(keys: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const known = keys.length > 0 ? fc.subarray([...keys]) : fc.constant<string[]>([]);
  const extra = fc.subarray([...PROTOTYPE_KEYS, 'role', 'id_user', 'id_business'], { maxLength: 2 });
  return fc.tuple(known, extra).chain(([chosen, odd]) =>
    fc.tuple(...[...chosen, ...odd].map(() => hostileValue)).map((values) => {
      const body: Record<string, unknown> = {};
      [...chosen, ...odd].forEach((key, index) => {
        Object.defineProperty(body, key, { value: values[index], enumerable: true, writable: true });
      });
      return body;
    }),
  );
}

/** A request body: a hostile object, or any JSON value at all (arrays, strings, null). */
export function hostileBody(keys: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: hostileObject(keys), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}
