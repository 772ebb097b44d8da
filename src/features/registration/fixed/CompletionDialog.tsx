// The completion dialog of the fixed registration: 'Cerrar' goes home ('/'),
// 'Iniciar sesión' opens the company login. A native modal <dialog>: focus moves in
// and stays there; Escape counts as 'Cerrar'.
import { useEffect, useRef } from 'react';

interface CompletionDialogProps {
  readonly open: boolean;
  readonly businessName: string;
  readonly loginHref: string;
  readonly onClose: () => void;
}

export function CompletionDialog({ open, businessName, loginHref, onClose }: CompletionDialogProps) {
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
      className="reg-dialog"
      aria-labelledby="registro-completo-titulo"
      aria-describedby="registro-completo-texto"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <span className="reg-check" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
          <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
        </svg>
      </span>
      <h2 id="registro-completo-titulo">¡Registro completado!</h2>
      <p id="registro-completo-texto">
        {`Tu cuenta en ${businessName} está lista. Ya puedes iniciar sesión con tu correo y contraseña.`}
      </p>
      <div className="reg-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cerrar
        </button>
        <a className="btn" href={loginHref}>
          Iniciar sesión
        </a>
      </div>
    </dialog>
  );
}
