// The update-profile-image dialog: one .jpg/.jpeg/.png of up to 3 MB
// ('Imagen requerida', 'El tamaño de la imagen no puede ser mayor a 3MB'), a preview, and on a
// failed upload 'Error al actualizar la imagen de perfil, intente nuevamente'.
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import { PROFILE_IMAGE, checkFile } from '../../../lib/validation/index.ts';
import { showAlert } from '../../../stores/alerts.ts';
import { IMAGE_ERROR_MESSAGE } from './profile-api.ts';
import { changeProfileImage } from './profile-store.ts';
import { ModalDialog } from './ui/ModalDialog.tsx';

const INPUT_ID = 'foto-perfil';
const ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

export default function PhotoDialog({ onClose }: { readonly onClose: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  function choose(chosen: File | null) {
    setFile(chosen);
    setFailure(null);
    const checked = checkFile(chosen, PROFILE_IMAGE);
    setError(checked.ok ? null : checked.message);
  }

  async function save(event: SyntheticEvent) {
    event.preventDefault();
    const checked = checkFile(file, PROFILE_IMAGE);
    if (!file || !checked.ok) {
      setError(checked.ok ? PROFILE_IMAGE.requiredMessage : checked.message);
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const message = await changeProfileImage(file);
      showAlert({ type: 'success', title: 'Imagen actualizada', message, durationMs: 3000 });
      onClose();
    } catch {
      setFailure(IMAGE_ERROR_MESSAGE);
    } finally {
      setBusy(false);
    }
  }

  const describedBy = [`${INPUT_ID}-hint`, error ? `${INPUT_ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <ModalDialog title="Actualizar imagen de perfil" titleId="foto-titulo" onClose={onClose} busy={busy}>
      <form onSubmit={(event) => void save(event)} noValidate>
        <div className="ud-dialog-body">
          <div className="uf-field">
            <label htmlFor={INPUT_ID}>Imagen de perfil</label>
            <input
              id={INPUT_ID}
              type="file"
              accept={ACCEPT}
              aria-invalid={Boolean(error)}
              aria-describedby={describedBy}
              data-autofocus
              onChange={(event) => choose(event.target.files?.[0] ?? null)}
            />
            <p id={`${INPUT_ID}-hint`} className="uf-hint">
              Formatos JPG, JPEG o PNG, de hasta 3 MB.
            </p>
            {error && (
              <p id={`${INPUT_ID}-error`} className="uf-error" role="alert">
                {error}
              </p>
            )}
          </div>
          {preview && (
            <img className="st-preview" src={preview} alt="Vista previa de la nueva imagen" width={160} height={160} />
          )}
          {failure && (
            <p className="uf-message uf-message-error" role="alert">
              {failure}
            </p>
          )}
        </div>
        <div className="ud-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {busy ? 'Subiendo…' : 'Guardar imagen'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
