// The contracts table of the home: document, company, dates (day/month/year)
// and status label; PENDING carries the inbox-or-spam hint; view and download only when SIGNED.
// A download is saved as contract_{id_history}.pdf; its failure is silent. When the
// card has less room than the six columns need (a phone, or a tablet beside the sidebar and the
// right panel) the table becomes a list of cards with the same facts and actions.
import { useStore } from '@nanostores/react';
import { useDeferredValue, useRef, useState } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import { useNarrowerThan } from '@/features/user-dashboard/chrome/use-media.ts';
import {
  PENDING_CONTRACT_HINT,
  canOpenContract,
  contractFileName,
  contractStatusLabel,
  contractTitle,
} from './contract-rules.ts';
import { downloadContract, type Contract } from './contracts-api.ts';
import { formatDate } from '@/lib/format/index.ts';
import { contracts } from './home-store.ts';
import { saveBlob } from '@/lib/save-blob.ts';

const COLUMNS = ['Documento', 'Empresa', 'Enviado', 'Firmado', 'Estado', 'Acciones'] as const;
/** The room the six columns need (their content at the dashboard's font size), in px. */
const TABLE_MIN_WIDTH = 740;

interface ContractsTableProps {
  readonly onView: (contract: Contract) => void;
  /** 'Revisar y firmar' on a pending contract. */
  readonly onSign: (contract: Contract) => void;
}

export function ContractsTable({ onView, onSign }: ContractsTableProps) {
  // The list is drawn from an answer at a lower priority, in slices the browser can interrupt.
  const state = useDeferredValue(useStore(contracts.$store));
  const [downloading, setDownloading] = useState<number | null>(null);
  const section = useRef<HTMLElement>(null);
  const narrow = useNarrowerThan(section, TABLE_MIN_WIDTH);

  async function download(contract: Contract) {
    setDownloading(contract.id_history);
    try {
      saveBlob(await downloadContract(contract), contractFileName(contract));
    } catch {
      // Download failures in the contract area are swallowed.
    } finally {
      setDownloading(null);
    }
  }

  const actions = (contract: Contract) => (
    <ContractActions
      contract={contract}
      downloading={downloading === contract.id_history}
      onView={onView}
      onSign={onSign}
      onDownload={download}
    />
  );

  return (
    <section ref={section} className="dash-card contracts" aria-labelledby="contratos-titulo">
      <h2 id="contratos-titulo">Contratos</h2>
      {state.status === 'error' ? (
        <div className="dash-empty">
          <p>No pudimos cargar tus contratos.</p>
          <button type="button" className="btn btn-outline" onClick={() => void contracts.load(true)}>
            Reintentar
          </button>
        </div>
      ) : state.status === 'ready' && state.data.length === 0 ? (
        <p className="dash-empty">Aún no tienes contratos.</p>
      ) : state.status !== 'ready' ? (
        <p className="dash-empty" aria-busy="true">
          Cargando contratos…
        </p>
      ) : narrow ? (
        <ul className="contract-list">
          {state.data.map((contract) => (
            <li key={contract.id_history} className="contract-item">
              <h3 className="contract-title">{contractTitle(contract)}</h3>
              <dl className="contract-facts">
                {FACTS.map(([label, read]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{read(contract)}</dd>
                  </div>
                ))}
              </dl>
              <ContractStatus contract={contract} />
              {actions(contract)}
            </li>
          ))}
        </ul>
      ) : (
        <table className="contracts-table" aria-labelledby="contratos-titulo">
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {state.data.map((contract) => (
              <tr key={contract.id_history}>
                <th scope="row" className="contract-title">
                  {contractTitle(contract)}
                </th>
                {FACTS.map(([label, read]) => (
                  <td key={label}>{read(contract)}</td>
                ))}
                <td>
                  <ContractStatus contract={contract} />
                </td>
                <td>{actions(contract)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

const FACTS: readonly (readonly [string, (contract: Contract) => string])[] = [
  ['Empresa', (contract) => contract.empresa],
  ['Enviado', (contract) => formatDate(contract.date_send) || '—'],
  ['Firmado', (contract) => formatDate(contract.date_signature) || '—'],
];

function ContractStatus({ contract }: { readonly contract: Contract }) {
  return (
    <>
      <span className="contract-status" data-status={contract.status}>
        {contractStatusLabel(contract.status)}
      </span>
      {contract.status === 'PENDING' && <p className="contract-hint">{PENDING_CONTRACT_HINT}</p>}
    </>
  );
}

interface ContractActionsProps {
  readonly contract: Contract;
  readonly downloading: boolean;
  readonly onView: (contract: Contract) => void;
  readonly onSign: (contract: Contract) => void;
  readonly onDownload: (contract: Contract) => Promise<void>;
}

function ContractActions({ contract, downloading, onView, onSign, onDownload }: ContractActionsProps) {
  const title = contractTitle(contract);
  const open = canOpenContract(contract);
  if (contract.status === 'PENDING') {
    return (
      <div className="contract-actions">
        <button type="button" className="btn contract-sign" onClick={() => onSign(contract)}>
          Revisar y firmar<span className="visually-hidden"> {title}</span>
        </button>
      </div>
    );
  }
  return (
    <div className="contract-actions">
      <button type="button" className="doc-action" disabled={!open} onClick={() => onView(contract)}>
        <Icon name="eye" size={18} /> Ver<span className="visually-hidden"> {title}</span>
      </button>
      <button
        type="button"
        className="doc-action"
        disabled={!open || downloading}
        onClick={() => void onDownload(contract)}
      >
        <Icon name="download" size={18} /> Descargar<span className="visually-hidden"> {title}</span>
      </button>
    </div>
  );
}
