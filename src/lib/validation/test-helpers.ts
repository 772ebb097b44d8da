// Test-only helpers: the first message a schema reports, as a form would show it.
import * as v from 'valibot';

type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first issue's message, or null when the value passes. */
export function firstMessage(schema: AnySchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
}

export function outputOf(schema: AnySchema, input: unknown): unknown {
  return v.parse(schema, input);
}
