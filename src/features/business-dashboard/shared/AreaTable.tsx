// The area's tables: a card that scrolls sideways rather than clipping, a caption for screen
// readers, one header row and the rows. The look is `bd-table`; each table adds its own class.
// Below a width set by the CSS each row reads as a card of facts labelled by its `data-label`.
import type { ReactNode } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';

interface AreaTableProps {
  /** The table's own class, beside `bd-table`. */
  readonly className: string;
  /** What the table lists, said only to screen readers. */
  readonly caption: string;
  /** The header row's cells. */
  readonly head: ReactNode;
  /** The rows. */
  readonly children: ReactNode;
}

export function AreaTable({ className, caption, head, children }: AreaTableProps) {
  return (
    <div className="bd-card bd-table-card">
      <table className={`bd-table ${className}`}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

interface WorkerCellsProps {
  readonly id: number;
  readonly name: string;
  readonly rut: string | null;
}

/** A worker's row starts with their name, which heads the row and opens their file, then the RUT. */
export function WorkerCells({ id, name, rut }: WorkerCellsProps) {
  return (
    <>
      <th scope="row">
        <RouterLink router={businessRouter} href={sectionPaths.worker(id)}>
          {name}
        </RouterLink>
      </th>
      <td data-label="RUT" className="bd-nowrap">
        {rut ?? '—'}
      </td>
    </>
  );
}
