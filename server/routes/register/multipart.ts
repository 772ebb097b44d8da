// Reading the multipart bodies of the registration routes: every part by name, keeping repeated
// names (list answers) in order. Anything that is not multipart, or does not parse, is null.
import type { Context } from 'hono';

export type Parts = ReadonlyMap<string, readonly (string | File)[]>;

export async function readParts(c: Context): Promise<Parts | null> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    const form = await c.req.formData();
    const parts = new Map<string, (string | File)[]>();
    for (const [name, value] of form.entries()) parts.set(name, [...(parts.get(name) ?? []), value]);
    return parts;
  } catch {
    return null;
  }
}

/** The first text part called `name`, parsed as JSON; undefined when absent or not JSON. */
export function jsonPart(parts: Parts, name: string): unknown {
  const value = parts.get(name)?.[0];
  if (typeof value !== 'string') return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** The first file part called `name` that carries bytes. */
export function filePart(parts: Parts, name: string): File | undefined {
  return parts.get(name)?.find((value): value is File => value instanceof File && value.size > 0);
}
