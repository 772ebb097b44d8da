// The fixed steps' controls bound to Formisch fields: text (with an optional as-you-type
// normaliser), password with its toggle, select with a placeholder and disabled options, and the
// address with suggestions. Each shows its first error under it (ui/Field.tsx).
import type { FieldElementProps } from '@formisch/react';
import type { ReactNode } from 'react';
import { AddressField } from '@/features/registration/ui/AddressField.tsx';
import { comboBoxControl, type ComboBoxLook } from '@/components/form/ComboBox.tsx';
import { OptionList, type Option } from '@/components/form/OptionList.tsx';
import { PasswordInput } from '@/components/form/PasswordInput.tsx';
import { Field, PASSWORD_LOOK, type ControlAttributes } from '@/features/registration/ui/Field.tsx';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: string | number | undefined;
  readonly errors: readonly [string, ...string[]] | null;
  readonly onChange: (value: string) => void;
}

/** Formisch names fields by their JSON path ('["email"]'); ids keep only its word characters. */
export const fieldId = (name: string) => `registro-${name.replace(/[^\w-]/g, '')}`;
const asText = (input: string | number | undefined) => (input === undefined ? '' : String(input));

interface CommonProps {
  readonly field: BoundField;
  readonly label: string;
  readonly hint?: string | undefined;
  readonly required?: boolean | undefined;
  readonly wide?: boolean | undefined;
}

/** The registration Field named and checked by its Formisch field; required unless told otherwise. */
function BoundFrame({
  field,
  label,
  hint,
  required = true,
  wide,
  children,
}: CommonProps & { readonly children: (attributes: ControlAttributes) => ReactNode }) {
  return (
    <Field
      id={fieldId(field.props.name)}
      label={label}
      hint={hint}
      error={field.errors?.[0]}
      required={required}
      wide={wide}
    >
      {children}
    </Field>
  );
}

interface TextInputFieldProps extends CommonProps {
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  readonly maxLength?: number;
  /** Rewrites the value as it is typed (RUT dots and dash, plate upper case…). */
  readonly normalize?: (value: string) => string;
}

export function TextInputField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  normalize,
  ...frame
}: TextInputFieldProps) {
  const { field } = frame;
  return (
    <BoundFrame {...frame}>
      {(attributes) => (
        <input
          {...field.props}
          {...attributes}
          type={type}
          value={asText(field.input)}
          autoComplete={autoComplete ?? 'off'}
          inputMode={inputMode}
          maxLength={maxLength}
          spellCheck={false}
          onChange={normalize ? (event) => field.onChange(normalize(event.target.value)) : field.props.onChange}
        />
      )}
    </BoundFrame>
  );
}

export function PasswordField(frame: CommonProps) {
  const { field, label } = frame;
  return (
    <BoundFrame {...frame} required>
      {(attributes) => (
        <PasswordInput
          {...field.props}
          {...attributes}
          {...PASSWORD_LOOK}
          label={label}
          value={asText(field.input)}
          autoComplete="new-password"
        />
      )}
    </BoundFrame>
  );
}

export type { Option };

interface SelectFieldProps extends CommonProps {
  readonly options: readonly Option[];
  readonly placeholder: string;
  readonly disabled?: boolean;
  /** Called after the field took the new value (e.g. to clear the commune). */
  readonly onPicked?: (value: string) => void;
}

export function SelectField({ options, placeholder, disabled, onPicked, ...frame }: SelectFieldProps) {
  const { field } = frame;
  return (
    <BoundFrame {...frame}>
      {(attributes) => (
        <select
          {...field.props}
          {...attributes}
          value={asText(field.input)}
          disabled={disabled}
          onChange={(event) => {
            field.props.onChange(event);
            onPicked?.(event.target.value);
          }}
        >
          <OptionList placeholder={placeholder} options={options} />
        </select>
      )}
    </BoundFrame>
  );
}

const COMBO_LOOK: ComboBoxLook = {
  className: 'reg-combobox',
  listClassName: 'reg-suggestions reg-options',
  optionClassName: 'reg-option',
  emptyClassName: 'reg-no-match',
};

/** A long list (the communes of a region): a combobox that filters as the person types. */
export function ComboBoxField({ options, placeholder, disabled, ...frame }: Omit<SelectFieldProps, 'onPicked'>) {
  return (
    <BoundFrame {...frame}>
      {comboBoxControl({ field: frame.field, options, placeholder, disabled, look: COMBO_LOOK })}
    </BoundFrame>
  );
}

export function AddressInputField(frame: CommonProps) {
  const { field } = frame;
  const { ref, onBlur, onFocus, name } = field.props;
  return (
    <BoundFrame {...frame} required>
      {(attributes) => (
        <AddressField
          attributes={attributes}
          name={name}
          value={asText(field.input)}
          onValue={field.onChange}
          inputRef={ref}
          onBlur={onBlur}
          onFocus={onFocus}
        />
      )}
    </BoundFrame>
  );
}
