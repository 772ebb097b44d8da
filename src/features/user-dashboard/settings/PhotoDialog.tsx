// The update-profile-image dialog: one .jpg/.jpeg/.png of up to 3 MB
// ('Imagen requerida', 'El tamaño de la imagen no puede ser mayor a 3MB'), a preview, and on a
// failed upload 'Error al actualizar la imagen de perfil, intente nuevamente'. A phone photo is
// shrunk in the browser before the check; the upload shows its progress with 'Cancelar'; one that
// gets no answer is checked against the signed-in user before anything is said.
import { useStore } from '@nanostores/react';
import { useEffect, useMemo, useState, type SyntheticEvent } from 'react';
import ConnectionFailure from '@/components/feedback/ConnectionFailure.tsx';
import ImageSizeLine from '@/components/feedback/ImageSizeLine.tsx';
import UploadProgress from '@/components/feedback/UploadProgress.tsx';
import { useUploadTask } from '@/components/feedback/use-upload-task.ts';
import { isApiError } from '@/lib/http/index.ts';
import type { ShrinkResult } from '@/lib/images/index.ts';
import { PROFILE_IMAGE, checkFile, fileAccept } from '@/lib/validation/index.ts';
import { showAlert } from '@/stores/alerts.ts';
import { $session } from '@/stores/session.ts';
import { IMAGE_ERROR_MESSAGE } from './profile-api.ts';
import { changeProfileImage, profileImageChanged } from './profile-store.ts';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';

// Image shrinking loads when a photo is picked, not with the dashboard's first view.
const loadShrink = () => import('@/lib/images/shrink.ts');

const INPUT_ID = 'foto-perfil';
const ACCEPT = fileAccept(PROFILE_IMAGE);
const SAVED_MESSAGE = 'Imagen de perfil actualizada';

export default function PhotoDialog({ onClose }: { readonly onClose: () => void }) {
  const session = useStore($session);
  const [chosen, setChosen] = useState<ShrinkResult | null>(null);
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<'server' | 'connection' | null>(null);
  const task = useUploadTask();
  const file = chosen?.file ?? null;
  const preview = useMemo(() => (file && !error ? URL.createObjectURL(file) : null), [file, error]);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(picked: File | null) {
    setFailure(null);
    if (!picked) {
      setChosen(null);
      setError(PROFILE_IMAGE.requiredMessage);
      return;
    }
    setPreparing(true);
    const result = await (await loadShrink()).shrinkImage(picked, { targetBytes: PROFILE_IMAGE.maxBytes });
    setPreparing(false);
    setChosen(result);
    const checked = checkFile(result.file, PROFILE_IMAGE);
    setError(checked.ok ? null : checked.message);
  }

  function saved(message: string) {
    showAlert({ type: 'success', title: 'Imagen actualizada', message, durationMs: 3000 });
    onClose();
  }

  async function save(event?: SyntheticEvent) {
    event?.preventDefault();
    const checked = checkFile(file, PROFILE_IMAGE);
    if (!file || !checked.ok) {
      setError(checked.ok ? PROFILE_IMAGE.requiredMessage : checked.message);
      document.getElementById(INPUT_ID)?.focus();
      return;
    }
    setFailure(null);
    const before = session.kind === 'user' ? session.user.img_profile : null;
    const run = await task.run((io) => changeProfileImage(file, io));
    if (run.status === 'done') saved(run.value);
    if (run.status !== 'failed') return;
    if (isApiError(run.error) && run.error.uncertain) {
      if (await profileImageChanged(before)) saved(SAVED_MESSAGE);
      else setFailure('connection');
      return;
    }
    setFailure('server');
  }

  const describedBy = [`${INPUT_ID}-hint`, error ? `${INPUT_ID}-error` : ''].filter(Boolean).join(' ');
  const busy = task.busy || preparing;
  return (
    <DashboardDialog
      area="user"
      size="small"
      title="Actualizar imagen de perfil"
      titleId="foto-titulo"
      onClose={onClose}
      busy={task.busy}
    >
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
              disabled={task.busy}
              onChange={(event) => void choose(event.target.files?.[0] ?? null)}
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
          {preparing && <p role="status">Preparando la imagen…</p>}
          {preview && (
            <img className="st-preview" src={preview} alt="Vista previa de la nueva imagen" width={160} height={160} />
          )}
          {!error && <ImageSizeLine result={chosen} />}
          {task.busy && <UploadProgress progress={task.progress} onCancel={task.cancel} label="la imagen de perfil" />}
          {failure === 'server' && (
            <p className="uf-message uf-message-error" role="alert">
              {IMAGE_ERROR_MESSAGE}
            </p>
          )}
          {failure === 'connection' && !task.busy && <ConnectionFailure onRetry={() => void save()} />}
        </div>
        <div className="ud-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onClose} disabled={task.busy}>
            Cancelar
          </button>
          <button type="submit" className="btn" disabled={busy}>
            {task.busy ? task.waitingLabel('Subiendo…') : 'Guardar imagen'}
          </button>
        </div>
      </form>
    </DashboardDialog>
  );
}
