// Labelled inputs bound to Formisch fields: the first error is shown under the input, linked with
// aria-describedby and marked aria-invalid. PasswordField adds the show/hide toggle.
import type { FieldElementProps } from '@formisch/react';
import { useState, type ReactNode } from 'react';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: string | undefined;
  readonly errors: readonly [string, ...string[]] | null;
}

interface FieldFrameProps {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly hint?: string | undefined;
  readonly children: ReactNode;
}

function FieldFrame({ id, label, error, hint, children }: FieldFrameProps) {
  return (
    <div className="auth-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="auth-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="auth-error">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(id: string, error: string | undefined, hint: string | undefined): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

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
  const error = field.errors?.[0];
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint}>
      <input
        {...field.props}
        id={id}
        type={type}
        value={field.input ?? ''}
        autoComplete={autoComplete}
        inputMode={inputMode}
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

interface PasswordFieldProps {
  readonly field: BoundField;
  readonly id: string;
  readonly label: string;
  readonly autoComplete: 'current-password' | 'new-password';
}

export function PasswordField({ field, id, label, autoComplete }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const error = field.errors?.[0];
  return (
    <FieldFrame id={id} label={label} error={error}>
      <div className="auth-password">
        <input
          {...field.props}
          id={id}
          type={visible ? 'text' : 'password'}
          value={field.input ?? ''}
          autoComplete={autoComplete}
          spellCheck={false}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(id, error, undefined)}
        />
        <button
          type="button"
          className="auth-toggle"
          aria-controls={id}
          aria-label={visible ? `Ocultar ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
          onClick={() => setVisible((shown) => !shown)}
        >
          <EyeIcon crossed={visible} />
        </button>
      </div>
    </FieldFrame>
  );
}

function EyeIcon({ crossed }: { readonly crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
      <path
        d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z"
        fill="currentColor"
      />
      {crossed && <path d="M3.5 3.5l17 17" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />}
    </svg>
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
