// The upload notice (it can be dismissed, and that choice is remembered in this
// browser): what a document must be before the file picker opens. A native modal
// <dialog> traps focus and returns it; 'Elegir archivo' opens the picker in the same click.
import { useEffect, useRef, useState } from 'react';
import { rememberUploadNoticeDismissed } from '../documents/upload-notice.ts';

interface UploadNoticeDialogProps {
  readonly documentName: string | null;
  readonly onContinue: () => void;
  readonly onCancel: () => void;
}

export function UploadNoticeDialog({ documentName, onContinue, onCancel }: UploadNoticeDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [dontShow, setDontShow] = useState(false);
  const open = documentName !== null;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="dash-dialog"
      aria-labelledby="aviso-carga-titulo"
      aria-describedby="aviso-carga-texto"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="aviso-carga-titulo">Antes de subir tu documento</h2>
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
      <div className="dash-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onCancel}>
          Cancelar
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            if (dontShow) rememberUploadNoticeDismissed();
            onContinue();
          }}
        >
          Elegir archivo
        </button>
      </div>
    </dialog>
  );
}
