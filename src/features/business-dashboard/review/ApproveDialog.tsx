// 'Aprobar' a worker's document from its row. Where its type expires (licences, ID cards, vehicle
// papers) the issue and expiry dates are asked for and checked by the shared rule (today in
// Chile); otherwise the dialog only confirms, with the focus on 'Aprobar'.
import { DecisionDialog, type DecisionProps } from './DecisionDialog.tsx';
import { ApprovalDateFields, useApprovalForm } from './decision-fields.tsx';
import { approveDocument } from './review-api.ts';

export function ApproveDialog({ item, onClose, onDecided }: DecisionProps) {
  const form = useApprovalForm(item.expires);

  return (
    <DecisionDialog
      decision="aprobar"
      item={item}
      form={form}
      decide={(dates) => approveDocument(item, dates)}
      note={
        item.expires
          ? 'Este documento vence: ingresa sus fechas de emisión y de vencimiento.'
          : 'La persona verá el documento como aprobado.'
      }
      focusSubmit={!item.expires}
      onClose={onClose}
      onDecided={onDecided}
    >
      {item.expires && <ApprovalDateFields form={form} idPrefix="aprobar" autofocus />}
    </DecisionDialog>
  );
}
