// The power form's controls: the form kit's bound controls in the power look, ids 'poder-…'.
// Every RUT field formats as it is typed, as the registration's does ('12.345.678-5').
import { boundControls, type WritableField } from '@/components/form/bound.tsx';
import type { Option } from '@/components/form/bound.tsx';
import { formatRut } from '@/lib/validation/index.ts';
import { RUT_HINT } from '@/lib/validation/hints.ts';

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

/** A RUT: dots and hyphen written in as it is typed, with the shared RUT hint. */
export function RutField({ field, label = 'RUT' }: { readonly field: WritableField; readonly label?: string }) {
  return <TextField field={field} label={label} hint={RUT_HINT} normalize={formatRut} />;
}

export function SelectField(props: {
  readonly field: WritableField;
  readonly label: string;
  readonly placeholder: string;
  readonly options: readonly Option[];
}) {
  return <SelectInput {...props} idPrefix={ID} />;
}
