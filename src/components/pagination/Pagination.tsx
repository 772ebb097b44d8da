// First, previous, next and last page buttons with the 'a-b de total' range (10 a page, from
// lib/pagination) and 'Página n de m'. Each button is named for where it goes; the range is read
// as it changes. Each dashboard has its look: the worker area's round icon buttons (chevrons,
// doubled for the ends), the company area's square buttons with guillemets.
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import { PAGE_SIZE, clampPage, pageCount, rangeLabel } from '@/lib/pagination.ts';
import type { SessionKind } from '@/lib/session/token.ts';

export type PageStep = 'first' | 'previous' | 'next' | 'last';

interface PaginationLook {
  readonly className: string;
  readonly rangeClassName: string;
  readonly buttonsClassName: string;
  readonly buttonClassName: string;
  readonly currentClassName: string;
  /** What a button shows (hidden from assistive technology, which reads its name). */
  readonly face: (step: PageStep) => ReactNode;
}

const GUILLEMETS = { first: '«', previous: '‹', next: '›', last: '»' } as const;

const LOOKS: Readonly<Record<SessionKind, PaginationLook>> = {
  user: {
    className: 'jp-pagination',
    rangeClassName: 'jp-range',
    buttonsClassName: 'jp-page-buttons',
    buttonClassName: 'dash-icon-button jp-page-button',
    currentClassName: 'jp-page-current',
    face: (step) => {
      const icon = step === 'first' || step === 'previous' ? 'chevronLeft' : 'chevronRight';
      return (
        <>
          <Icon name={icon} size={18} />
          {(step === 'first' || step === 'last') && <Icon name={icon} size={18} className="jp-double" />}
        </>
      );
    },
  },
  business: {
    className: 'bd-pagination',
    rangeClassName: 'bd-page-range',
    buttonsClassName: 'bd-page-buttons',
    buttonClassName: 'bd-page-btn',
    currentClassName: 'bd-page-current',
    face: (step) => <span aria-hidden="true">{GUILLEMETS[step]}</span>,
  },
};

interface PaginationProps {
  readonly page: number;
  readonly total: number;
  readonly onPage: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Paginación de publicaciones'. */
  readonly label: string;
  /** The dashboard whose look the pager takes. */
  readonly area: SessionKind;
  /** Items a page (10 unless the list lets the person choose). */
  readonly size?: number;
}

const NAMES: Record<PageStep, string> = {
  first: 'Primera página',
  previous: 'Página anterior',
  next: 'Página siguiente',
  last: 'Última página',
};

export function Pagination({ page, total, onPage, label, area, size = PAGE_SIZE }: PaginationProps) {
  const look = LOOKS[area];
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
