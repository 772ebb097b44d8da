// Labelled form controls for the public forms, on the form kit in the public look: text, textarea
// (with counter), select, dial-code phone and file. Values come from a Formisch field; every
// field is required unless marked optional.
import {
  Field as FormischField,
  type FieldElementProps,
  type FormSchema,
  type FormStore,
  type RequiredPath,
  type ValidPath,
} from '@formisch/react';
import type * as v from 'valibot';
import { DialCodeSelect, codeAndCountry } from '@/components/form/DialCodeSelect.tsx';
import { Field, type FieldLook } from '@/components/form/Field.tsx';
import { OptionList } from '@/components/form/OptionList.tsx';
import { PHONE_HINT } from '@/lib/validation/hints.ts';
import { formatRut } from '@/lib/validation/rut.ts';
import { FileField as KitFileField, type FileFieldLook } from '@/components/form/FileField.tsx';

type Errors = readonly [string, ...string[]] | null;

interface ControlProps {
  id: string;
  label: string;
  errors: Errors;
  props: FieldElementProps;
  hint?: string;
  optional?: boolean;
}

const LOOK: FieldLook = {
  className: 'field',
  wideClassName: 'field-wide',
  labelClassName: 'field-label',
  optionalClassName: 'field-optional',
  hintClassName: 'field-hint',
  errorClassName: 'field-error',
};
const FILE_LOOK: FileFieldLook = { ...LOOK, chosenClassName: 'field-hint', inputClassName: 'field-control field-file' };

/** What a control takes from a Formisch field: its input, its first errors and its element props. */
export function bind<T>(field: { readonly input: T; readonly errors: Errors; readonly props: FieldElementProps }): {
  value: T;
  errors: Errors;
  props: FieldElementProps;
} {
  return { value: field.input, errors: field.errors, props: field.props };
}

/** Where a bound control reads and writes: a form and the path of one of its fields. */
type BoundTo<TSchema extends FormSchema, TFieldPath extends RequiredPath> = {
  of: FormStore<TSchema>;
  path: ValidPath<v.InferInput<TSchema>, TFieldPath>;
};

/** A control's props without what its Formisch field gives it. */
type Unbound<TProps> = Omit<TProps, 'value' | 'errors' | 'props'>;

/** A field's input as an input or select shows it: text or a number, anything else empty. */
function controlValue(input: unknown): string | number | undefined {
  return typeof input === 'string' || typeof input === 'number' ? input : undefined;
}

/** The Field props every public control shares. */
function frame({
  id,
  label,
  errors,
  hint,
  optional,
}: Omit<ControlProps, 'props' | 'hint' | 'optional'> & {
  hint?: string | undefined;
  optional?: boolean | undefined;
}) {
  return { id, label, look: LOOK, hint, error: errors?.[0], required: !optional, optional } as const;
}

interface TextFieldProps extends ControlProps {
  value: string | number | undefined;
  type?: 'text' | 'email' | 'tel' | 'date' | 'number';
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
  maxLength?: number;
  className?: string;
}

export function TextField(control: TextFieldProps) {
  const { props, value, type = 'text', className, autoComplete, inputMode, maxLength } = control;
  const input = { autoComplete, inputMode, maxLength };
  return (
    <Field {...frame(control)} className={className}>
      {(attributes) => (
        <input {...props} {...input} {...attributes} className="field-control" type={type} value={value ?? ''} />
      )}
    </Field>
  );
}

/** The e-mail field every public form asks for, labelled and autocompleted the same way. */
export function EmailField(control: Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>) {
  return <TextField {...control} label="Correo electrónico" type="email" autoComplete="email" />;
}

/** A TextField bound to one field of a form. */
export function FormTextField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...control
}: BoundTo<TSchema, TFieldPath> & Unbound<TextFieldProps>) {
  return (
    <FormischField of={of} path={path}>
      {(field) => (
        <TextField {...control} value={controlValue(field.input)} errors={field.errors} props={field.props} />
      )}
    </FormischField>
  );
}

/** The EmailField bound to one field of a form. */
export function FormEmailField<TSchema extends FormSchema, TFieldPath extends RequiredPath>(
  control: BoundTo<TSchema, TFieldPath> & Unbound<Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>>,
) {
  return <FormTextField {...control} label="Correo electrónico" type="email" autoComplete="email" />;
}

interface RutFieldProps {
  id: string;
  label: string;
  hint: string;
  field: {
    readonly input: string | undefined;
    readonly errors: Errors;
    readonly props: FieldElementProps;
    readonly onChange: (value: string) => void;
  };
}

/** A RUT, formatted (dots and dash) while it is typed. */
export function RutField({ id, label, hint, field }: RutFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      hint={hint}
      maxLength={13}
      value={field.input}
      errors={field.errors}
      props={{ ...field.props, onChange: (event) => field.onChange(formatRut(event.currentTarget.value)) }}
    />
  );
}

interface TextAreaFieldProps extends ControlProps {
  value: string | undefined;
  maxLength: number;
  rows?: number;
}

export function TextAreaField(control: TextAreaFieldProps) {
  const { id, props, value, maxLength, rows = 5 } = control;
  const length = (value ?? '').length;
  return (
    <Field
      {...frame(control)}
      wide
      footer={
        <p className="field-counter" id={`${id}-counter`}>
          {length} de {maxLength} caracteres
        </p>
      }
      footerIds={[`${id}-counter`]}
    >
      {(attributes) => (
        <textarea {...props} {...attributes} className="field-control" rows={rows} value={value ?? ''} />
      )}
    </Field>
  );
}

interface SelectFieldProps extends ControlProps {
  value: string | number | undefined;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField(control: SelectFieldProps) {
  const { props, value, options, placeholder } = control;
  return (
    <Field {...frame(control)}>
      {(attributes) => (
        <select {...props} {...attributes} className="field-control" value={value ?? ''}>
          <OptionList placeholder={placeholder} options={options} />
        </select>
      )}
    </Field>
  );
}

/** A TextAreaField bound to one field of a form. */
export function FormTextAreaField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...control
}: BoundTo<TSchema, TFieldPath> & Unbound<TextAreaFieldProps>) {
  return (
    <FormischField of={of} path={path}>
      {(field) => (
        <TextAreaField
          {...control}
          value={typeof field.input === 'string' ? field.input : undefined}
          errors={field.errors}
          props={field.props}
        />
      )}
    </FormischField>
  );
}

/** A SelectField bound to one field of a form. */
export function FormSelectField<TSchema extends FormSchema, TFieldPath extends RequiredPath>({
  of,
  path,
  ...control
}: BoundTo<TSchema, TFieldPath> & Unbound<SelectFieldProps>) {
  return (
    <FormischField of={of} path={path}>
      {(field) => (
        <SelectField {...control} value={controlValue(field.input)} errors={field.errors} props={field.props} />
      )}
    </FormischField>
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
export function PhoneField({ id, label, dialCode, phone, maxLength, hint = PHONE_HINT }: PhoneFieldProps) {
  return (
    <Field id={id} label={label} look={LOOK} hint={hint} error={(phone.errors ?? dialCode.errors)?.[0]} required>
      {(attributes) => (
        <div className="phone-row">
          <DialCodeSelect
            {...dialCode.props}
            id={`${id}-code`}
            className="field-control phone-code"
            optionText={codeAndCountry}
            value={dialCode.value ?? ''}
          />
          <input
            {...phone.props}
            {...attributes}
            aria-invalid={phone.errors ? true : undefined}
            className="field-control"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={maxLength}
            value={phone.value ?? ''}
          />
        </div>
      )}
    </Field>
  );
}

/** What a form with a phone asks for: the dial code and the number typed apart. */
type PhoneInput = {
  dialCode?: string | undefined;
  phone?: string | undefined;
};
type PhoneSchema = v.GenericSchema<PhoneInput>;

/** The 'Teléfono' field bound to a form's `dialCode` and `phone` values. */
export function FormPhoneField<TSchema extends FormSchema & v.GenericSchema<PhoneInput>>({
  of,
  id,
  maxLength,
}: {
  of: FormStore<TSchema>;
  id: string;
  maxLength: number;
}) {
  // The constraint above guarantees both paths; Formisch cannot check paths on a generic schema.
  const form = of as unknown as FormStore<PhoneSchema>;
  return (
    <FormischField of={form} path={['dialCode']}>
      {(dialCode) => (
        <FormischField of={form} path={['phone']}>
          {(phone) => (
            <PhoneField id={id} label="Teléfono" maxLength={maxLength} dialCode={bind(dialCode)} phone={bind(phone)} />
          )}
        </FormischField>
      )}
    </FormischField>
  );
}

interface FileFieldProps extends ControlProps {
  accept: string;
  chosen: File | undefined;
}

export function FileField({ id, label, errors, props, hint, optional, accept, chosen }: FileFieldProps) {
  return (
    <KitFileField
      input={props}
      id={id}
      label={label}
      look={FILE_LOOK}
      wide
      hint={hint}
      error={errors?.[0]}
      required={!optional}
      optional={optional}
      accept={accept}
      chosen={chosen}
    />
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
