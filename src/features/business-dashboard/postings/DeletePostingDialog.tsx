// Deleting a posting asks first: the shared ConfirmDialog in the company area's look; a failure
// shows 'Error al eliminar el trabajo {message}' inside.
import { ConfirmDialog, type ConfirmLook } from '@/components/dialog/ConfirmDialog.tsx';
import { SPEC_MESSAGES, failureText } from '@/features/business-dashboard/shared/messages.ts';
import { dashboardDialogLook } from '@/components/dialog/DashboardDialog.tsx';
import type { Posting } from './postings-api.ts';
import { deletePosting } from './postings-store.ts';

const LOOK: ConfirmLook = {
  dialog: dashboardDialogLook('business', 'small'),
  textClassName: 'bd-dialog-text',
  failureClassName: 'bd-form-error',
  actionsClassName: 'bd-dialog-actions',
  confirmClassName: 'btn bd-btn-danger',
};

interface DeletePostingDialogProps {
  readonly posting: Posting;
  readonly onClose: () => void;
  readonly returnFocus?: () => HTMLElement | null;
}

export function DeletePostingDialog({ posting, onClose, returnFocus }: DeletePostingDialogProps) {
  return (
    <ConfirmDialog
      look={LOOK}
      title="¿Eliminar esta publicación?"
      idPrefix="eliminar"
      text={
        <>
          Se eliminará <strong>{posting.title}</strong> y dejará de aparecer en la bolsa de empleo. Quienes postularon
          ya no la verán. Esta acción no se puede deshacer.
        </>
      }
      confirmLabel="Eliminar"
      successTitle="Publicación eliminada"
      confirm={() => deletePosting(posting.id_publication)}
      failureMessage={(error) => SPEC_MESSAGES.deletePosting(failureText(error))}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
