// An answer read against its contract schema: a malformed one (a proxy's JSON, an older API) is an
// error the caller shows like any failed request, never data handed on half-checked.
import * as v from 'valibot';

export const UNEXPECTED_ANSWER = 'Respuesta inesperada del servidor';

export function parseAnswer<S extends v.GenericSchema>(schema: S, answer: unknown): v.InferOutput<S> {
  const parsed = v.safeParse(schema, answer);
  if (!parsed.success) throw new Error(UNEXPECTED_ANSWER);
  return parsed.output;
}
