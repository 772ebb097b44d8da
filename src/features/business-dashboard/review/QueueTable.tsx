// The documents awaiting review, oldest first: worker (a link to their file), RUT, profile,
// document with its status, upload date, and each row's actions; a box to select the documents
// that can be approved together. On a phone each row reads as a
// card of labelled facts (the area's table look).
import { formatDate } from '@/lib/format/index.ts';
import { AreaTable, WorkerCells } from '@/features/business-dashboard/shared/AreaTable.tsx';
import type { QueueItem } from './review-api.ts';

export type QueueAction = 'view' | 'approve' | 'reject';

interface QueueTableProps {
  readonly items: readonly QueueItem[];
  readonly onAction: (item: QueueItem, action: QueueAction) => void;
  /** Documents chosen for 'Aprobar seleccionados' (types that expire need their dates: one by one). */
  readonly selected: ReadonlySet<number>;
  readonly onSelect: (item: QueueItem, selected: boolean) => void;
}

export function QueueTable({ items, onAction, selected, onSelect }: QueueTableProps) {
  return (
    <AreaTable
      className="bd-review-table"
      caption="Documentos por revisar, los más antiguos primero"
      head={
        <>
          <th scope="col">
            <span className="visually-hidden">Seleccionar</span>
          </th>
          <th scope="col">Trabajador</th>
          <th scope="col">RUT</th>
          <th scope="col">Perfil</th>
          <th scope="col">Documento</th>
          <th scope="col">Subido</th>
          <th scope="col">
            <span className="visually-hidden">Acciones</span>
          </th>
        </>
      }
    >
      {items.map((item) => (
        <tr key={item.id_file}>
          <td className="bd-review-select">
            {!item.expires && (
              <input
                type="checkbox"
                aria-label={`Seleccionar ${item.document_name} de ${item.worker_name}`}
                checked={selected.has(item.id_file)}
                onChange={(event) => onSelect(item, event.target.checked)}
              />
            )}
          </td>
          <WorkerCells id={item.id_user} name={item.worker_name} rut={item.rut} />
          <td data-label="Perfil">{item.profile_name}</td>
          <td data-label="Documento">
            <span className="bd-cell-line">{item.document_name}</span>
            <span className="bd-cell-line bd-muted">{item.status_label}</span>
          </td>
          <td data-label="Subido" className="bd-nowrap">
            {item.date_upload ? formatDate(item.date_upload) : '—'}
          </td>
          <td className="bd-review-actions">
            <div className="bd-review-buttons">
              <button type="button" className="btn btn-outline" onClick={() => onAction(item, 'view')}>
                Ver<span className="visually-hidden"> {`${item.document_name} de ${item.worker_name}`}</span>
              </button>
              <button type="button" className="btn" onClick={() => onAction(item, 'approve')}>
                Aprobar<span className="visually-hidden"> {`${item.document_name} de ${item.worker_name}`}</span>
              </button>
              <button type="button" className="btn btn-outline" onClick={() => onAction(item, 'reject')}>
                Rechazar<span className="visually-hidden"> {`${item.document_name} de ${item.worker_name}`}</span>
              </button>
            </div>
          </td>
        </tr>
      ))}
    </AreaTable>
  );
}
