// Request validation with valibot on top of hono's validator: the parsed, typed output goes to
// the handler; any issue answers 400 `{ message: string[] }` with the schemas' Spanish messages.
import type { Context } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import { API_MESSAGES } from './messages.ts';

type AnySchema = v.GenericSchema;

/** Distinct messages of the issues, in order (one per field rule that failed). */
export function issueMessages(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return [...new Set(issues.map((issue) => issue.message))];
}

/**
 * How request data is parsed: each field stops at its first failed rule, and what a rule leaves
 * unnamed (a wrong type, a missing key, a body that is not an object) is answered with the given
 * Spanish message instead of valibot's English default ('Invalid type: Expected …').
 */
export function parseConfig(fallback: string): v.Config<v.BaseIssue<unknown>> {
  return { abortPipeEarly: true, message: fallback };
}

export const BODY_PARSE_CONFIG = parseConfig(API_MESSAGES.invalidBody);

/** Where a validated value comes from, as the contract document names it. */
export type ValidationTarget = 'json' | 'param' | 'query';

const validatedInputs = new WeakMap<object, { readonly target: ValidationTarget; readonly schema: AnySchema }>();

/**
 * The schema a validation middleware checks, so the contract document is built from the very
 * schemas the routes enforce (read from the app's route table); undefined for other handlers.
 */
export function validatedInput(handler: object) {
  return validatedInputs.get(handler);
}

function remember<H extends object>(handler: H, target: ValidationTarget, schema: AnySchema): H {
  validatedInputs.set(handler, { target, schema });
  return handler;
}

function check<S extends AnySchema>(schema: S, fallback: string) {
  const config = parseConfig(fallback);
  return (value: unknown, c: Context): v.InferOutput<S> | Response => {
    const result = v.safeParse(schema, value, config);
    if (result.success) return result.output;
    return c.json({ message: issueMessages(result.issues) }, 400);
  };
}

/** Validates a JSON body (a malformed body is answered 400 by the error handler). */
export const jsonBody = <S extends AnySchema>(schema: S) =>
  remember(validator('json', check(schema, API_MESSAGES.invalidBody)), 'json', schema);

/** Validates the path parameters. */
export const routeParams = <S extends AnySchema>(schema: S) =>
  remember(validator('param', check(schema, API_MESSAGES.invalidParam)), 'param', schema);

/** Validates the query string (one value per key unless the key repeats). */
export const queryParams = <S extends AnySchema>(schema: S) =>
  remember(validator('query', check(schema, API_MESSAGES.invalidParam)), 'query', schema);
