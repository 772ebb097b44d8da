// 'Aprobar' a worker's document. Where its type expires (licences, ID cards, vehicle papers) the
// issue and expiry dates are asked for and checked by the shared rule (today in Chile); otherwise
// the dialog only confirms. A failed request keeps the dates typed and says why inside the dialog.
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { useMemo, useState } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { TextInput } from '@/components/form/dashboard-fields.tsx';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { calendarDayInChile } from '@/lib/format/chile-time.ts';
import { documentDatesSchema } from '@/lib/validation/document-dates.ts';
import { decisionFailure } from './decision-errors.ts';
import { approveDocument, type QueueItem } from './review-api.ts';

interface ApproveDialogProps {
  readonly item: QueueItem;
  readonly onClose: () => void;
  readonly onDecided: (answer: DecisionAnswer) => void;
}

export function ApproveDialog({ item, onClose, onDecided }: ApproveDialogProps) {
  const today = useMemo(() => calendarDayInChile(), []);
  const schema = useMemo(() => documentDatesSchema({ expires: item.expires, today }), [item.expires, today]);
  const form = useForm({ schema, initialInput: { issue_date: '', expiration_date: '' } });
  const [problem, setProblem] = useState<string | null>(null);

  const approve: SubmitHandler<typeof schema> = async (dates) => {
    setProblem(null);
    try {
      onDecided(await approveDocument(item, dates));
    } catch (error) {
      setProblem(decisionFailure('aprobar', error));
    }
  };

  return (
    <DashboardDialog
      area="business"
      size="small"
      title="Aprobar documento"
      titleId="aprobar-titulo"
      describedBy="aprobar-documento"
      onClose={onClose}
      busy={form.isSubmitting}
    >
      <Form of={form} onSubmit={approve} className="bd-form" aria-labelledby="aprobar-titulo">
        <div className="bd-dialog-body">
          <p id="aprobar-documento">
            {item.document_name} de {item.worker_name}.
            {item.expires
              ? ' Este documento vence: ingresa sus fechas de emisión y de vencimiento.'
              : ' La persona verá el documento como aprobado.'}
          </p>
          {item.expires && (
            <>
              <Field of={form} path={['issue_date']}>
                {(field) => (
                  <TextInput
                    area="business"
                    field={field}
                    type="date"
                    label="Fecha de emisión"
                    idPrefix="aprobar"
                    autofocus
                  />
                )}
              </Field>
              <Field of={form} path={['expiration_date']}>
                {(field) => (
                  <TextInput
                    area="business"
                    field={field}
                    type="date"
                    label="Fecha de vencimiento"
                    idPrefix="aprobar"
                  />
                )}
              </Field>
            </>
          )}
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
          <button
            type="submit"
            className="btn"
            disabled={form.isSubmitting}
            data-autofocus={item.expires ? undefined : ''}
          >
            {form.isSubmitting ? 'Aprobando…' : 'Aprobar'}
          </button>
        </div>
      </Form>
    </DashboardDialog>
  );
}
