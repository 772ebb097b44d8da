// The closing row of a dialog that asks for one step: 'Cancelar', then the step itself.
interface CancelOrConfirmProps {
  /** The row's class, the dialog's own (`ud-dialog-actions`, `dash-dialog-actions`). */
  readonly className: string;
  readonly onCancel: () => void;
  /** 'Cancelar' takes the first focus when the dialog opens. */
  readonly focusCancel?: boolean;
  readonly confirmLabel: string;
  readonly onConfirm: () => void;
}

export function CancelOrConfirm({
  className,
  onCancel,
  focusCancel = false,
  confirmLabel,
  onConfirm,
}: CancelOrConfirmProps) {
  return (
    <div className={className}>
      <button type="button" className="btn btn-outline" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        Cancelar
      </button>
      <button type="button" className="btn" onClick={onConfirm}>
        {confirmLabel}
      </button>
    </div>
  );
}
