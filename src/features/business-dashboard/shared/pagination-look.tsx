// The company area's look of the shared pager: square buttons with guillemets.
import type { PaginationLook } from '@/components/pagination/Pagination.tsx';

const FACES = { first: '«', previous: '‹', next: '›', last: '»' } as const;

export const BUSINESS_PAGINATION: PaginationLook = {
  className: 'bd-pagination',
  rangeClassName: 'bd-page-range',
  buttonsClassName: 'bd-page-buttons',
  buttonClassName: 'bd-page-btn',
  currentClassName: 'bd-page-current',
  face: (step) => <span aria-hidden="true">{FACES[step]}</span>,
};
