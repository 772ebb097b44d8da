// Labelled inputs bound to Formisch fields, on the form kit's Field in the sign-in look: the
// first error shows under the input. PasswordField adds the show/hide toggle.
import type { FieldElementProps } from '@formisch/react';
import { Field, type FieldLook } from '@/components/form/Field.tsx';
import { PasswordInput } from '@/components/form/PasswordInput.tsx';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: string | undefined;
  readonly errors: readonly [string, ...string[]] | null;
}

const LOOK: FieldLook = { className: 'auth-field', hintClassName: 'auth-hint', errorClassName: 'auth-error' };

interface TextFieldProps {
  readonly field: BoundField;
  readonly id: string;
  readonly label: string;
  readonly type?: 'email' | 'text';
  readonly autoComplete: string;
  readonly inputMode?: 'email' | 'numeric' | 'text';
  readonly hint?: string;
}

export function TextField({ field, id, label, type = 'text', autoComplete, inputMode, hint }: TextFieldProps) {
  return (
    <Field id={id} label={label} look={LOOK} error={field.errors?.[0]} hint={hint}>
      {(attributes) => (
        <input
          {...field.props}
          {...attributes}
          type={type}
          value={field.input ?? ''}
          autoComplete={autoComplete}
          inputMode={inputMode}
          spellCheck={false}
        />
      )}
    </Field>
  );
}

/** An e-mail address: the e-mail type and keyboard. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField {...props} type="email" inputMode="email" />;
}

interface PasswordFieldProps {
  readonly field: BoundField;
  readonly id: string;
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ field, id, label, autoComplete }: PasswordFieldProps) {
  return (
    <Field id={id} label={label} look={LOOK} error={field.errors?.[0]}>
      {(attributes) => (
        <PasswordInput
          {...field.props}
          {...attributes}
          label={label}
          className="auth-password"
          toggleClassName="auth-toggle"
          value={field.input ?? ''}
          autoComplete={autoComplete}
        />
      )}
    </Field>
  );
}

/** The submit button with its loading state. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
}: {
  readonly busy: boolean;
  readonly label: string;
  readonly busyLabel: string;
}) {
  return (
    <button type="submit" className="btn auth-submit" disabled={busy}>
      {busy && <span className="auth-spinner auth-spinner-light" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
