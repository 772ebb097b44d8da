// First, previous, next and last page with the range label 'a-b de total'.
import { Icon } from '../chrome/icons.tsx';
import { clampPage, pageCount, rangeLabel } from '../../../lib/pagination.ts';

interface PaginationProps {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
}

export function Pagination({ page, total, onPage }: PaginationProps) {
  const last = pageCount(total);
  const current = clampPage(page, total);
  const button = (
    target: number,
    label: string,
    icon: 'chevronLeft' | 'chevronRight',
    double: boolean,
    off: boolean,
  ) => (
    <button type="button" className="dash-icon-button jp-page-button" onClick={() => onPage(target)} disabled={off}>
      <Icon name={icon} size={18} />
      {double && <Icon name={icon} size={18} className="jp-double" />}
      <span className="visually-hidden">{label}</span>
    </button>
  );
  return (
    <nav className="jp-pagination" aria-label="Paginación de ofertas">
      <p className="jp-range" aria-live="polite">
        {rangeLabel(current, total)}
      </p>
      <div className="jp-page-buttons">
        {button(1, 'Primera página', 'chevronLeft', true, current === 1)}
        {button(current - 1, 'Página anterior', 'chevronLeft', false, current === 1)}
        <span className="jp-page-current">
          Página {current} de {last}
        </span>
        {button(current + 1, 'Página siguiente', 'chevronRight', false, current === last)}
        {button(last, 'Última página', 'chevronRight', true, current === last)}
      </div>
    </nav>
  );
}
