// What the kit's controls take from a Formisch field, and the conversions they share.
import type { FieldElementProps } from '@formisch/react';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: unknown;
  readonly errors: readonly [string, ...string[]] | null;
}

export interface WritableField extends BoundField {
  readonly onChange: (value: string) => void;
}

/** The field's input as a control value ('' when empty). */
export function inputValue(input: unknown): string {
  return typeof input === 'string' || typeof input === 'number' ? String(input) : '';
}

/** Formisch names a field by its JSON path ('["job_title"]'); ids keep its word characters. */
export function fieldKey(name: string): string {
  return name.replace(/[^\w-]+/g, '');
}
