// The closing part every worker edit form shares: the info note and the error line, then the
// "reload the current data" button after a save refused as stale, then Cancelar / Guardar cambios.
import type { MouseEventHandler } from 'react';
import { RELOAD_CURRENT_LABEL } from '@/lib/http/index.ts';

interface FormMessagesProps {
  readonly note: string | null | undefined;
  readonly failure: string | null | undefined;
}

/** The polite info note (kept in the DOM, hidden while empty) and the assertive error line. */
export function FormMessages({ note, failure }: FormMessagesProps) {
  return (
    <>
      <p className="uf-message uf-message-info" role="status" hidden={!note}>
        {note}
      </p>
      {failure && (
        <p className="uf-message uf-message-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}

interface FormActionsProps {
  readonly submitting: boolean;
  readonly onCancel: () => void;
  /** The row's class: `uf-actions` in a panel, `ud-dialog-actions` in a dialog. */
  readonly className?: string;
  /** True after a save refused because another session saved first. */
  readonly stale?: boolean;
  readonly onReload?: () => void;
  /** The submit button's text while idle. */
  readonly submitLabel?: string;
  readonly onSubmitClick?: MouseEventHandler<HTMLButtonElement>;
}

/** The reload button (only while stale) and the Cancelar / submit row. */
export function FormActions({
  submitting,
  onCancel,
  className = 'uf-actions',
  stale = false,
  onReload,
  submitLabel = 'Guardar cambios',
  onSubmitClick,
}: FormActionsProps) {
  return (
    <>
      {stale && (
        <div className="uf-actions">
          <button
            type="button"
            className="btn btn-outline"
            onClick={(event) => {
              // Inside a draft-bound form: this click must not save the typing it drops.
              event.stopPropagation();
              onReload?.();
            }}
          >
            {RELOAD_CURRENT_LABEL}
          </button>
        </div>
      )}
      <div className={className}>
        <button type="button" className="btn btn-outline" onClick={onCancel} disabled={submitting}>
          Cancelar
        </button>
        <button type="submit" className="btn" disabled={submitting} onClick={onSubmitClick}>
          {submitting ? 'Guardando…' : submitLabel}
        </button>
      </div>
    </>
  );
}
