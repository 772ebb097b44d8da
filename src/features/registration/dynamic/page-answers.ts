// A dynamic page's answers while it is on screen: initial values from the stored responses (and
// the files still in memory), the rule check of every field (src/lib/validation/dynamic-input.ts)
// and the page response that gets stored and sent.
import { DEFAULT_DIAL_CODE } from '@/lib/validation/index.ts';
import { dynamicFieldError, type DynamicField } from '@/lib/validation/dynamic-input.ts';
import { countryOfDialCode } from '@/components/form/DialCodeSelect.tsx';
import type { FieldComponent, FormPage } from './forms-api.ts';
import type { PageResponse } from './responses-store.ts';

export interface Answer {
  /** Text, the checked items of a checkbox list, or the chosen file's name. */
  readonly value: string | readonly string[];
  readonly dialCode: string;
  readonly file: File | null;
}

export type Answers = Readonly<Record<number, Answer>>;
export type Errors = Readonly<Record<number, string>>;

export function fieldsOf(page: FormPage): FieldComponent[] {
  return page.components.filter((component): component is FieldComponent => component.kind !== 'text');
}

export function isRequired(component: FieldComponent): boolean {
  return component.required === 'ACTIVE';
}

export function ruleOf(component: FieldComponent): DynamicField {
  const required = isRequired(component);
  if (component.kind === 'input') return { kind: 'input', input_type: component.input_type, required };
  if (component.kind === 'textarea') return { kind: 'textarea', required };
  return { kind: component.kind, required, options: component.values.map((entry) => entry.value) };
}

function emptyAnswer(component: FieldComponent): Answer {
  return { value: component.kind === 'checkbox' ? [] : '', dialCode: DEFAULT_DIAL_CODE, file: null };
}

export function initialAnswers(
  page: FormPage,
  stored: PageResponse | undefined,
  fileOf: (inputId: number) => File | undefined,
): Answers {
  const answers: Record<number, Answer> = {};
  for (const component of fieldsOf(page)) {
    const response = stored?.responses.find((entry) => entry.input_id === component.id_input);
    const empty = emptyAnswer(component);
    answers[component.id_input] = response
      ? {
          value: component.kind === 'checkbox' && !Array.isArray(response.value) ? [] : response.value,
          dialCode: response.countryCode ?? empty.dialCode,
          file: fileOf(component.id_input) ?? null,
        }
      : empty;
  }
  return answers;
}

export function answerError(component: FieldComponent, answer: Answer | undefined): string | null {
  const current = answer ?? emptyAnswer(component);
  const isFile = component.kind === 'input' && component.input_type === 'file';
  return dynamicFieldError(ruleOf(component), isFile ? current.file : current.value, current.dialCode);
}

export function pageErrors(page: FormPage, answers: Answers): Errors {
  const errors: Record<number, string> = {};
  for (const component of fieldsOf(page)) {
    const error = answerError(component, answers[component.id_input]);
    if (error) errors[component.id_input] = error;
  }
  return errors;
}

export function responseOf(page: FormPage, answers: Answers): PageResponse {
  return {
    page_id: page.id_page,
    responses: fieldsOf(page).map((component) => {
      const answer = answers[component.id_input] ?? emptyAnswer(component);
      const isTel = component.kind === 'input' && component.input_type === 'tel';
      const isPassword = component.kind === 'input' && component.input_type === 'password';
      // Passwords keep their spaces: they are characters like any other.
      const text = (value: string) => (isPassword ? value : value.trim());
      return {
        input_id: component.id_input,
        value: typeof answer.value === 'string' ? text(answer.value) : [...answer.value],
        type: component.kind === 'input' ? component.input_type : component.kind,
        label: component.label,
        origin: component.origin,
        country: isTel ? countryOfDialCode(answer.dialCode) : null,
        countryCode: isTel ? answer.dialCode : null,
      };
    }),
  };
}

/** The label of the page's button. */
export function buttonLabel(page: FormPage): string {
  if (page.button.label.trim()) return page.button.label;
  if (page.button.action === 'next-page') return 'Siguiente';
  if (page.button.action === 'submit-form') return 'Registrarse';
  return 'Continuar';
}

/** The page whose button sends the registration: its consents are asked there. */
export function isLastPage(page: FormPage): boolean {
  return page.button.action === 'submit-form' || page.next_page_id === null;
}
