// First, previous, next and last page buttons with the 'a-b de total' range (10 a page, from
// lib/pagination) and 'Página n de m'. Each button is named for where it goes; the range is read
// as it changes. Each area gives its classes and the buttons' faces (PaginationLook).
import type { ReactNode } from 'react';
import { PAGE_SIZE, clampPage, pageCount, rangeLabel } from '@/lib/pagination.ts';

export type PageStep = 'first' | 'previous' | 'next' | 'last';

export interface PaginationLook {
  readonly className: string;
  readonly rangeClassName: string;
  readonly buttonsClassName: string;
  readonly buttonClassName: string;
  readonly currentClassName: string;
  /** What a button shows (hidden from assistive technology, which reads its name). */
  readonly face: (step: PageStep) => ReactNode;
}

interface PaginationProps {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Paginación de publicaciones'. */
  readonly label: string;
  readonly look: PaginationLook;
  /** Items a page (10 unless the list lets the person choose). */
  readonly size?: number;
}

const NAMES: Record<PageStep, string> = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
};

export function Pagination({ page, total, onPage, label, look, size = PAGE_SIZE }: PaginationProps) {
  const last = pageCount(total, size);
  const current = clampPage(page, total, size);
  const button = (step: PageStep, target: number, disabled: boolean) => (
    <button
      type="button"
      className={look.buttonClassName}
      onClick={() => onPage(target)}
      disabled={disabled}
      aria-label={NAMES[step]}
      data-tooltip={NAMES[step]}
    >
      {look.face(step)}
    </button>
  );
  return (
    <nav className={look.className} aria-label={label}>
      <p className={look.rangeClassName} aria-live="polite">
        {rangeLabel(current, total, size)}
      </p>
      <div className={look.buttonsClassName}>
        {button('first', 1, current === 1)}
        {button('previous', current - 1, current === 1)}
        <span className={look.currentClassName}>
          Página {current} de {last}
        </span>
        {button('next', current + 1, current === last)}
        {button('last', last, current === last)}
      </div>
    </nav>
  );
}
