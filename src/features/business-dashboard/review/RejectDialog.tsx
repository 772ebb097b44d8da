// 'Rechazar' a worker's document from its row: a required 'Motivo' from the shared list of common
// reasons and, for 'Otro', a required description of up to 300 characters (optional for the
// listed ones).
import { DecisionDialog, type DecisionProps } from './DecisionDialog.tsx';
import { RejectionFields, useRejectionForm } from './decision-fields.tsx';
import { rejectDocument } from './review-api.ts';

export function RejectDialog({ item, onClose, onDecided }: DecisionProps) {
  const form = useRejectionForm();

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
      <RejectionFields form={form} idPrefix="rechazo" autofocus />
    </DecisionDialog>
  );
}
