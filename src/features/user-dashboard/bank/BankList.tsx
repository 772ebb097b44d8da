// The card listing the worker's bank records: one skeleton row while loading,
// 'No hay información bancaria disponible.' with 'Agregar datos bancarios' in place when empty
// (on phones the side panel is out of sight); choosing a record shows its detail.
import { useStore } from '@nanostores/react';
import { maskAccountNumber } from '@/lib/format/index.ts';
import { isPending } from '@/lib/remote.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { SELECTED_FLAG, type Bank } from './bank-api.ts';
import { $banks, $selectedBankId, loadBanks, selectBank } from './bank-store.ts';
import { BANK_VIEWS, openBankView } from './panel-views.ts';

export const EMPTY_BANKS_MESSAGE = 'No hay información bancaria disponible.';
export const BANKS_FAILED_MESSAGE = 'No pudimos cargar tu información bancaria.';

export function BankList() {
  const banks = useStore($banks);
  const selectedId = useStore($selectedBankId);
  return (
    <section className="dash-card bk-card" aria-labelledby="cuentas-titulo" aria-busy={banks.status === 'loading'}>
      <h2 id="cuentas-titulo" tabIndex={-1}>
        Cuentas bancarias
      </h2>
      {isPending(banks) && (
        <div className="bk-skeleton-row">
          <span className="bk-skeleton bk-skeleton-icon" />
          <span className="bk-skeleton bk-skeleton-line" />
          <span className="visually-hidden">Cargando información bancaria…</span>
        </div>
      )}
      {banks.status === 'error' && (
        <div className="bk-empty">
          <p role="alert">{BANKS_FAILED_MESSAGE}</p>
          <button type="button" className="btn btn-outline" onClick={() => void loadBanks()}>
            Reintentar
          </button>
        </div>
      )}
      {banks.status === 'ready' && banks.data.length === 0 && (
        <div className="bk-empty">
          <p>{EMPTY_BANKS_MESSAGE}</p>
          <button type="button" className="btn" onClick={() => openBankView('AccountData')}>
            <Icon name="plus" size={18} />
            {BANK_VIEWS.AccountData}
          </button>
        </div>
      )}
      {banks.status === 'ready' && banks.data.length > 0 && (
        <ul className="bk-list">
          {banks.data.map((bank) => (
            <li key={bank.id_bank_detail}>
              <BankRow bank={bank} current={bank.id_bank_detail === selectedId} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function BankRow({ bank, current }: { readonly bank: Bank; readonly current: boolean }) {
  return (
    <button type="button" className="bk-row" aria-pressed={current} onClick={() => selectBank(bank.id_bank_detail)}>
      <span className="bk-row-icon" aria-hidden="true">
        <Icon name="bank" size={22} />
      </span>
      <span className="bk-row-text">
        <span className="bk-row-name">{bank.bank_name}</span>
        <span className="bk-row-meta">
          {bank.account_type} · {maskAccountNumber(bank.account_number)}
        </span>
      </span>
      {bank.selected === SELECTED_FLAG && <span className="bk-tag">Para pagos</span>}
    </button>
  );
}
