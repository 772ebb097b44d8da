// The confirmation before deleting one of the worker's records (an experience, a bank account):
// nothing goes until the person confirms; success closes with the server's message as an alert;
// a failure stays in the dialog with the server's message, and the dialog cannot close mid-request.
import { useState, type ReactNode } from 'react';
import { showAlert } from '../../../../stores/alerts.ts';
import { failureText } from '../../api/api-answer.ts';
import { ModalDialog } from './ModalDialog.tsx';

interface ConfirmDeleteDialogProps {
  readonly title: string;
  /** Prefix of the dialog's title and text ids. */
  readonly idPrefix: string;
  readonly text: ReactNode;
  readonly confirmLabel: string;
  readonly successTitle: string;
  /** Shown before the server's message when the deletion fails. */
  readonly failurePrefix: string;
  /** Deletes the record; resolves the server's message (null: nothing to announce). */
  readonly remove: () => Promise<string | null>;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export function ConfirmDeleteDialog(props: ConfirmDeleteDialogProps) {
  const { idPrefix, onClose } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await props.remove();
      if (message) showAlert({ type: 'success', title: props.successTitle, message, durationMs: 3000 });
      onClose();
    } catch (error) {
      setFailure(`${props.failurePrefix} ${failureText(error)}`);
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title={props.title}
      titleId={`${idPrefix}-titulo`}
      describedBy={`${idPrefix}-texto`}
      onClose={onClose}
      busy={busy}
      returnFocus={props.returnFocus}
    >
      <div className="ud-dialog-body">
        <p id={`${idPrefix}-texto`}>{props.text}</p>
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
          {busy ? 'Eliminando…' : props.confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
