// One labelled control bound to a Formisch field: the label, an optional hint, the first error
// (announced, and linked with aria-describedby) and the control itself. Used by every form of the
// profile, security, bank and posting pages.
import type { FieldElementProps } from '@formisch/react';
import type { ReactNode } from 'react';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: unknown;
  readonly errors: readonly [string, ...string[]] | null;
}

export interface ControlAttributes {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

interface FormFieldProps {
  readonly field: BoundField;
  readonly label: string;
  /** Prefix of the control's id, unique per form ('perfil', 'banco-nuevo'…). */
  readonly idPrefix: string;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

/** Formisch names a field by its JSON path ('["job_title"]'); ids use 'job_title'. */
export function fieldKey(name: string): string {
  return name
    .replace(/[^\w-]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
}

export function FormField({ field, label, idPrefix, hint, className, children }: FormFieldProps) {
  const id = `${idPrefix}-${fieldKey(field.props.name)}`;
  const error = field.errors?.[0];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['uf-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="uf-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="uf-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The field's input as a control value ('' when empty). */
export function inputValue(input: unknown): string {
  return typeof input === 'string' || typeof input === 'number' ? String(input) : '';
}
