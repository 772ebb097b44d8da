// 'Rechazar' a worker's document: a required 'Motivo' from the shared list of common reasons and,
// for 'Otro', a required description of up to 300 characters (optional for the listed ones).
import { Field, useForm } from '@formisch/react';
import { SelectInput, TextArea } from '@/components/form/dashboard-fields.tsx';
import { REJECTION_DETAIL_MAX, REJECTION_REASONS, rejectionSchema } from '@/lib/validation/rejection-reason.ts';
import { DecisionDialog, type DecisionProps } from './DecisionDialog.tsx';
import { rejectDocument } from './review-api.ts';

const OPTIONS = REJECTION_REASONS.map(({ code, label }) => ({ value: code, label }));

export function RejectDialog({ item, onClose, onDecided }: DecisionProps) {
  const form = useForm({ schema: rejectionSchema, initialInput: { reason: '', detail: '' } });

  return (
    <DecisionDialog
      decision="rechazar"
      item={item}
      form={form}
      decide={(rejection) => rejectDocument(item, rejection)}
      note="La persona verá el motivo y podrá subir otro archivo."
      onClose={onClose}
      onDecided={onDecided}
    >
      <Field of={form} path={['reason']}>
        {(field) => (
          <SelectInput
            area="business"
            field={field}
            label="Motivo"
            idPrefix="rechazo"
            placeholder="Elige un motivo"
            options={OPTIONS}
            autofocus
          />
        )}
      </Field>
      <Field of={form} path={['detail']}>
        {(field) => (
          <TextArea
            area="business"
            field={field}
            label="Descripción"
            idPrefix="rechazo"
            hint="Obligatoria si eliges «Otro»."
            max={REJECTION_DETAIL_MAX}
            rows={3}
          />
        )}
      </Field>
    </DecisionDialog>
  );
}
