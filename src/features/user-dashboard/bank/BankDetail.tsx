// The detail card of the selected account: every field (the account number masked as in the
// list) with its document type, the per-account selected flag (change-select-bank) and
// 'Eliminar cuenta' behind a confirmation.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { showAlert } from '@/stores/alerts.ts';
import { maskAccountNumber, phoneWithPlus } from '@/lib/format/index.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { SELECTED_FLAG } from './bank-api.ts';
import { $selectedBank, setBankFlag } from './bank-store.ts';

const DeleteBankDialog = lazy(() => import('./DeleteBankDialog.tsx'));

export function BankDetail() {
  const bank = useStore($selectedBank);
  const [deleting, setDeleting] = useState(false);
  // The switch shows the choice at once; the account's own flag follows when the API answers.
  const [pendingFlag, setPendingFlag] = useState<boolean | null>(null);
  if (!bank) return null;

  async function toggleFlag(selected: boolean) {
    if (!bank) return;
    setPendingFlag(selected);
    try {
      const message = await setBankFlag(bank.id_bank_detail, selected);
      showAlert({ type: 'success', title: 'Cuenta bancaria', message, durationMs: 2500 });
    } catch (error) {
      showAlert({
        type: 'error',
        title: 'No se pudo cambiar la cuenta',
        message: failureText(error),
        durationMs: 4000,
      });
    } finally {
      setPendingFlag(null);
    }
  }

  const rows: readonly (readonly [string, string])[] = [
    ['Titular', bank.account_holder_name],
    ['RUT del titular', bank.rut_account],
    ['Banco', bank.bank_name],
    ['Tipo de cuenta', bank.account_type],
    ['Número de cuenta', maskAccountNumber(bank.account_number)],
    ['Tipo de documento', bank.invoice_type],
    ['Correo electrónico', bank.email],
    ['Teléfono', phoneWithPlus(bank.phone)],
  ];
  return (
    <section className="dash-card bk-card" aria-labelledby="detalle-cuenta-titulo">
      <div className="bk-card-head">
        <h2 id="detalle-cuenta-titulo" tabIndex={-1}>
          Detalle de la cuenta
        </h2>
        <span className="bk-doc-type">{bank.invoice_type}</span>
      </div>
      <dl className="bk-detail">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <label className="uf-check bk-flag">
        <input
          type="checkbox"
          checked={pendingFlag ?? bank.selected === SELECTED_FLAG}
          disabled={pendingFlag !== null}
          onChange={(event) => void toggleFlag(event.target.checked)}
        />
        Usar esta cuenta para recibir mis pagos
      </label>
      <div className="bk-detail-actions">
        <button type="button" className="btn btn-outline bk-delete" onClick={() => setDeleting(true)}>
          <ExtraIcon name="trash" size={18} />
          Eliminar cuenta
        </button>
      </div>
      {deleting && (
        <Suspense fallback={null}>
          <DeleteBankDialog
            bank={bank}
            onClose={() => setDeleting(false)}
            returnFocus={() => document.getElementById('cuentas-titulo')}
          />
        </Suspense>
      )}
    </section>
  );
}
