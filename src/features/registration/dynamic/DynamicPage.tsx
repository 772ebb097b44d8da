// One page of the dynamic registration: its title on its background colour, its components in
// order, the back button and the page's own button (its own label, else 'Siguiente' to go on,
// 'Registrarse' to submit, 'Continuar' otherwise; colour by luminance). Answers are checked on send; after the first try each field rechecks as it changes.
// The last page asks the consents just above its buttons; the required one is checked with the answers.
// A send pressed while a chosen photo is still being shrunk waits for it, saying so on the button.
import { useEffect, useRef, useState, type CSSProperties, type Ref, type SyntheticEvent } from 'react';
import { PREPARING_IMAGES, usePendingWork } from '@/components/form/use-pending-work.ts';
import { dataConsentSchema, type RegistrationConsents } from '@/lib/validation/consent.ts';
import { ConsentFields } from '@/features/registration/ui/ConsentFields.tsx';
import * as v from 'valibot';
import { DEFAULT_BUTTON_COLOR, DEFAULT_PAGE_COLOR, pickColor, textColorOn } from './colors.ts';
import { FieldControl, TextBlock } from './controls.tsx';
import type { FormPage } from './forms-api.ts';
import {
  answerError,
  buttonLabel,
  fieldsOf,
  pageErrors,
  responseOf,
  type Answers,
  type Errors,
} from './page-answers.ts';
import type { PageResponse } from './responses-store.ts';

/** `errors` with the field's error replaced (or removed when null). */
function withError(errors: Errors, inputId: number, error: string | null): Errors {
  const next: Record<number, string> = {};
  for (const [key, value] of Object.entries(errors)) if (Number(key) !== inputId) next[Number(key)] = value;
  if (error) next[inputId] = error;
  return next;
}

interface DynamicPageProps {
  readonly page: FormPage;
  readonly formColors: { readonly bg_color: string | null; readonly button_color: string | null };
  readonly initial: Answers;
  readonly busy: boolean;
  readonly headingRef?: Ref<HTMLHeadingElement>;
  readonly onSend: (response: PageResponse, files: ReadonlyMap<number, File | null>) => void;
  /** Back keeps what was typed on this page, checked or not. */
  readonly onBack: (response: PageResponse, files: ReadonlyMap<number, File | null>) => void;
  /** Every change, checked or not, so a reload or the phone's Back loses nothing. */
  readonly onKeep?: (response: PageResponse, files: ReadonlyMap<number, File | null>) => void;
  /** On the last page: the consents asked above its buttons. */
  readonly consents?: {
    readonly value: RegistrationConsents;
    readonly onChange: (value: RegistrationConsents) => void;
  };
}

/** The required consent's message, or null once it is ticked. */
function consentError(consents: RegistrationConsents): string | null {
  const result = v.safeParse(dataConsentSchema(), consents.data_processing);
  return result.success ? null : result.issues[0].message;
}

export function DynamicPage({
  page,
  formColors,
  initial,
  busy,
  headingRef,
  onSend,
  onBack,
  onKeep,
  consents,
}: DynamicPageProps) {
  const [answers, setAnswers] = useState<Answers>(initial);
  // The answers as of this moment, for a send that waited for a photo to land.
  const latest = useRef<Answers>(initial);
  const preparing = usePendingWork();
  const [errors, setErrors] = useState<Errors>({});
  const [tried, setTried] = useState(false);
  const [focusFirstError, setFocusFirstError] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const keep = useRef(onKeep);
  keep.current = onKeep;
  const changed = useRef(false);

  useEffect(() => {
    if (!changed.current) return;
    keep.current?.(responseOf(page, answers), filesOf(answers));
    // filesOf reads the page only, which never changes for this component (it is keyed by page).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answers, page]);

  useEffect(() => {
    if (focusFirstError === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusFirstError]);

  const background = pickColor(DEFAULT_PAGE_COLOR, page.bg_color, formColors.bg_color);
  const buttonColor = pickColor(DEFAULT_BUTTON_COLOR, page.button.color, formColors.button_color);
  const pageStyle: CSSProperties = { backgroundColor: background, color: textColorOn(background) };
  const buttonStyle: CSSProperties = {
    backgroundColor: buttonColor,
    borderColor: buttonColor,
    color: textColorOn(buttonColor),
  };

  function send(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preparing.isPending()) return check(latest.current);
    // A second press while waiting does nothing: the first one goes on once the photo lands.
    void preparing.settle().then((settled) => {
      if (settled) check(latest.current);
    });
  }

  function check(current: Answers) {
    const found = pageErrors(page, current);
    setErrors(found);
    setTried(true);
    if (Object.keys(found).length > 0 || (consents && consentError(consents.value))) {
      setFocusFirstError((count) => count + 1);
      return;
    }
    onSend(responseOf(page, current), filesOf(current));
  }

  function filesOf(current: Answers): ReadonlyMap<number, File | null> {
    return new Map(fieldsOf(page).map((component) => [component.id_input, current[component.id_input]?.file ?? null]));
  }

  return (
    <div className="dyn-page" style={pageStyle}>
      <h1 id="dinamico-titulo" ref={headingRef} tabIndex={-1} className="dyn-page-title">
        {page.page_title}
      </h1>
      <form ref={form} noValidate onSubmit={send} aria-labelledby="dinamico-titulo" className="dyn-form">
        <div className="reg-fields dyn-fields">
          {page.components.map((component) =>
            component.kind === 'text' ? (
              <div key={component.id_component} className="reg-wide">
                <TextBlock component={component} />
              </div>
            ) : (
              <FieldControl
                key={component.id_component}
                component={component}
                answer={answers[component.id_input] ?? { value: '', dialCode: '56', file: null }}
                error={errors[component.id_input]}
                prepare={(work) => preparing.run(String(component.id_input), work)}
                onAnswer={(answer) => {
                  changed.current = true;
                  latest.current = { ...latest.current, [component.id_input]: answer };
                  setAnswers(latest.current);
                  if (!tried) return;
                  const error = answerError(component, answer);
                  setErrors((current) => withError(current, component.id_input, error));
                }}
              />
            ),
          )}
          {consents && (
            <ConsentFields
              idPrefix="dinamico"
              dataConsent={{
                checked: consents.value.data_processing,
                onChange: (checked) => consents.onChange({ ...consents.value, data_processing: checked }),
                error: tried ? consentError(consents.value) : null,
              }}
              offers={{
                checked: consents.value.job_offers,
                onChange: (checked) => consents.onChange({ ...consents.value, job_offers: checked }),
              }}
            />
          )}
        </div>
        <div className="reg-actions">
          <button
            type="button"
            className="btn btn-outline dyn-back"
            onClick={() => onBack(responseOf(page, answers), filesOf(answers))}
            disabled={busy}
          >
            Atrás
          </button>
          {/* Waiting for a photo, the button stays focusable so a keyboard user stays on it. */}
          <button
            type="submit"
            className="btn dyn-submit"
            style={buttonStyle}
            disabled={busy}
            aria-disabled={preparing.waiting || undefined}
          >
            {preparing.waiting ? PREPARING_IMAGES : buttonLabel(page)}
          </button>
        </div>
        <p role="status" className="visually-hidden">
          {preparing.waiting ? PREPARING_IMAGES : ''}
        </p>
      </form>
    </div>
  );
}
