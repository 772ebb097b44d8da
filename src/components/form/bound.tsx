// The kit's controls bound to a Formisch field: the field names the control's id
// (`${idPrefix}-${key}`), gives its first error and takes its value. A text input (optionally
// rewritten as typed, e.g. the RUT), a text area that counts its characters in the hint, and a
// select with a placeholder. Each area passes its FieldLook.
import type { FieldElementProps } from '@formisch/react';
import type { HTMLInputTypeAttribute, ReactNode } from 'react';
import { Field, type ControlAttributes, type FieldLook } from './Field.tsx';
import { OptionList, type Option } from './OptionList.tsx';

export interface BoundField {
  readonly props: FieldElementProps;
  readonly input: unknown;
  readonly errors: readonly [string, ...string[]] | null;
}

export interface WritableField extends BoundField {
  readonly onChange: (value: string) => void;
}

/** The field's input as a control value ('' when empty). */
export function inputValue(input: unknown): string {
  return typeof input === 'string' || typeof input === 'number' ? String(input) : '';
}

/** Formisch names a field by its JSON path ('["job_title"]'); ids use 'job_title'. */
export function fieldKey(name: string): string {
  return name
    .replace(/[^\w-]+/g, ' ')
    .trim()
    .replace(/\s+/g, '-');
}

export interface BoundFieldProps {
  readonly field: BoundField;
  readonly label: string;
  /** Prefix of the control's id, unique per form ('perfil', 'banco-nuevo'…). */
  readonly idPrefix: string;
  readonly look: FieldLook;
  readonly hint?: string | undefined;
  readonly className?: string | undefined;
  readonly children: (attributes: ControlAttributes) => ReactNode;
}

/** A Field named and checked by its Formisch field. */
export function FormischField({ field, idPrefix, ...props }: BoundFieldProps) {
  return <Field {...props} id={`${idPrefix}-${fieldKey(field.props.name)}`} error={field.errors?.[0]} />;
}

interface CommonProps {
  readonly field: WritableField;
  readonly label: string;
  readonly idPrefix: string;
  readonly look: FieldLook;
  readonly hint?: string | undefined;
  /** Receives the first focus when the form opens. */
  readonly autofocus?: boolean;
}

const autofocusMark = (autofocus: boolean | undefined) => (autofocus ? { 'data-autofocus': true } : {});

interface TextInputProps extends CommonProps {
  readonly type?: HTMLInputTypeAttribute;
  readonly autoComplete?: string;
  readonly inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  readonly placeholder?: string;
  readonly min?: string | undefined;
  /** Rewrites the value as typed (e.g. formatRut). */
  readonly format?: (value: string) => string;
}

export function TextInput({ field, label, idPrefix, look, hint, autofocus, format, ...input }: TextInputProps) {
  return (
    <FormischField field={field} label={label} idPrefix={idPrefix} look={look} hint={hint}>
      {(attributes) => (
        <input
          {...field.props}
          {...attributes}
          {...input}
          {...autofocusMark(autofocus)}
          value={inputValue(field.input)}
          onChange={(event) => field.onChange(format ? format(event.target.value) : event.target.value)}
        />
      )}
    </FormischField>
  );
}

interface TextAreaProps extends CommonProps {
  readonly max: number;
  readonly rows?: number;
}

/** The hint ends with the count ('12/500 caracteres.'). */
export function TextArea({ field, label, idPrefix, look, hint, autofocus, max, rows = 4 }: TextAreaProps) {
  const count = `${inputValue(field.input).length}/${max} caracteres.`;
  return (
    <FormischField field={field} label={label} idPrefix={idPrefix} look={look} hint={hint ? `${hint} ${count}` : count}>
      {(attributes) => (
        <textarea
          {...field.props}
          {...attributes}
          {...autofocusMark(autofocus)}
          rows={rows}
          value={inputValue(field.input)}
          onChange={(event) => field.onChange(event.target.value)}
        />
      )}
    </FormischField>
  );
}

export type { Option };

interface SelectInputProps extends CommonProps {
  readonly placeholder: string;
  readonly options: readonly Option[];
  readonly disabled?: boolean;
  /** Runs after the field took the new value (e.g. to clear the fields that depend on it). */
  readonly onChanged?: (value: string) => void;
}

export function SelectInput(props: SelectInputProps) {
  const { field, label, idPrefix, look, hint, autofocus, placeholder, options, disabled = false, onChanged } = props;
  return (
    <FormischField field={field} label={label} idPrefix={idPrefix} look={look} hint={hint}>
      {(attributes) => (
        <select
          {...field.props}
          {...attributes}
          {...autofocusMark(autofocus)}
          disabled={disabled}
          value={inputValue(field.input)}
          onChange={(event) => {
            field.onChange(event.target.value);
            onChanged?.(event.target.value);
          }}
        >
          <OptionList placeholder={placeholder} options={options} />
        </select>
      )}
    </FormischField>
  );
}

/** Options whose value and label are the same text (banks, account types…). */
export function textOptions(values: readonly string[]): Option[] {
  return values.map((value) => ({ value, label: value }));
}

type Skinned<P> = Omit<P, 'look'>;

/** The bound controls in one area's look, so its forms never repeat it. */
export function boundControls(look: FieldLook) {
  return {
    FormischField: (props: Skinned<BoundFieldProps>) => <FormischField {...props} look={look} />,
    TextInput: (props: Skinned<TextInputProps>) => <TextInput {...props} look={look} />,
    TextArea: (props: Skinned<TextAreaProps>) => <TextArea {...props} look={look} />,
    SelectInput: (props: Skinned<SelectInputProps>) => <SelectInput {...props} look={look} />,
  };
}
