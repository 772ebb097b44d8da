// The controls of the dashboard forms, each inside a FormField: a text input (optionally
// reformatted as typed, e.g. the RUT), a text area with a character count, and a select.
import type { HTMLInputTypeAttribute } from 'react';
import { FormField, inputValue, type BoundField } from './FormField.tsx';

type WritableField = BoundField & { readonly onChange: (value: string) => void };

interface CommonProps {
  readonly field: WritableField;
  readonly label: string;
  readonly idPrefix: string;
  readonly hint?: string | undefined;
  /** Receives the first focus when the form opens. */
  readonly autofocus?: boolean;
}

interface TextInputProps extends CommonProps {
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly placeholder?: string;
  /** Rewrites the value as typed (e.g. formatRut). */
  readonly format?: (value: string) => string;
}

export function TextInput({ field, label, idPrefix, hint, autofocus, format, ...input }: TextInputProps) {
  return (
    <FormField field={field} label={label} idPrefix={idPrefix} hint={hint}>
      {(attributes) => (
        <input
          {...field.props}
          {...attributes}
          {...input}
          {...(autofocus ? { 'data-autofocus': true } : {})}
          value={inputValue(field.input)}
          onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
        />
      )}
    </FormField>
  );
}

interface TextAreaProps extends CommonProps {
  readonly max: number;
  readonly rows?: number;
}

export function TextArea({ field, label, idPrefix, hint, autofocus, max, rows = 4 }: TextAreaProps) {
  const length = inputValue(field.input).length;
  const count = `${length}/${max} caracteres.`;
  return (
    <FormField field={field} label={label} idPrefix={idPrefix} hint={hint ? `${hint} ${count}` : count}>
      {(attributes) => (
        <textarea
          {...field.props}
          {...attributes}
          {...(autofocus ? { 'data-autofocus': true } : {})}
          rows={rows}
          value={inputValue(field.input)}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

export interface Option {
  readonly value: string;
  readonly label: string;
}

interface SelectInputProps extends CommonProps {
  readonly placeholder: string;
  readonly options: readonly Option[];
  readonly disabled?: boolean;
  readonly onChanged?: (value: string) => void;
}

export function SelectInput(props: SelectInputProps) {
  const { field, label, idPrefix, hint, autofocus, placeholder, options, disabled = false, onChanged } = props;
  return (
    <FormField field={field} label={label} idPrefix={idPrefix} hint={hint}>
      {(attributes) => (
        <select
          {...field.props}
          {...attributes}
          {...(autofocus ? { 'data-autofocus': true } : {})}
          disabled={disabled}
          value={inputValue(field.input)}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.(event.target.value);
          }}
        >
          <option value="">{placeholder}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** Options whose value and label are the same text (banks, account types…). */
export function textOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}
