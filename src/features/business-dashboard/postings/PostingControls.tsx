// The controls of the posting form: a select bound to a Formisch field (optionally clearing the
// fields that depend on it) and a long text with its character count.
import type { WritableField } from '../../../components/form/bound.tsx';
import { SelectInput, TextArea } from '../shared/fields.tsx';
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
  return <SelectInput {...props} idPrefix={ID} {...(onChanged ? { onChanged: () => onChanged() } : {})} />;
}

export function LongText(props: { field: WritableField; label: string; hint: string; max: number }) {
  return <TextArea {...props} idPrefix={ID} />;
}
