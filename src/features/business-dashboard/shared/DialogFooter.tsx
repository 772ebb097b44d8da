// The foot of a company-area form dialog: what went wrong, announced at once, and the row of
// 'Cancelar' and the submit button. Both buttons wait while the request runs, so the person can
// neither send twice nor leave a request half done.

interface DialogFailureProps {
  /** One line, several lines, or nothing (null or an empty list: nothing is drawn). */
  readonly failure: string | readonly string[] | null;
}

/** The failure inside the dialog, one paragraph a line (the page behind a modal is inert). */
export function DialogFailure({ failure }: DialogFailureProps) {
  const lines = typeof failure === 'string' ? [failure] : (failure ?? []);
  if (lines.length === 0) return null;
  return (
    <div className="bd-form-error" role="alert">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

interface DialogSubmitRowProps {
  /** True while the request runs. */
  readonly busy: boolean;
  readonly onCancel: () => void;
  readonly submitLabel: string;
  /** The submit button's text while the request runs. */
  readonly busyLabel: string;
  /** The submit button's classes ('btn' unless given). */
  readonly submitClassName?: string;
  /** The submit button takes the focus when the dialog opens (a dialog with no field to fill). */
  readonly focusSubmit?: boolean;
}

/** 'Cancelar' and the submit button. */
export function DialogSubmitRow({
  busy,
  onCancel,
  submitLabel,
  busyLabel,
  submitClassName = 'btn',
  focusSubmit = false,
}: DialogSubmitRowProps) {
  return (
    <div className="bd-dialog-actions">
      <button type="button" className="btn btn-outline" onClick={onCancel} disabled={busy}>
        Cancelar
      </button>
      <button type="submit" className={submitClassName} disabled={busy} data-autofocus={focusSubmit ? '' : undefined}>
        {busy ? busyLabel : submitLabel}
      </button>
    </div>
  );
}
