// The confirmation before 'Eliminar cuenta' (spec 001 §2, §8): success shows 'Datos bancarios
// eliminados correctamente'; a failure stays in the dialog with the server's message.
import { useState } from 'react';
import { showAlert } from '../../../stores/alerts.ts';
import { failureText } from '../settings/ui/api-answer.ts';
import { ModalDialog } from '../settings/ui/ModalDialog.tsx';
import type { Bank } from './bank-api.ts';
import { removeBank } from './bank-store.ts';

interface DeleteBankDialogProps {
  readonly bank: Bank;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function DeleteBankDialog({ bank, onClose, returnFocus }: DeleteBankDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      const message = await removeBank(bank.id_bank_detail);
      if (message) showAlert({ type: 'success', title: 'Cuenta eliminada', message, durationMs: 3000 });
      onClose();
    } catch (error) {
      setFailure(`No se pudo eliminar la cuenta. ${failureText(error)}`);
      setBusy(false);
    }
  }

  return (
    <ModalDialog
      title="Eliminar cuenta"
      titleId="cuenta-eliminar-titulo"
      describedBy="cuenta-eliminar-texto"
      onClose={onClose}
      busy={busy}
      returnFocus={returnFocus}
    >
      <div className="ud-dialog-body">
        <p id="cuenta-eliminar-texto">
          ¿Quieres eliminar tu cuenta {bank.account_type} de {bank.bank_name}? Dejarás de tener datos bancarios
          registrados hasta que agregues otros.
        </p>
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
          {busy ? 'Eliminando…' : 'Eliminar cuenta'}
        </button>
      </div>
    </ModalDialog>
  );
}
