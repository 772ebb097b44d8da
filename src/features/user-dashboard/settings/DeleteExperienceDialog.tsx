// The delete-experience confirmation (spec 001 §2, §5): the entry goes only after 'Eliminar'.
import { useState } from 'react';
import { showAlert } from '../../../stores/alerts.ts';
import type { Experience } from './experience-api.ts';
import { removeExperience } from './profile-store.ts';
import { failureText } from './ui/api-answer.ts';
import { ModalDialog } from './ui/ModalDialog.tsx';

interface DeleteExperienceDialogProps {
  readonly entry: Experience;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function DeleteExperienceDialog({ entry, onClose, returnFocus }: DeleteExperienceDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await removeExperience(entry.id_ew);
      if (message) showAlert({ type: 'success', title: 'Experiencia eliminada', message, durationMs: 3000 });
      onClose();
    } catch (error) {
      setFailure(`No se pudo eliminar la experiencia. ${failureText(error)}`);
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title="Eliminar experiencia"
      titleId="experiencia-eliminar-titulo"
      describedBy="experiencia-eliminar-texto"
      onClose={onClose}
      busy={busy}
      returnFocus={returnFocus}
    >
      <div className="ud-dialog-body">
        <p id="experiencia-eliminar-texto">
          ¿Quieres eliminar «{entry.job_title}» en {entry.company_name}? Esta acción no se puede deshacer.
        </p>
        {failure && (
          <p className="uf-message uf-message-error" role="alert">
            {failure}
          </p>
        )}
      </div>
      <div className="ud-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancelar
        </button>
        <button type="button" className="btn btn-danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? 'Eliminando…' : 'Eliminar'}
        </button>
      </div>
    </ModalDialog>
  );
}
