// One labelled control of the registration forms: the label (with a required mark), an optional
// hint, the first error linked with aria-describedby and announced, and the control itself.
// Used by the Formisch-bound fixed steps and by the dynamic renderer alike.
import type { ReactNode } from 'react';

export interface ControlAttributes {
  readonly id: string;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': boolean | undefined;
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly error?: string | null | undefined;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
  readonly wide?: boolean | undefined;
  /** Extra line under the control (e.g. the textarea counter). */
  readonly footer?: ReactNode;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

export function describedBy(
  id: string,
  error: string | null | undefined,
  hint: string | undefined,
): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

export function FieldError({ id, error }: { readonly id: string; readonly error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className="reg-error" role="alert">
      {error}
    </p>
  );
}

/** Optional fields say so in their label; every other field is required (aria-required). */
export function OptionalMark({ required }: { readonly required: boolean | undefined }) {
  if (required) return null;
  return <span className="reg-optional"> (opcional)</span>;
}

export function Field({ id, label, error, hint, required, wide, footer, children }: FieldProps) {
  return (
    <div className={wide ? 'reg-field reg-wide' : 'reg-field'}>
      <label htmlFor={id}>
        {label}
        <OptionalMark required={required} />
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy(id, error, hint),
        'aria-required': required || undefined,
      })}
      {hint && (
        <p id={`${id}-hint`} className="reg-hint">
          {hint}
        </p>
      )}
      {footer}
      <FieldError id={id} error={error} />
    </div>
  );
}
