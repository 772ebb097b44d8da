// First, previous, next and last page buttons with the 'a-b de total' label.
import { clampPage, pageCount, rangeLabel } from '../../../lib/pagination.ts';

interface PaginationProps {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Paginación de publicaciones'. */
  readonly label: string;
}

export function Pagination({ page, total, onPage, label }: PaginationProps) {
  const last = pageCount(total);
  const current = clampPage(page, total);
  const button = (target: number, text: string, symbol: string, disabled: boolean) => (
    <button type="button" className="bd-page-btn" onClick={() => onPage(target)} disabled={disabled} aria-label={text}>
      <span aria-hidden="true">{symbol}</span>
    </button>
  );
  return (
    <nav className="bd-pagination" aria-label={label}>
      <p className="bd-page-range" aria-live="polite">
        {rangeLabel(current, total)}
      </p>
      <div className="bd-page-buttons">
        {button(1, 'Primera página', '«', current === 1)}
        {button(current - 1, 'Página anterior', '‹', current === 1)}
        <span className="bd-page-current">
          Página {current} de {last}
        </span>
        {button(current + 1, 'Página siguiente', '›', current === last)}
        {button(last, 'Última página', '»', current === last)}
      </div>
    </nav>
  );
}
