// The fields of a decision on a document, shared by the decision dialogs of the list and by the
// panel beside the document in the viewer, so both ask the same things with the same rules and
// Spanish messages: approval dates (issue and expiry, required only where the type expires, judged
// by the shared date rule on today in Chile) and a rejection's reason and description.
import { Field, useForm, type FormStore } from '@formisch/react';
import { useMemo } from 'react';
import { SelectInput, TextArea, TextInput } from '@/components/form/dashboard-fields.tsx';
import { calendarDayInChile } from '@/lib/format/chile-time.ts';
import { documentDatesSchema } from '@/lib/validation/document-dates.ts';
import { REJECTION_DETAIL_MAX, REJECTION_REASONS, rejectionSchema } from '@/lib/validation/rejection-reason.ts';

const REASON_OPTIONS = REJECTION_REASONS.map(({ code, label }) => ({ value: code, label }));

export type ApprovalSchema = ReturnType<typeof documentDatesSchema>;
export type RejectionSchema = typeof rejectionSchema;

/** The approval form of a document: its dates, checked against today in Chile. */
export function useApprovalForm(expires: boolean): FormStore<ApprovalSchema> {
  const today = useMemo(() => calendarDayInChile(), []);
  const schema = useMemo(() => documentDatesSchema({ expires, today }), [expires, today]);
  return useForm({ schema, initialInput: { issue_date: '', expiration_date: '' } });
}

export function useRejectionForm(): FormStore<RejectionSchema> {
  return useForm({ schema: rejectionSchema, initialInput: { reason: '', detail: '' } });
}

interface FieldsProps<TSchema extends ApprovalSchema | RejectionSchema> {
  readonly form: FormStore<TSchema>;
  /** Prefix of the fields' ids, unique on the page. */
  readonly idPrefix: string;
  /** The first field takes the focus when it appears. */
  readonly autofocus?: boolean;
}

/** 'Fecha de emisión' and 'Fecha de vencimiento'. */
export function ApprovalDateFields({ form, idPrefix, autofocus = false }: FieldsProps<ApprovalSchema>) {
  return (
    <>
      <Field of={form} path={['issue_date']}>
        {(field) => (
          <TextInput
            area="business"
            field={field}
            type="date"
            label="Fecha de emisión"
            idPrefix={idPrefix}
            autofocus={autofocus}
          />
        )}
      </Field>
      <Field of={form} path={['expiration_date']}>
        {(field) => (
          <TextInput area="business" field={field} type="date" label="Fecha de vencimiento" idPrefix={idPrefix} />
        )}
      </Field>
    </>
  );
}

/** 'Motivo' from the shared list and 'Descripción' (required for 'Otro'). */
export function RejectionFields({ form, idPrefix, autofocus = false }: FieldsProps<RejectionSchema>) {
  return (
    <>
      <Field of={form} path={['reason']}>
        {(field) => (
          <SelectInput
            area="business"
            field={field}
            label="Motivo"
            idPrefix={idPrefix}
            placeholder="Elige un motivo"
            options={REASON_OPTIONS}
            autofocus={autofocus}
          />
        )}
      </Field>
      <Field of={form} path={['detail']}>
        {(field) => (
          <TextArea
            area="business"
            field={field}
            label="Descripción"
            idPrefix={idPrefix}
            hint="Obligatoria si eliges «Otro»."
            max={REJECTION_DETAIL_MAX}
            rows={3}
          />
        )}
      </Field>
    </>
  );
}
