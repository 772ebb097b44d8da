// What approving and rejecting a document share: a small dialog named by the decision and
// described by the document and its worker, the decision's own fields, then its failure and
// 'Cancelar' / the decision's button. A failed request keeps what was chosen and typed and says why
// inside the dialog; a decision taken goes to `onDecided`.
import { Form, type FormSchema, type FormStore, type SubmitHandler } from '@formisch/react';
import { useState, type ReactNode } from 'react';
import type * as v from 'valibot';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { DialogFailure, DialogSubmitRow } from '@/features/business-dashboard/shared/DialogFooter.tsx';
import { decisionFailure } from './decision-errors.ts';
import type { QueueItem } from './review-api.ts';

export type Decision = 'aprobar' | 'rechazar';

const DECISION_TEXTS: Readonly<Record<Decision, { title: string; submitLabel: string; busyLabel: string }>> = {
  aprobar: { title: 'Aprobar documento', submitLabel: 'Aprobar', busyLabel: 'Aprobando…' },
  rechazar: { title: 'Rechazar documento', submitLabel: 'Rechazar', busyLabel: 'Rechazando…' },
};

export interface DecisionProps {
  readonly item: QueueItem;
  readonly onClose: () => void;
  readonly onDecided: (answer: DecisionAnswer) => void;
}

interface DecisionDialogProps<TSchema extends FormSchema> extends DecisionProps {
  /** Also the prefix of the dialog's ids ('aprobar-titulo', 'aprobar-documento'). */
  readonly decision: Decision;
  readonly form: FormStore<TSchema>;
  /** Sends the decision with the form's checked output. */
  readonly decide: (output: v.InferOutput<TSchema>) => Promise<DecisionAnswer>;
  /** What the decision means for the person, said after the document and its worker. */
  readonly note: string;
  /** The decision's button takes the focus (there is no field to fill). */
  readonly focusSubmit?: boolean;
  /** The decision's fields. */
  readonly children?: ReactNode;
}

export function DecisionDialog<TSchema extends FormSchema>({
  decision,
  item,
  form,
  decide,
  note,
  focusSubmit = false,
  onClose,
  onDecided,
  children,
}: DecisionDialogProps<TSchema>) {
  const texts = DECISION_TEXTS[decision];
  const [problem, setProblem] = useState<string | null>(null);

  const submit: SubmitHandler<TSchema> = async (output) => {
    setProblem(null);
    try {
      onDecided(await decide(output));
    } catch (error) {
      setProblem(decisionFailure(decision, error));
    }
  };

  return (
    <DashboardDialog
      area="business"
      size="small"
      title={texts.title}
      titleId={`${decision}-titulo`}
      describedBy={`${decision}-documento`}
      onClose={onClose}
      busy={form.isSubmitting}
    >
      <Form of={form} onSubmit={submit} className="bd-form" aria-labelledby={`${decision}-titulo`}>
        <div className="bd-dialog-body">
          <p id={`${decision}-documento`}>
            {item.document_name} de {item.worker_name}. {note}
          </p>
          {children}
        </div>
        <DialogFailure failure={problem} />
        <DialogSubmitRow
          busy={form.isSubmitting}
          onCancel={onClose}
          submitLabel={texts.submitLabel}
          busyLabel={texts.busyLabel}
          focusSubmit={focusSubmit}
        />
      </Form>
    </DashboardDialog>
  );
}
