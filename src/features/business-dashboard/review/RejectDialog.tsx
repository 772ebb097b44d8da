// 'Rechazar' a worker's document: a required 'Motivo' from the shared list of common reasons and,
// for 'Otro', a required description of up to 300 characters (optional for the listed ones). A
// failed request keeps what was chosen and typed and says why inside the dialog.
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { SelectInput, TextArea } from '@/components/form/dashboard-fields.tsx';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { REJECTION_DETAIL_MAX, REJECTION_REASONS, rejectionSchema } from '@/lib/validation/rejection-reason.ts';
import { decisionFailure } from './decision-errors.ts';
import { rejectDocument, type QueueItem } from './review-api.ts';

interface RejectDialogProps {
  readonly item: QueueItem;
  readonly onClose: () => void;
  readonly onDecided: (answer: DecisionAnswer) => void;
}

const OPTIONS = REJECTION_REASONS.map(({ code, label }) => ({ value: code, label }));

export function RejectDialog({ item, onClose, onDecided }: RejectDialogProps) {
  const form = useForm({ schema: rejectionSchema, initialInput: { reason: '', detail: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const reject: SubmitHandler<typeof rejectionSchema> = async (rejection) => {
    setProblem(null);
    try {
      onDecided(await rejectDocument(item, rejection));
    } catch (error) {
      setProblem(decisionFailure('rechazar', error));
    }
  };

  return (
    <DashboardDialog
      area="business"
      size="small"
      title="Rechazar documento"
      titleId="rechazar-titulo"
      describedBy="rechazar-documento"
      onClose={onClose}
      busy={form.isSubmitting}
    >
      <Form of={form} onSubmit={reject} className="bd-form" aria-labelledby="rechazar-titulo">
        <div className="bd-dialog-body">
          <p id="rechazar-documento">
            {item.document_name} de {item.worker_name}. La persona verá el motivo y podrá subir otro archivo.
          </p>
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
        </div>
        {problem && (
          <div className="bd-form-error" role="alert">
            <p>{problem}</p>
          </div>
        )}
        <div className="bd-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={form.isSubmitting}>
            Cancelar
          </button>
          <button type="submit" className="btn" disabled={form.isSubmitting}>
            {form.isSubmitting ? 'Rechazando…' : 'Rechazar'}
          </button>
        </div>
      </Form>
    </DashboardDialog>
  );
}
