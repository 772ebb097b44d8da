// Test-only helpers: the first message a schema reports, as a form would show it.
import * as v from 'valibot';

export type AnySchema = v.GenericSchema<unknown, unknown>;

/** The first issue's message, or null when the value passes. */
export function firstMessage(schema: AnySchema, input: unknown): string | null {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0].message;
}

export function outputOf(schema: AnySchema, input: unknown): unknown {
  return v.parse(schema, input);
}

/** The first message reported for one field of a form, as the form shows it (null when it passes). */
export function fieldMessage(schema: AnySchema, input: Record<string, unknown>, field: string): string | null {
  const result = v.safeParse(schema, input);
  if (result.success) return null;
  return result.issues.find((issue) => issue.path?.[0]?.key === field)?.message ?? null;
}
