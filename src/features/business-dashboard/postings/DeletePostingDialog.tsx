// Deleting a posting asks first. 'Cancelar' has the focus, so a
// stray Enter never deletes; a failure shows 'Error al eliminar el trabajo {message}' inside.
import { useState } from 'react';
import { showAlert } from '../../../stores/alerts.ts';
import { SPEC_MESSAGES, failureText } from '../shared/messages.ts';
import { ModalDialog } from '../shared/ModalDialog.tsx';
import type { Posting } from './postings-api.ts';
import { deletePosting } from './postings-store.ts';

interface DeletePostingDialogProps {
  readonly posting: Posting;
  readonly onClose: () => void;
  readonly returnFocus?: () => HTMLElement | null;
}

export function DeletePostingDialog({ posting, onClose, returnFocus }: DeletePostingDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await deletePosting(posting.id_publication);
      showAlert({ type: 'success', title: 'Publicación eliminada', message, durationMs: 3000 });
      onClose();
    } catch (error) {
      setFailure(SPEC_MESSAGES.deletePosting(failureText(error)));
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title="¿Eliminar esta publicación?"
      titleId="eliminar-titulo"
      describedBy="eliminar-texto"
      size="small"
      onClose={onClose}
      busy={busy}
      {...(returnFocus ? { returnFocus } : {})}
    >
      <p id="eliminar-texto" className="bd-dialog-text">
        Se eliminará <strong>{posting.title}</strong> y dejará de aparecer en la bolsa de empleo. Quienes postularon ya
        no la verán. Esta acción no se puede deshacer.
      </p>
      {failure && (
        <p className="bd-form-error" role="alert">
          {failure}
        </p>
      )}
      <div className="bd-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancelar
        </button>
        <button type="button" className="btn bd-btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Eliminando…' : 'Eliminar'}
        </button>
      </div>
    </ModalDialog>
  );
}
