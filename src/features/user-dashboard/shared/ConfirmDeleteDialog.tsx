// The confirmation before deleting one of the worker's records (an experience, a bank account):
// the shared ConfirmDialog in the worker area's look; a failure reads '{failurePrefix} {reason}'.
import { ConfirmDialog, type ConfirmDialogProps, type ConfirmLook } from '@/components/dialog/ConfirmDialog.tsx';
import { failureText } from './api-answer.ts';
import { dashboardDialogLook } from '@/components/dialog/DashboardDialog.tsx';

const LOOK: ConfirmLook = {
  dialog: dashboardDialogLook('user', 'small'),
  bodyClassName: 'ud-dialog-body',
  failureClassName: 'uf-message uf-message-error',
  actionsClassName: 'ud-dialog-actions',
  confirmClassName: 'btn btn-danger',
};

type ConfirmDeleteDialogProps = Omit<ConfirmDialogProps, 'look' | 'confirm' | 'failureMessage'> & {
  /** Shown before the server's message when the deletion fails. */
  readonly failurePrefix: string;
  /** Deletes the record; resolves the server's message (null: nothing to announce). */
  readonly remove: () => Promise<string | null>;
};

export function ConfirmDeleteDialog({ remove, failurePrefix, ...props }: ConfirmDeleteDialogProps) {
  return (
    <ConfirmDialog
      {...props}
      look={LOOK}
      confirm={remove}
      failureMessage={(error) => `${failurePrefix} ${failureText(error)}`}
    />
  );
}
