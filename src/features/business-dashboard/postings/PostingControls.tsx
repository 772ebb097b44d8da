// The controls of the posting form: a select bound to a Formisch field (optionally clearing the
// fields that depend on it), a combobox for long lists (the communes of a region) and a long text
// with its character count.
import { comboBoxControl, type ComboBoxLook } from '@/components/form/ComboBox.tsx';
import type { WritableField } from '@/components/form/bound.tsx';
import { FormischField, SelectInput, TextArea } from '@/components/form/dashboard-fields.tsx';
import type { Option } from './posting-form.ts';

export const POSTING_FIELD_ID = 'publicacion';
const ID = POSTING_FIELD_ID;

interface SelectProps {
  readonly field: WritableField;
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly Option[];
  readonly disabled?: boolean;
  readonly hint?: string;
  /** Runs after the value changed (clears dependent fields). */
  readonly onChanged?: () => void;
}

export function Select({ onChanged, ...props }: SelectProps) {
  return (
    <SelectInput area="business" {...props} idPrefix={ID} {...(onChanged ? { onChanged: () => onChanged() } : {})} />
  );
}

const COMBO_LOOK: ComboBoxLook = {
  className: 'bd-combo',
  listClassName: 'bd-combo-options',
  optionClassName: 'bd-combo-option',
  emptyClassName: 'bd-hint',
};

/** A long list (a region has up to fifty-odd communes): the options filter as the person types,
 * accents and case ignored. */
export function SearchableSelect({
  field,
  label,
  placeholder,
  options,
  disabled = false,
}: Omit<SelectProps, 'onChanged' | 'hint'>) {
  return (
    <FormischField area="business" field={field} label={label} idPrefix={ID}>
      {comboBoxControl({ field, options, placeholder, disabled, look: COMBO_LOOK })}
    </FormischField>
  );
}

export function LongText(props: { field: WritableField; label: string; hint: string; max: number }) {
  return <TextArea area="business" {...props} idPrefix={ID} />;
}
