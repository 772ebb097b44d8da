// The confirmation before deleting something: nothing goes until the person confirms, and
// 'Cancelar' has the focus, so a stray Enter never deletes. Success closes the dialog and shows
// the server's message as an alert; a failure stays in the dialog with its message, and the
// dialog cannot close while the request runs. Focus and keys are ModalDialog's.
import { useState, type ReactNode } from 'react';
import { showAlert } from '@/stores/alerts.ts';
import { ModalDialog, type DialogLook } from './ModalDialog.tsx';

export interface ConfirmLook {
  readonly dialog: DialogLook;
  /** Wraps the text and the failure when given. */
  readonly bodyClassName?: string;
  readonly textClassName?: string;
  readonly failureClassName: string;
  readonly actionsClassName: string;
  readonly confirmClassName: string;
}

export interface ConfirmDialogProps {
  readonly title: string;
  /** Prefix of the dialog's title and text ids. */
  readonly idPrefix: string;
  readonly text: ReactNode;
  readonly confirmLabel: string;
  /** The confirm button's text while the request runs ('Eliminando…' unless given). */
  readonly busyLabel?: string;
  readonly successTitle: string;
  /** Deletes; resolves the server's message (null: nothing to announce). */
  readonly confirm: () => Promise<string | null>;
  /** The message shown in the dialog when `confirm` fails. */
  readonly failureMessage: (error: unknown) => string;
  readonly onClose: () => void;
  readonly returnFocus?: (() => HTMLElement | null) | undefined;
  readonly look: ConfirmLook;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { idPrefix, onClose, look } = props;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await props.confirm();
      if (message) showAlert({ type: 'success', title: props.successTitle, message, durationMs: 3000 });
      onClose();
    } catch (error) {
      setFailure(props.failureMessage(error));
      setBusy(false);
    }
  }

  const body = (
    <>
      <p id={`${idPrefix}-texto`} className={look.textClassName}>
        {props.text}
      </p>
      {failure && (
        <p className={look.failureClassName} role="alert">
          {failure}
        </p>
      )}
    </>
  );
  return (
    <ModalDialog
      {...look.dialog}
      title={props.title}
      titleId={`${idPrefix}-titulo`}
      describedBy={`${idPrefix}-texto`}
      onClose={onClose}
      busy={busy}
      returnFocus={props.returnFocus}
    >
      {look.bodyClassName ? <div className={look.bodyClassName}>{body}</div> : body}
      <div className={look.actionsClassName}>
        <button type="button" className="btn btn-outline" onClick={onClose} disabled={busy} data-autofocus>
          Cancelar
        </button>
        <button type="button" className={look.confirmClassName} onClick={() => void confirm()} disabled={busy}>
          {busy ? (props.busyLabel ?? 'Eliminando…') : props.confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
