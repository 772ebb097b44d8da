// Confirmation after the power is created: the process has started and the owner must sign
// through the chat app. On the shared ModalDialog (focus, Escape, Tab wrap); closing it in any way
// ('Cerrar' or Escape) goes to '/'.
import { ModalDialog } from '../../components/dialog/ModalDialog.tsx';

interface PowerCreatedDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function PowerCreatedDialog({ open, onClose }: PowerCreatedDialogProps) {
  if (!open) return null;
  return (
    <ModalDialog
      className="power-dialog"
      title="Proceso iniciado"
      titleId="poder-creado-titulo"
      describedBy="poder-creado-texto"
      onClose={onClose}
    >
      <p id="poder-creado-texto">
        El proceso de creación del poder simple ha comenzado. El dueño del vehículo debe firmarlo a través de WhatsApp:
        le enviamos un mensaje con las instrucciones.
      </p>
      <div className="power-dialog-actions">
        <button type="button" className="btn" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </ModalDialog>
  );
}
