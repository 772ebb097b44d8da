// The frame every public form shares: the draft it keeps on this device, the grid of fields and the
// submit button that turns into a loader while the form is sent.
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
          <SubmitButton busy={of.isSubmitting} label={submitLabel} busyLabel="Enviando…" />
          {status}
        </div>
      </div>
    </Form>
  );
}
