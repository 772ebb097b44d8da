// One labelled control bound to a Formisch field: the label, an optional hint, the first error
// (announced and linked with aria-describedby) and the control itself.
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

interface FieldShellProps {
  readonly field: BoundField;
  readonly label: string;
  readonly idPrefix: string;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

export function FieldShell({ field, label, idPrefix, hint, className, children }: FieldShellProps) {
  // Formisch names a field by its JSON path ('["title"]'); ids keep only the word characters.
  const id = `${idPrefix}-${field.props.name.replace(/[^\w-]+/g, '')}`;
  const error = field.errors?.[0];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['bd-field', className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="bd-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="bd-error" role="alert">
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
