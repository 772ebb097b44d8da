// The fixed steps' controls bound to Formisch fields: text (with an optional as-you-type
// normaliser), password with its toggle, select with a placeholder and disabled options, and the
// address with suggestions. Each shows its first error under it (ui/Field.tsx).
import type { FieldElementProps } from '@formisch/react';
import { AddressField } from '@/features/registration/ui/AddressField.tsx';
import { FieldComboBox, type ComboBoxLook } from '@/components/form/ComboBox.tsx';
import { OptionList, type Option } from '@/components/form/OptionList.tsx';
import { PasswordInput } from '@/components/form/PasswordInput.tsx';
import { Field, PASSWORD_LOOK } from '@/features/registration/ui/Field.tsx';

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

interface TextInputFieldProps extends CommonProps {
  readonly type?: 'text' | 'email' | 'tel';
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'email' | 'numeric' | 'tel';
  readonly maxLength?: number;
  /** Rewrites the value as it is typed (RUT dots and dash, plate upper case…). */
  readonly normalize?: (value: string) => string;
}

export function TextInputField({
  field,
  label,
  hint,
  required = true,
  wide,
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  normalize,
}: TextInputFieldProps) {
  const id = fieldId(field.props.name);
  return (
    <Field id={id} label={label} hint={hint} error={field.errors?.[0]} required={required} wide={wide}>
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
    </Field>
  );
}

export function PasswordField({ field, label, hint, wide }: CommonProps) {
  const id = fieldId(field.props.name);
  return (
    <Field id={id} label={label} hint={hint} error={field.errors?.[0]} required wide={wide}>
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
    </Field>
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

export function SelectField({
  field,
  label,
  hint,
  required = true,
  wide,
  options,
  placeholder,
  disabled,
  onPicked,
}: SelectFieldProps) {
  const id = fieldId(field.props.name);
  return (
    <Field id={id} label={label} hint={hint} error={field.errors?.[0]} required={required} wide={wide}>
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
    </Field>
  );
}

const COMBO_LOOK: ComboBoxLook = {
  className: 'reg-combobox',
  listClassName: 'reg-suggestions reg-options',
  optionClassName: 'reg-option',
  emptyClassName: 'reg-no-match',
};

/** A long list (the communes of a region): a combobox that filters as the person types. */
export function ComboBoxField({
  field,
  label,
  hint,
  required = true,
  wide,
  options,
  placeholder,
  disabled,
}: Omit<SelectFieldProps, 'onPicked'>) {
  const id = fieldId(field.props.name);
  return (
    <Field id={id} label={label} hint={hint} error={field.errors?.[0]} required={required} wide={wide}>
      {(attributes) => (
        <FieldComboBox
          field={field}
          attributes={attributes}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          look={COMBO_LOOK}
        />
      )}
    </Field>
  );
}

export function AddressInputField({ field, label, hint, wide }: CommonProps) {
  const id = fieldId(field.props.name);
  const { ref, onBlur, onFocus, name } = field.props;
  return (
    <Field id={id} label={label} hint={hint} error={field.errors?.[0]} required wide={wide}>
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
    </Field>
  );
}
