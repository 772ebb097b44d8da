// What every contact form shares: its form store, the draft it keeps on this device for any
// visitor, the props PublicForm takes from them, and a send that shows the contact alerts and,
// once sent, clears the draft and puts the form back to its first values. `busy` is read here,
// in the render of the component that calls this hook and so owns the form store.
import { reset, useForm, type DeepPartial, type FormSchema } from '@formisch/react';
import type * as v from 'valibot';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import type { SendOutcome } from '@/features/public-site/forms/PublicForm';
import type { ContactFormKind } from './contact-alerts';
import { submitWithAlerts } from './submit';

interface ContactFormOptions<TSchema extends FormSchema> {
  schema: TSchema;
  kind: ContactFormKind;
  /** The name the draft is kept under on this device. */
  draftName: string;
  labelledBy: string;
  initialInput?: DeepPartial<v.InferInput<TSchema>>;
}

export function useContactForm<TSchema extends FormSchema>({
  schema,
  kind,
  draftName,
  labelledBy,
  initialInput,
}: ContactFormOptions<TSchema>) {
  const form = useForm({ schema, initialInput });
  const draft = useFormDraft(form, draftName, { owner: ANONYMOUS_OWNER });

  /** Sends with `call`; after a success the form resets and then `afterReset` runs. */
  function send(call: () => Promise<string | null>, afterReset?: () => void): Promise<SendOutcome> {
    return submitWithAlerts(kind, call, draft, () => {
      if (initialInput) reset(form, { initialInput });
      else reset(form);
      afterReset?.();
    });
  }

  return { form, send, frame: { of: form, busy: form.isSubmitting, draft, labelledBy } };
}
