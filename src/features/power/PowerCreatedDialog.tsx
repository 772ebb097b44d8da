// Confirmation after the power is created: the process has started and the owner
// must sign through the chat app. A native modal <dialog> traps focus and returns it; closing it
// in any way (button or Escape) goes to '/'.
import { useEffect, useRef } from 'react';

interface PowerCreatedDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
}

export function PowerCreatedDialog({ open, onClose }: PowerCreatedDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="power-dialog"
      aria-labelledby="poder-creado-titulo"
      aria-describedby="poder-creado-texto"
      onClose={onClose}
    >
      <h2 id="poder-creado-titulo">Proceso iniciado</h2>
      <p id="poder-creado-texto">
        El proceso de creación del poder simple ha comenzado. El dueño del vehículo debe firmarlo a través de WhatsApp:
        le enviamos un mensaje con las instrucciones.
      </p>
      <form method="dialog">
        <button type="submit" className="btn">
          Cerrar
        </button>
      </form>
    </dialog>
  );
}
