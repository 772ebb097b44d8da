// One labelled control of the power form bound to a Formisch field: the label, an optional
// hint, the first error (linked with aria-describedby) and the control itself.
import type { FieldElementProps } from '@formisch/react';
import type { ReactNode } from 'react';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: string | undefined;
  readonly errors: readonly [string, ...string[]] | null;
  readonly onChange: (value: string) => void;
}

interface ControlAttributes {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
}

interface FormFieldProps {
  readonly field: BoundField;
  readonly label: string;
  readonly hint?: string;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

export function FormField({ field, label, hint, children }: FormFieldProps) {
  const id = `poder-${field.props.name}`;
  const error = field.errors?.[0];
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="power-field">
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy || undefined })}
      {hint && (
        <p id={`${id}-hint`} className="power-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="power-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface TextFieldProps {
  readonly field: BoundField;
  readonly label: string;
  readonly hint?: string;
  readonly type?: 'text' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** Rewrites the value as it is typed (e.g. the plate upper-cased without spaces). */
  readonly normalize?: (value: string) => string;
}

export function TextField({ field, label, hint, type = 'text', autoComplete, inputMode, normalize }: TextFieldProps) {
  return (
    <FormField field={field} {...{ label, ...(hint === undefined ? {} : { hint }) }}>
      {(attributes) => (
        <input
          {...field.props}
          {...attributes}
          type={type}
          value={field.input ?? ''}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          onChange={normalize ? (event) => field.onChange(normalize(event.target.value)) : field.props.onChange}
        />
      )}
    </FormField>
  );
}
