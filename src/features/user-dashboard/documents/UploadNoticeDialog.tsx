// The upload notice: what a document must be before the file picker opens; it can be dismissed
// for good (remembered on this device). On the shared ModalDialog, which owns focus; 'Elegir
// archivo' opens the picker in the same click.
import { useState } from 'react';
import { ModalDialog } from '@/components/dialog/ModalDialog.tsx';
import { CancelOrConfirm } from '@/features/user-dashboard/shared/CancelOrConfirm.tsx';
import { rememberUploadNoticeDismissed } from './upload-notice.ts';

interface UploadNoticeDialogProps {
  readonly documentName: string | null;
  readonly onContinue: () => void;
  readonly onCancel: () => void;
}

export function UploadNoticeDialog({ documentName, onContinue, onCancel }: UploadNoticeDialogProps) {
  const [dontShow, setDontShow] = useState(false);
  if (documentName === null) return null;
  return (
    <ModalDialog
      className="dash-dialog"
      title="Antes de subir tu documento"
      titleId="aviso-carga-titulo"
      describedBy="aviso-carga-texto"
      onClose={onCancel}
    >
      {documentName && <p className="dash-dialog-doc">{documentName}</p>}
      <div id="aviso-carga-texto">
        <ul>
          <li>Sube un archivo PDF, PNG, JPG o JPEG de hasta 20 MB.</li>
          <li>Verifica que se lea completo y que esté vigente.</li>
          <li>Tu empresa lo revisará y verás su estado en la tarjeta del documento.</li>
        </ul>
      </div>
      <label className="dash-check">
        <input type="checkbox" checked={dontShow} onChange={(event) => setDontShow(event.target.checked)} />
        No volver a mostrar este aviso
      </label>
      <CancelOrConfirm
        className="dash-dialog-actions"
        onCancel={onCancel}
        confirmLabel="Elegir archivo"
        onConfirm={() => {
          if (dontShow) rememberUploadNoticeDismissed();
          onContinue();
        }}
      />
    </ModalDialog>
  );
}
