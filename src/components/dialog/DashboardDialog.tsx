// A dashboard's modal: the shared ModalDialog in the look of the area it opens in, small or large.
// The worker area's (`ud-` classes) closes with its line icon, the company area's (`bd-`) with a
// '×'; each area's CSS gives the widths. Every dialog of either dashboard is one of these.
import type { ReactNode } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import type { SessionKind } from '@/lib/session/token.ts';
import { ModalDialog, type DialogLook, type ModalDialogProps } from './ModalDialog.tsx';

export type DialogSize = 'small' | 'large';

interface AreaDialogLook {
  readonly prefix: string;
  readonly closeClassName: string;
  readonly closeFace: ReactNode;
}

const AREA_LOOKS: Readonly<Record<SessionKind, AreaDialogLook>> = {
  user: { prefix: 'ud', closeClassName: 'dash-icon-button', closeFace: <Icon name="close" size={20} /> },
  business: { prefix: 'bd', closeClassName: 'bd-icon-btn', closeFace: <span aria-hidden="true">×</span> },
};

/** The dialog look of `area` at `size` (for ConfirmDialog and other wrappers of ModalDialog). */
export function dashboardDialogLook(area: SessionKind, size: DialogSize): DialogLook {
  const { prefix, closeClassName, closeFace } = AREA_LOOKS[area];
  return {
    className: `${prefix}-dialog ${prefix}-dialog-${size}`,
    headClassName: `${prefix}-dialog-head`,
    closeClassName,
    closeFace,
  };
}

interface DashboardDialogProps extends ModalDialogProps {
  /** The dashboard the dialog opens in. */
  readonly area: SessionKind;
  readonly size: DialogSize;
}

export function DashboardDialog({ area, size, ...props }: DashboardDialogProps) {
  return <ModalDialog {...props} {...dashboardDialogLook(area, size)} />;
}

interface DialogCloseRowProps {
  readonly area: SessionKind;
  /** The button's text ('Cerrar' unless given). */
  readonly label?: string;
  readonly onClose: () => void;
}

/**
 * The only button of a dialog left with nothing to do (what it edits did not load, its answer is
 * shown): it takes the focus, so Enter or Space closes the dialog.
 */
export function DialogCloseRow({ area, label = 'Cerrar', onClose }: DialogCloseRowProps) {
  return (
    <div className={`${AREA_LOOKS[area].prefix}-dialog-actions`}>
      <button type="button" className="btn" onClick={onClose} data-autofocus>
        {label}
      </button>
    </div>
  );
}
