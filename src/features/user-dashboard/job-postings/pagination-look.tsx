// The worker area's look of the shared pager: round icon buttons, chevrons doubled for the ends.
import type { PaginationLook } from '@/components/pagination/Pagination.tsx';
import { Icon } from '@/components/icon/icons.tsx';

export const JOB_PAGINATION: PaginationLook = {
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
};
