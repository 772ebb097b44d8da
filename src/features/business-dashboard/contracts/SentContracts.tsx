// The contracts already sent to one person and where each stands.
import type { BusinessContract } from '@/lib/contract/signing.ts';
import { formatDate } from '@/lib/format/index.ts';
import type { Asked } from '@/lib/remote-store.ts';

const LABELS: Readonly<Record<BusinessContract['status'], string>> = {
  PENDING: 'Pendiente',
  SIGNED: 'Firmado',
  REJECTED: 'Rechazado',
};

function when(contract: BusinessContract): string {
  if (contract.status === 'SIGNED' && contract.date_signature)
    return `firmado el ${formatDate(contract.date_signature)}`;
  if (contract.status === 'REJECTED' && contract.date_rejected)
    return `rechazado el ${formatDate(contract.date_rejected)}`;
  return `enviado el ${formatDate(contract.date_send)}`;
}

interface SentContractsProps {
  readonly state: Asked<BusinessContract[]>;
  readonly onRetry: () => void;
}

export function SentContracts({ state, onRetry }: SentContractsProps) {
  return (
    <section className="bd-sent-contracts" aria-labelledby="contratos-enviados-titulo">
      <h3 id="contratos-enviados-titulo">Contratos enviados</h3>
      {state.status === 'loading' && <p role="status">Cargando contratos…</p>}
      {state.status === 'error' && (
        <div className="bd-form-error" role="alert">
          <p>No pudimos cargar los contratos. {state.error}</p>
          <button type="button" className="btn btn-outline" onClick={onRetry}>
            Reintentar
          </button>
        </div>
      )}
      {state.status === 'ready' && state.data.length === 0 && <p>Aún no le has enviado contratos.</p>}
      {state.status === 'ready' && state.data.length > 0 && (
        <ul>
          {state.data.map((contract) => (
            <li key={contract.id_history}>
              <span className="bd-sent-title">{contract.document_name}</span>
              <span className="bd-contract-status" data-status={contract.status}>
                {LABELS[contract.status]}
              </span>
              <span className="bd-muted">{when(contract)}</span>
              {contract.rejection_reason && <span className="bd-muted">Motivo: {contract.rejection_reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
