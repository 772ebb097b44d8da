// The worker area's modal (profile, bank and posting pages): the shared dialog
// (src/components/dialog) with the dashboard's look.
import { ModalDialog as Dialog, type DialogLook, type ModalDialogProps } from '@/components/dialog/ModalDialog.tsx';
import { Icon } from '@/components/icon/icons.tsx';

export function workerDialogLook(size: 'small' | 'large'): DialogLook {
  return {
    className: `ud-dialog ud-dialog-${size}`,
    headClassName: 'ud-dialog-head',
    closeClassName: 'dash-icon-button',
    closeFace: <Icon name="close" size={20} />,
  };
}

export function ModalDialog({ size = 'small', ...props }: ModalDialogProps & { readonly size?: 'small' | 'large' }) {
  return <Dialog {...props} {...workerDialogLook(size)} />;
}
