// The confirmation before 'Eliminar cuenta': success shows 'Datos bancarios
// eliminados correctamente'; a failure stays in the dialog with the server's message.
import { ConfirmDeleteDialog } from '@/features/user-dashboard/shared/ConfirmDeleteDialog.tsx';
import type { Bank } from './bank-api.ts';
import { removeBank } from './bank-store.ts';

interface DeleteBankDialogProps {
  readonly bank: Bank;
  readonly onClose: () => void;
  readonly returnFocus: () => HTMLElement | null;
}

export default function DeleteBankDialog({ bank, onClose, returnFocus }: DeleteBankDialogProps) {
  return (
    <ConfirmDeleteDialog
      title="Eliminar cuenta"
      idPrefix="cuenta-eliminar"
      text={`¿Quieres eliminar tu cuenta ${bank.account_type} de ${bank.bank_name}? Dejarás de tener datos bancarios registrados hasta que agregues otros.`}
      confirmLabel="Eliminar cuenta"
      successTitle="Cuenta eliminada"
      failurePrefix="No se pudo eliminar la cuenta."
      remove={() => removeBank(bank.id_bank_detail)}
      onClose={onClose}
      returnFocus={returnFocus}
    />
  );
}
