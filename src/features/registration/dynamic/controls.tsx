// The dynamic form's components: text in its three types, inputs of every
// input_type (tel with its dial code, rut formatted as typed, address with suggestions, file),
// textarea with its 500 counter, select with 'Selecciona una opción', and checkbox lists.
import type { CSSProperties } from 'react';
import { formatRut } from '@/lib/validation/index.ts';
import { SELECT_PLACEHOLDER, TEXTAREA_MAX } from '@/lib/validation/dynamic-input.ts';
import { AddressField } from '@/features/registration/ui/AddressField.tsx';
import { DialCodeSelect } from '@/components/form/DialCodeSelect.tsx';
import { PasswordInput } from '@/components/form/PasswordInput.tsx';
import {
  Field,
  FieldError,
  OptionalMark,
  PASSWORD_LOOK,
  type ControlAttributes,
} from '@/features/registration/ui/Field.tsx';
import { FileAnswer, type Prepare } from './FileAnswer.tsx';
import type { FieldComponent, FormComponent } from './forms-api.ts';
import { isRequired, type Answer } from './page-answers.ts';
import { DYNAMIC_FILE, fileAccept } from '@/lib/validation/file-rules.ts';
import { PHONE_HINT, RUT_HINT } from '@/lib/validation/hints.ts';

export const controlId = (component: FieldComponent) => `dinamico-${component.id_input}`;
export const FILE_ACCEPT = fileAccept(DYNAMIC_FILE);

export function TextBlock({ component }: { readonly component: Extract<FormComponent, { kind: 'text' }> }) {
  const style: CSSProperties | undefined = component.text_color ? { color: component.text_color } : undefined;
  if (component.type === 'title')
    return (
      <h2 className="dyn-title" style={style}>
        {component.text}
      </h2>
    );
  if (component.type === 'subtitle')
    return (
      <p className="dyn-subtitle" style={style}>
        {component.text}
      </p>
    );
  return (
    <p className="dyn-description" style={style}>
      {component.text}
    </p>
  );
}

interface ControlProps {
  readonly component: FieldComponent;
  readonly answer: Answer;
  readonly error: string | undefined;
  readonly onAnswer: (answer: Answer) => void;
  /** Runs the choosing of a file (a photo is shrunk first) as work the page's submit waits for. */
  readonly prepare: Prepare;
}

const NATIVE_TYPES = {
  email: 'email',
  text: 'text',
  date: 'date',
  'datetime-local': 'datetime-local',
  week: 'week',
  month: 'month',
  number: 'text',
  rut: 'text',
} as const;

function textOf(answer: Answer): string {
  return typeof answer.value === 'string' ? answer.value : '';
}

function InputControl({
  component,
  answer,
  onAnswer,
  prepare,
  attributes,
}: ControlProps & { readonly attributes: ControlAttributes }) {
  if (component.kind !== 'input') return null;
  const name = String(component.id_input);
  const setText = (value: string) => onAnswer({ ...answer, value });
  switch (component.input_type) {
    case 'password':
      return (
        <PasswordInput
          {...attributes}
          {...PASSWORD_LOOK}
          name={name}
          label={component.label}
          value={textOf(answer)}
          autoComplete="new-password"
          onChange={(event) => setText(event.target.value)}
        />
      );
    case 'tel':
      return (
        <div className="reg-phone">
          <DialCodeSelect
            id={`${attributes.id}-codigo`}
            value={answer.dialCode}
            onChange={(event) => onAnswer({ ...answer, dialCode: event.target.value })}
          />
          <input
            {...attributes}
            name={name}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={textOf(answer)}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
      );
    case 'address':
      return <AddressField attributes={attributes} name={name} value={textOf(answer)} onValue={setText} />;
    case 'file':
      return (
        <FileAnswer
          attributes={attributes}
          name={name}
          accept={FILE_ACCEPT}
          answer={answer}
          onAnswer={onAnswer}
          prepare={prepare}
        />
      );
    default:
      return (
        <input
          {...attributes}
          name={name}
          type={NATIVE_TYPES[component.input_type]}
          inputMode={component.input_type === 'number' ? 'numeric' : undefined}
          autoComplete={component.input_type === 'email' ? 'email' : 'off'}
          value={textOf(answer)}
          onChange={(event) =>
            setText(component.input_type === 'rut' ? formatRut(event.target.value) : event.target.value)
          }
        />
      );
  }
}

/** A remembered file name whose file was lost with a reload: it has to be chosen again. */
function fileNote(component: FieldComponent, answer: Answer): string | undefined {
  if (component.kind !== 'input' || component.input_type !== 'file') return undefined;
  return !answer.file && textOf(answer) ? `Vuelve a elegir el archivo (${textOf(answer)}).` : undefined;
}

export function FieldControl(props: ControlProps) {
  const { component, answer, error, onAnswer } = props;
  const id = controlId(component);
  const required = isRequired(component);
  if (component.kind === 'checkbox') {
    const checked: readonly string[] = typeof answer.value === 'string' ? [] : answer.value;
    return (
      <fieldset className="reg-choices reg-wide" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="reg-legend">
          {component.label}
          <OptionalMark required={required} />
        </legend>
        {component.instructions && <p className="reg-hint">{component.instructions}</p>}
        <div className="reg-choice-list">
          {component.values.map((option) => (
            <label key={option.id_data} className="reg-choice">
              <input
                type="checkbox"
                name={String(component.id_input)}
                value={option.value}
                checked={checked.includes(option.value)}
                aria-invalid={Boolean(error)}
                onChange={(event) => {
                  const next = event.target.checked
                    ? [...checked, option.value]
                    : checked.filter((item) => item !== option.value);
                  onAnswer({
                    ...answer,
                    value: component.values.map((entry) => entry.value).filter((value) => next.includes(value)),
                  });
                }}
              />
              {option.value}
            </label>
          ))}
        </div>
        <FieldError id={id} error={error} />
      </fieldset>
    );
  }
  const text = textOf(answer);
  const note = fileNote(component, answer);
  const ruleHint =
    component.kind === 'input' && component.input_type === 'rut'
      ? RUT_HINT
      : component.kind === 'input' && component.input_type === 'tel'
        ? PHONE_HINT
        : undefined;
  const hint = [component.instructions, ruleHint, note].filter(Boolean).join(' ') || undefined;
  return (
    <Field
      id={id}
      label={component.label}
      hint={hint}
      error={error}
      required={required}
      wide={component.kind === 'textarea' || (component.kind === 'input' && component.input_type === 'address')}
      footer={
        component.kind === 'textarea' ? (
          <p id={`${id}-contador`} className="reg-counter">{`${text.length}/${TEXTAREA_MAX} caracteres`}</p>
        ) : undefined
      }
    >
      {(attributes) => {
        if (component.kind === 'textarea') {
          const describedBy = [attributes['aria-describedby'], `${id}-contador`].filter(Boolean).join(' ');
          return (
            <textarea
              {...attributes}
              aria-describedby={describedBy}
              name={String(component.id_input)}
              value={text}
              onChange={(event) => onAnswer({ ...answer, value: event.target.value })}
            />
          );
        }
        if (component.kind === 'select') {
          return (
            <select
              {...attributes}
              name={String(component.id_input)}
              value={text}
              onChange={(event) => onAnswer({ ...answer, value: event.target.value })}
            >
              <option value="">{SELECT_PLACEHOLDER}</option>
              {component.values.map((option) => (
                <option key={option.id_data} value={option.value}>
                  {option.value}
                </option>
              ))}
            </select>
          );
        }
        return <InputControl {...props} attributes={attributes} />;
      }}
    </Field>
  );
}
