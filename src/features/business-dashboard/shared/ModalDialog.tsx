// The company area's modal: the shared dialog (src/components/dialog) with the area's look.
import { ModalDialog as Dialog, type DialogLook, type ModalDialogProps } from '@/components/dialog/ModalDialog.tsx';

export function businessDialogLook(size: 'small' | 'large'): DialogLook {
  return {
    className: `bd-dialog bd-dialog-${size}`,
    headClassName: 'bd-dialog-head',
    closeClassName: 'bd-icon-btn',
    closeFace: <span aria-hidden="true">×</span>,
  };
}

export function ModalDialog({ size = 'large', ...props }: ModalDialogProps & { readonly size?: 'small' | 'large' }) {
  return <Dialog {...props} {...businessDialogLook(size)} />;
}
