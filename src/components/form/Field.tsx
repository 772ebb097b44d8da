// One labelled control: the label (with an '(opcional)' mark when asked), the control, an optional
// hint, extra lines (a counter, a chosen file…) and the first error. One rule for every form: the
// control's aria-describedby lists the hint, the extra lines and the error, in that order; an
// error marks the control aria-invalid (absent otherwise) and is announced (role="alert"). Each area gives its own
// classes (FieldLook), the way ModalDialog takes its DialogLook.
import type { ReactNode } from 'react';

export interface ControlAttributes {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true | undefined;
}

export interface FieldLook {
  /** Class of the wrapper; `wide` adds `wideClassName` (a field that spans the form's grid). */
  readonly className: string;
  readonly wideClassName?: string;
  readonly labelClassName?: string;
  readonly optionalClassName?: string;
  readonly hintClassName: string;
  readonly errorClassName: string;
}

/** The ids a control is described by: hint, extra lines, error (empty ones left out). */
export function describedBy(
  id: string,
  {
    hint,
    error,
    extra = [],
  }: { hint?: string | undefined; error?: string | null | undefined; extra?: readonly string[] },
): string | undefined {
  const ids = [hint ? `${id}-hint` : '', ...extra, error ? `${id}-error` : ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** The attributes every control of a Field carries. */
export function controlAttributes(
  id: string,
  state: {
    hint?: string | undefined;
    error?: string | null | undefined;
    extra?: readonly string[];
    required?: boolean;
  },
): ControlAttributes {
  return {
    id,
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': describedBy(id, state),
    'aria-required': state.required ? true : undefined,
  };
}

/**
 * The error under a control (or a group of them), announced as it appears. `announced={false}`
 * only where the page already announces the same message (its alert region), so it is not read twice.
 */
export function FieldError({
  id,
  error,
  className,
  announced = true,
}: {
  readonly id: string;
  readonly error: string | null | undefined;
  readonly className: string;
  readonly announced?: boolean;
}) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} className={className} role={announced ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/** ' (opcional)' after the label of a field that may stay empty. */
export function OptionalMark({ className }: { readonly className?: string | undefined }) {
  return <span className={className}> (opcional)</span>;
}

/** What follows a control: its hint, any extra lines, then its error. */
export function FieldNotes({
  id,
  look,
  hint,
  error,
  announced = true,
  children,
}: {
  readonly id: string;
  readonly look: FieldLook;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  readonly announced?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={look.hintClassName}>
          {hint}
        </p>
      )}
      {children}
      <FieldError id={id} error={error} className={look.errorClassName} announced={announced} />
    </>
  );
}

export interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly look: FieldLook;
  readonly hint?: string | undefined;
  readonly error?: string | null | undefined;
  /** Marks the control aria-required. */
  readonly required?: boolean | undefined;
  /** Adds ' (opcional)' to the label. */
  readonly optional?: boolean | undefined;
  readonly wide?: boolean | undefined;
  readonly className?: string | undefined;
  /** Lines under the hint (counter, chosen file…); their ids go into `footerIds`. */
  readonly footer?: ReactNode;
  readonly footerIds?: readonly string[];
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

export function Field({
  id,
  label,
  look,
  hint,
  error,
  required,
  optional,
  wide,
  className,
  footer,
  footerIds,
  children,
}: FieldProps) {
  const classes = [look.className, wide ? look.wideClassName : '', className].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <label htmlFor={id} className={look.labelClassName}>
        {label}
        {optional && <OptionalMark className={look.optionalClassName} />}
      </label>
      {children(controlAttributes(id, { hint, error, extra: footerIds ?? [], required: Boolean(required) }))}
      <FieldNotes id={id} look={look} hint={hint} error={error}>
        {footer}
      </FieldNotes>
    </div>
  );
}
