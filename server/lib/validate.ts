// Request validation with valibot on top of hono's validator: the parsed, typed output goes to
// the handler; any issue answers 400 `{ message: string[] }` with the schemas' Spanish messages.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';

type AnySchema = v.GenericSchema;

/** Distinct messages of the issues, in order (one per field rule that failed). */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

function check<S extends AnySchema>(schema: S) {
  return (value: unknown, c: Context): v.InferOutput<S> | Response => {
    const result = v.safeParse(schema, value, { abortPipeEarly: true });
    if (result.success) return result.output;
    return c.json({ message: issueMessages(result.issues) }, 400);
  };
}

/** Validates a JSON body (a malformed body is answered 400 by the error handler). */
export const jsonBody = <S extends AnySchema>(schema: S) => validator('json', check(schema));

/** Validates the path parameters. */
export const routeParams = <S extends AnySchema>(schema: S) => validator('param', check(schema));

/** Validates the query string (one value per key unless the key repeats). */
export const queryParams = <S extends AnySchema>(schema: S) => validator('query', check(schema));

/** A path segment of digits only, turned into a number; anything else is 'Parámetro inválido'. */
export function numericParam(message: string) {
  return v.pipe(v.string(), v.regex(/^\d{1,9}$/, message), v.transform(Number));
}
