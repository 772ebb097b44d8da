// The wrappers every answer of the APIs uses: a success that only reports what was done
// (`{ message }`), one record or a list under `data`, and a write that reports and returns the
// saved record. Objects are open: a backend may send more keys; every key listed must be there.
import * as v from 'valibot';

/** A whole number, as every id and count is. */
export const IntegerSchema = v.pipe(v.number(), v.integer());

/** A success that only reports, in Spanish, what was done. */
export const MessageAnswerSchema = v.object({ message: v.string() });

export type MessageAnswer = v.InferOutput<typeof MessageAnswerSchema>;

/** `{ data: … }` around one record or a list. */
export const dataOf = <S extends v.GenericSchema>(schema: S) => v.object({ data: schema });

/** `{ message, data: … }`: a write that reports and returns what it saved. */
export const withMessage = <S extends v.GenericSchema>(schema: S) => v.object({ message: v.string(), data: schema });
