// The end of the fixed registration: the completion dialog ('Cerrar' or Escape goes home, 'Iniciar
// sesión' opens the company login) over the end state that takes the form's place. On the shared ModalDialog, which owns focus (moves in, wraps
// with Tab, returns on close).
import { ModalDialog } from '@/components/dialog/ModalDialog.tsx';

interface CompletionDialogProps {
  readonly open: boolean;
  readonly businessName: string;
  readonly loginHref: string;
  readonly onClose: () => void;
}

const CHECK = (
  <span className="reg-check" aria-hidden="true">
    <svg viewBox="0 0 24 24" width="30" height="30" focusable="false">
      <path d="M5 12.5l4.2 4.2L19 7" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  </span>
);

export function CompletionDialog({ open, businessName, loginHref, onClose }: CompletionDialogProps) {
  if (!open) return null;
  return (
    <ModalDialog
      className="reg-dialog"
      lead={CHECK}
      title="¡Registro completado!"
      titleId="registro-completo-titulo"
      describedBy="registro-completo-texto"
      onClose={onClose}
    >
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
    </ModalDialog>
  );
}

/** What stays in the form's place once registered: the account is ready, and the way to sign in. */
export function RegistrationDone({ businessName, loginHref }: Omit<CompletionDialogProps, 'open' | 'onClose'>) {
  return (
    <section className="reg-done" aria-labelledby="registro-listo-titulo">
      {CHECK}
      <h1 id="registro-listo-titulo">Tu registro está listo</h1>
      <p>{`Creamos tu cuenta en ${businessName}. Inicia sesión con el correo y la contraseña que elegiste.`}</p>
      <a className="btn" href={loginHref}>
        Ir a iniciar sesión
      </a>
    </section>
  );
}
