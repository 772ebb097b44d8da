// The frame every public form shares: the draft it keeps on this device, the grid of fields, the
// submit button that turns into a loader while the form is sent, and what a failed try leaves:
// a lasting line under the button with 'Reintentar' (a second submit button, so a retry is
// judged by the same rules and sends what the form holds now), gone when the next try starts.
// One try at a time: a submit while one is on its way sends nothing. `busy` is read by the component
// that owns the form store: a form's signals re-render the component that created it, and a
// render of that component that skips its children (a state set to the value it already had)
// would otherwise stop listening to the submitting flag and leave the loader on for good.
import { Form, type FormSchema, type FormStore, type SubmitEventHandler } from '@formisch/react';
import type { InferOutput } from 'valibot';
import { useRef, useState, type ReactNode } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice';
import type { FormDraft } from '@/components/form/use-form-draft';
import { SubmitButton } from './fields';

/** How a try ended: sent; failed with an answer; no answer at all; or the server asked to wait. */
export type SendOutcome = 'sent' | 'failed' | 'unanswered' | 'throttled';

/** What a public form says under its button after a try that did not go through. */
export const SEND_FAILED_TEXT = 'No pudimos enviar tu solicitud. Revisa tu conexión e inténtalo de nuevo.';

interface PublicFormProps<TSchema extends FormSchema> {
  of: FormStore<TSchema>;
  draft: FormDraft;
  labelledBy: string;
  submitLabel: string;
  onSubmit: (output: InferOutput<TSchema>, event: SubmitEvent<TSchema>) => Promise<SendOutcome>;
  /** The outcomes that leave the lasting line and 'Reintentar' (a connection failure by default). */
  retryAfter?: readonly SendOutcome[];
  /** The form's `isSubmitting`, read in the owner's own render. */
  busy: boolean;
  children: ReactNode;
  className?: string;
  /** Shown above the draft notice (a form with its own title). */
  heading?: ReactNode;
  /** Shown beside the submit button. */
  status?: ReactNode;
}

const UNANSWERED: readonly SendOutcome[] = ['unanswered'];

type SubmitEvent<TSchema extends FormSchema> = Parameters<SubmitEventHandler<TSchema>>[1];

export function PublicForm<TSchema extends FormSchema>({
  of,
  draft,
  labelledBy,
  submitLabel,
  onSubmit,
  retryAfter = UNANSWERED,
  busy,
  children,
  className,
  heading,
  status,
}: PublicFormProps<TSchema>) {
  const [failed, setFailed] = useState(false);
  const sending = useRef(false);

  async function send(output: InferOutput<TSchema>, event: SubmitEvent<TSchema>) {
    if (sending.current) return;
    sending.current = true;
    setFailed(false);
    try {
      const outcome = await onSubmit(output, event);
      setFailed(retryAfter.includes(outcome));
    } finally {
      sending.current = false;
    }
  }

  return (
    <Form of={of} {...draft.bind} className={className} aria-labelledby={labelledBy} onSubmit={send}>
      {heading}
      <DraftNotice draft={draft} />
      <div className="form-grid">
        {children}
        <div className="form-actions">
          <SubmitButton busy={busy} label={submitLabel} busyLabel="Enviando…" />
          {status}
        </div>
        {failed && (
          <div className="form-failure" role="alert">
            <p>{SEND_FAILED_TEXT}</p>
            <button type="submit" className="btn btn-outline">
              Reintentar
            </button>
          </div>
        )}
      </div>
    </Form>
  );
}
