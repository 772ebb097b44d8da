// The company area's modal: the shared dialog (src/components/dialog) with the area's look.
import { ModalDialog as Dialog, type ModalDialogProps } from '../../../components/dialog/ModalDialog.tsx';

export function ModalDialog({ size = 'large', ...props }: ModalDialogProps & { readonly size?: 'small' | 'large' }) {
  return (
    <Dialog
      {...props}
      className={`bd-dialog bd-dialog-${size}`}
      headClassName="bd-dialog-head"
      closeClassName="bd-icon-btn"
      closeFace={<span aria-hidden="true">×</span>}
    />
  );
}
