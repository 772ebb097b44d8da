// Labelled form controls for the public forms: text, textarea (with counter), select, dial-code
// phone and file. Each ties its label, hint and first error to the control (aria-describedby,
// aria-invalid) and announces the error (role="alert"). Values come from a Formisch field.
import type { FieldElementProps } from '@formisch/react';
import type { ReactNode } from 'react';
import { DIAL_CODES } from '../../../lib/validation/dial-codes';

type Errors = readonly [string, ...string[]] | null;

interface ControlProps {
  id: string;
  label: string;
  errors: Errors;
  props: FieldElementProps;
  hint?: string;
  optional?: boolean;
}

/** What a control takes from a Formisch field: its input, its first errors and its element props. */
export function bind<T>(field: { readonly input: T; readonly errors: Errors; readonly props: FieldElementProps }): {
  value: T;
  errors: Errors;
  props: FieldElementProps;
} {
  return { value: field.input, errors: field.errors, props: field.props };
}

function describedBy(id: string, hint: string | undefined, errors: Errors, extra?: string): string | undefined {
  const ids = [hint ? `${id}-hint` : '', errors ? `${id}-error` : '', extra ?? ''].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

function Label({ id, label, optional }: { id: string; label: string; optional?: boolean | undefined }) {
  return (
    <label className="field-label" htmlFor={id}>
      {label}
      {optional && <span className="field-optional"> (opcional)</span>}
    </label>
  );
}

function Messages({
  id,
  hint,
  errors,
  children,
}: {
  id: string;
  hint?: string | undefined;
  errors: Errors;
  children?: ReactNode;
}) {
  return (
    <>
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {children}
      {errors && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {errors[0]}
        </p>
      )}
    </>
  );
}

function aria(id: string, hint: string | undefined, errors: Errors, optional: boolean | undefined, extra?: string) {
  return {
    id,
    'aria-invalid': errors ? true : undefined,
    'aria-required': optional ? undefined : true,
    'aria-describedby': describedBy(id, hint, errors, extra),
  } as const;
}

interface TextFieldProps extends ControlProps {
  value: string | number | undefined;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  className?: string;
}

export function TextField({
  id,
  label,
  errors,
  props,
  hint,
  optional,
  value,
  type = 'text',
  className,
  ...rest
}: TextFieldProps) {
  return (
    <div className={`field ${className ?? ''}`}>
      <Label id={id} label={label} optional={optional} />
      <input
        {...props}
        {...rest}
        {...aria(id, hint, errors, optional)}
        className="field-control"
        type={type}
        value={value ?? ''}
      />
      <Messages id={id} hint={hint} errors={errors} />
    </div>
  );
}

interface TextAreaFieldProps extends ControlProps {
  value: string | undefined;
  maxLength: number;
  rows?: number;
}

export function TextAreaField({
  id,
  label,
  errors,
  props,
  hint,
  optional,
  value,
  maxLength,
  rows = 5,
}: TextAreaFieldProps) {
  const length = (value ?? '').length;
  return (
    <div className="field field-wide">
      <Label id={id} label={label} optional={optional} />
      <textarea
        {...props}
        {...aria(id, hint, errors, optional, `${id}-counter`)}
        className="field-control"
        rows={rows}
        value={value ?? ''}
      />
      <Messages id={id} hint={hint} errors={errors}>
        <p className="field-counter" id={`${id}-counter`}>
          {length} de {maxLength} caracteres
        </p>
      </Messages>
    </div>
  );
}

interface SelectFieldProps extends ControlProps {
  value: string | number | undefined;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  id,
  label,
  errors,
  props,
  hint,
  optional,
  value,
  options,
  placeholder,
}: SelectFieldProps) {
  return (
    <div className="field">
      <Label id={id} label={label} optional={optional} />
      <select {...props} {...aria(id, hint, errors, optional)} className="field-control" value={value ?? ''}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={id} hint={hint} errors={errors} />
    </div>
  );
}

interface PhoneFieldProps {
  id: string;
  label: string;
  dialCode: { value: string | undefined; props: FieldElementProps; errors: Errors };
  phone: { value: string | undefined; props: FieldElementProps; errors: Errors };
  maxLength: number;
  hint?: string;
}

/** Country dial code (Chile by default) and the number typed apart. */
export function PhoneField({ id, label, dialCode, phone, maxLength, hint }: PhoneFieldProps) {
  return (
    <div className="field">
      <Label id={id} label={label} />
      <div className="phone-row">
        <select
          {...dialCode.props}
          id={`${id}-code`}
          className="field-control phone-code"
          aria-label="Código de país"
          value={dialCode.value ?? ''}
        >
          {DIAL_CODES.map((entry) => (
            <option key={entry.iso} value={entry.dialCode}>
              +{entry.dialCode} {entry.country}
            </option>
          ))}
        </select>
        <input
          {...phone.props}
          {...aria(id, hint, phone.errors, false)}
          className="field-control"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={maxLength}
          value={phone.value ?? ''}
        />
      </div>
      <Messages id={id} hint={hint} errors={phone.errors ?? dialCode.errors} />
    </div>
  );
}

interface FileFieldProps extends ControlProps {
  accept: string;
  fileName: string | undefined;
}

export function FileField({ id, label, errors, props, hint, optional, accept, fileName }: FileFieldProps) {
  return (
    <div className="field field-wide">
      <Label id={id} label={label} optional={optional} />
      <input
        {...props}
        {...aria(id, hint, errors, optional)}
        className="field-control field-file"
        type="file"
        accept={accept}
      />
      <Messages id={id} hint={hint} errors={errors}>
        {fileName && <p className="field-hint">Archivo seleccionado: {fileName}</p>}
      </Messages>
    </div>
  );
}

export function SubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <button type="submit" className="btn form-submit" disabled={busy} aria-disabled={busy}>
      {busy && <span className="spinner" aria-hidden="true" />}
      {busy ? busyLabel : label}
    </button>
  );
}
