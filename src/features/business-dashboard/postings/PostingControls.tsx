// The controls of the posting form: a select bound to a Formisch field (optionally clearing the
// fields that depend on it) and a long text with its character count.
import { FieldShell, inputValue, type BoundField } from '../shared/FieldShell.tsx';
import type { Option } from './posting-form.ts';

export const POSTING_FIELD_ID = 'publicacion';
const ID = POSTING_FIELD_ID;

interface SelectProps {
  readonly field: BoundField & { readonly onChange: (value: string) => void };
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly Option[];
  readonly disabled?: boolean;
  readonly hint?: string;
  /** Runs after the value changed (clears dependent fields). */
  readonly onChanged?: () => void;
}

export function Select({ field, label, placeholder, options, disabled = false, hint, onChanged }: SelectProps) {
  return (
    <FieldShell field={field} label={label} idPrefix={ID} hint={hint}>
      {(attributes) => (
        <select
          {...field.props}
          {...attributes}
          value={inputValue(field.input)}
          disabled={disabled}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.();
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
    </FieldShell>
  );
}

export function LongText({ field, label, hint, max }: { field: BoundField; label: string; hint: string; max: number }) {
  const length = inputValue(field.input).length;
  return (
    <FieldShell field={field} label={label} idPrefix={ID} hint={`${hint} ${length}/${max} caracteres.`}>
      {(attributes) => <textarea {...field.props} {...attributes} value={inputValue(field.input)} rows={4} />}
    </FieldShell>
  );
}
