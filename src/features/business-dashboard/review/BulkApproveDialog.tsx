// 'Aprobar seleccionados' asks first (the shared ConfirmDialog in the company area's look): each
// document is approved on its own, and the answer says how many were approved and how many not.
import { ConfirmDialog, type ConfirmLook } from '@/components/dialog/ConfirmDialog.tsx';
import { dashboardDialogLook } from '@/components/dialog/DashboardDialog.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { approveMany, type QueueItem } from './review-api.ts';

const LOOK: ConfirmLook = {
  dialog: dashboardDialogLook('business', 'small'),
  textClassName: 'bd-dialog-text',
  failureClassName: 'bd-form-error',
  actionsClassName: 'bd-dialog-actions',
  confirmClassName: 'btn',
};

interface BulkApproveDialogProps {
  readonly items: readonly QueueItem[];
  readonly onClose: () => void;
}

export function BulkApproveDialog({ items, onClose }: BulkApproveDialogProps) {
  const count = items.length === 1 ? '1 documento' : `${items.length} documentos`;
  return (
    <ConfirmDialog
      look={LOOK}
      title="¿Aprobar los documentos seleccionados?"
      idPrefix="aprobar-varios"
      text={`Se aprobarán ${count}. Cada persona recibirá un aviso con lo aprobado.`}
      confirmLabel="Aprobar seleccionados"
      busyLabel="Aprobando…"
      successTitle="Documentos aprobados"
      confirm={async () => (await approveMany(items)).message}
      failureMessage={(error) => `No pudimos aprobar los documentos. ${failureText(error)}`}
      onClose={onClose}
    />
  );
}
