// 'Rechazar contrato': the reason the company will read (its rule and message are shared with the
// API); 'Volver' goes back to signing with nothing lost.
import { useState, type SyntheticEvent } from 'react';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { rejectContract } from './contract-signing-api.ts';
import { checkReason } from './sign-form.ts';

interface RejectFormProps {
  readonly idHistory: number;
  readonly onBusy: (busy: boolean) => void;
  readonly onDone: (message: string) => void;
  readonly onBack: () => void;
}

const ID = 'rechazar-contrato-motivo';

export function RejectForm({ idHistory, onBusy, onDone, onBack }: RejectFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: SyntheticEvent) {
    event.preventDefault();
    setFailure(null);
    const checked = checkReason(reason);
    if (!checked.ok) {
      setError(checked.message);
      document.getElementById(ID)?.focus();
      return;
    }
    setError(null);
    setBusy(true);
    onBusy(true);
    try {
      const rejected = await rejectContract(idHistory, checked.request);
      onBusy(false);
      onDone(rejected.message);
    } catch (caught) {
      setBusy(false);
      onBusy(false);
      setFailure(failureText(caught));
    }
  }

  return (
    <form className="uf-form signing-form" onSubmit={(event) => void submit(event)} noValidate>
      <div className="uf-field">
        <label htmlFor={ID}>Motivo del rechazo</label>
        <textarea
          id={ID}
          rows={4}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ID}-error` : undefined}
        />
        {error && (
          <p id={`${ID}-error`} className="uf-message uf-message-error">
            {error}
          </p>
        )}
      </div>
      <p className="uf-message uf-message-error" role="alert">
        {failure}
      </p>
      <div className="ud-dialog-actions">
        <button type="button" className="btn btn-outline" disabled={busy} onClick={onBack}>
          Volver
        </button>
        <button type="submit" className="btn btn-danger" disabled={busy}>
          {busy ? 'Rechazando…' : 'Rechazar contrato'}
        </button>
      </div>
    </form>
  );
}
