// The power form's controls: the form kit's bound controls in the power look, ids 'poder-…'.
import { boundControls, type WritableField } from '@/components/form/bound.tsx';
import type { Option } from '@/components/form/bound.tsx';

const ID = 'poder';
const { TextInput, SelectInput } = boundControls({
  className: 'power-field',
  hintClassName: 'power-hint',
  errorClassName: 'power-error',
});

interface TextFieldProps {
  readonly field: WritableField;
  readonly label: string;
  readonly hint?: string;
  readonly type?: 'text' | 'tel' | 'email';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  /** Rewrites the value as it is typed (e.g. the plate upper-cased without spaces). */
  readonly normalize?: (value: string) => string;
}

export function TextField({ normalize, autoComplete = 'off', ...props }: TextFieldProps) {
  return (
    <TextInput {...props} idPrefix={ID} autoComplete={autoComplete} {...(normalize ? { format: normalize } : {})} />
  );
}

export function SelectField(props: {
  readonly field: WritableField;
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly Option[];
}) {
  return <SelectInput {...props} idPrefix={ID} />;
}
