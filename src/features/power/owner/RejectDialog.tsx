// 'Rechazar' asks why, on the shared ModalDialog: the reason (10 to 500 characters, the shared
// rule and its messages) and the API's refusal, if any, shown inside the dialog with the text kept.
import { useState } from 'react';
import * as v from 'valibot';
import { ModalDialog } from '@/components/dialog/ModalDialog.tsx';
import { FieldError, controlAttributes } from '@/components/form/Field.tsx';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '@/lib/validation/refusal-reason.ts';

interface RejectDialogProps {
  readonly onCancel: () => void;
  readonly onReject: (reason: string) => Promise<string | null>;
}

const ID = 'poder-motivo';
const HINT = 'Entre 10 y 500 caracteres. El conductor verá que el poder no fue firmado.';

export function RejectDialog({ onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const checked = v.safeParse(rejectionReasonSchema(), reason, { abortPipeEarly: true });
    if (!checked.success) {
      setError(checked.issues[0].message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    setFailure(await onReject(checked.output));
    setBusy(false);
  }

  return (
    <ModalDialog
      className="power-dialog"
      title="Rechazar el poder"
      titleId="poder-rechazo-titulo"
      describedBy="poder-rechazo-texto"
      onClose={onCancel}
      busy={busy}
    >
      <p id="poder-rechazo-texto">El poder no se firmará y el enlace dejará de servir.</p>
      <form
        className="owner-reject"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="power-field">
          <label htmlFor={ID}>Motivo del rechazo</label>
          <textarea
            {...controlAttributes(ID, { hint: HINT, error, required: true })}
            rows={4}
            maxLength={REJECTION_REASON_MAX + 50}
            value={reason}
            data-autofocus
            onChange={(event) => setReason(event.target.value)}
          />
          <p id={`${ID}-hint`} className="power-hint">
            {HINT}
          </p>
          <FieldError id={ID} error={error} className="power-error" />
        </div>
        {failure && (
          <p className="power-error" role="alert">
            {failure}
          </p>
        )}
        <div className="power-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
            Cancelar
          </button>
          <button type="submit" className="btn btn-danger" disabled={busy}>
            {busy ? 'Rechazando…' : 'Rechazar poder'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
