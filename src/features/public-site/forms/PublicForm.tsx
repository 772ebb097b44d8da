// The frame every public form shares: the draft it keeps on this device, the grid of fields and the
// submit button that turns into a loader while the form is sent. `busy` is read by the component
// that owns the form store: a form's signals re-render the component that created it, and a
// render of that component that skips its children (a state set to the value it already had)
// would otherwise stop listening to the submitting flag and leave the loader on for good.
import { Form, type FormSchema, type FormStore, type SubmitEventHandler } from '@formisch/react';
import type { ReactNode } from 'react';
import { DraftNotice } from '@/components/form/DraftNotice';
import type { FormDraft } from '@/components/form/use-form-draft';
import { SubmitButton } from './fields';

interface PublicFormProps<TSchema extends FormSchema> {
  of: FormStore<TSchema>;
  draft: FormDraft;
  labelledBy: string;
  submitLabel: string;
  onSubmit: SubmitEventHandler<TSchema>;
  /** The form's `isSubmitting`, read in the owner's own render. */
  busy: boolean;
  children: ReactNode;
  className?: string;
  /** Shown above the draft notice (a form with its own title). */
  heading?: ReactNode;
  /** Shown beside the submit button. */
  status?: ReactNode;
}

export function PublicForm<TSchema extends FormSchema>({
  of,
  draft,
  labelledBy,
  submitLabel,
  onSubmit,
  busy,
  children,
  className,
  heading,
  status,
}: PublicFormProps<TSchema>) {
  return (
    <Form of={of} {...draft.bind} className={className} aria-labelledby={labelledBy} onSubmit={onSubmit}>
      {heading}
      <DraftNotice draft={draft} />
      <div className="form-grid">
        {children}
        <div className="form-actions">
          <SubmitButton busy={busy} label={submitLabel} busyLabel="Enviando…" />
          {status}
        </div>
      </div>
    </Form>
  );
}
