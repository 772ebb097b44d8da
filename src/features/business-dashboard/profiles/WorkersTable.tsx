// The table of registered people, sortable by name, RUT, commune and registration day (each sort
// button says the order in force), each name a link to the worker's file and each row with
// 'Enviar' under 'Contrato' (heard as 'Enviar contrato a …'); below 1280 px each row reads as a card
// of labelled facts. An e-mail wraps only after its '@' or a dot.
import { DOCUMENTATION_STATE_LABELS } from '@/lib/documents/documentation.ts';
import { formatDate, phoneWithPlus } from '@/lib/format/index.ts';
import { AreaTable, WorkerCells } from '@/features/business-dashboard/shared/AreaTable.tsx';
import { EmailText } from '@/features/business-dashboard/shared/EmailText.tsx';
import { workerName } from './profile-filter.ts';
import type { SortKey } from './profile-query.ts';
import type { RegisteredWorker } from './profiles-api.ts';

const COLUMNS: readonly { readonly key: SortKey | null; readonly label: string }[] = [
  { key: 'name', label: 'Nombre' },
  { key: 'rut', label: 'RUT' },
  { key: null, label: 'Contacto' },
  { key: 'commune', label: 'Comuna' },
  { key: null, label: 'Perfiles' },
  { key: null, label: 'Documentación' },
  { key: 'registered', label: 'Registro' },
  { key: null, label: 'Contrato' },
];

interface WorkersTableProps {
  readonly workers: readonly RegisteredWorker[];
  readonly sort: SortKey;
  readonly dir: 'asc' | 'desc';
  readonly onSort: (key: SortKey) => void;
  /** 'Enviar contrato' to one person. */
  readonly onSendContract: (worker: RegisteredWorker) => void;
}

export function WorkersTable({ workers, sort, dir, onSort, onSendContract }: WorkersTableProps) {
  return (
    <AreaTable
      className="bd-workers-table"
      caption="Personas registradas y sus perfiles"
      head={COLUMNS.map(({ key, label }) => {
        if (key === null)
          return (
            <th key={label} scope="col">
              {label}
            </th>
          );
        const active = key === sort;
        return (
          <th key={label} scope="col" aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}>
            <button type="button" className="bd-sort" onClick={() => onSort(key)}>
              {label}
              <span className="visually-hidden">
                {active ? `, orden ${dir === 'asc' ? 'ascendente' : 'descendente'}` : ', ordenar'}
              </span>
              <span className="bd-sort-mark" aria-hidden="true">
                {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
              </span>
            </button>
          </th>
        );
      })}
    >
      {workers.map((worker) => (
        <tr key={worker.id_user}>
          <WorkerCells id={worker.id_user} name={workerName(worker)} rut={worker.rut} />
          <td data-label="Contacto">
            <span className="bd-cell-line">
              <EmailText email={worker.email} />
            </span>
            {worker.phone && <span className="bd-cell-line bd-muted">{phoneWithPlus(worker.phone)}</span>}
          </td>
          <td data-label="Comuna">{[worker.name_commune, worker.name_region].filter(Boolean).join(', ') || '—'}</td>
          <td data-label="Perfiles">
            {worker.profiles.length === 0 ? (
              '—'
            ) : (
              <ul className="bd-chips">
                {worker.profiles.map((item) => (
                  <li key={item.id_profile_user} className="bd-chip">
                    {item.profile_name}
                  </li>
                ))}
              </ul>
            )}
          </td>
          <td data-label="Documentación">
            {worker.documentation ? (
              <>
                <span className="bd-cell-line">{DOCUMENTATION_STATE_LABELS[worker.documentation.state]}</span>
                <span className="bd-cell-line bd-muted">
                  {worker.documentation.approved} de {worker.documentation.required} aprobados
                </span>
              </>
            ) : (
              '—'
            )}
          </td>
          <td data-label="Registro" className="bd-nowrap">
            {formatDate(worker.registered_at)}
          </td>
          <td data-label="Contrato">
            <button type="button" className="btn btn-outline bd-nowrap" onClick={() => onSendContract(worker)}>
              Enviar<span className="visually-hidden"> contrato a {workerName(worker)}</span>
            </button>
          </td>
        </tr>
      ))}
    </AreaTable>
  );
}
