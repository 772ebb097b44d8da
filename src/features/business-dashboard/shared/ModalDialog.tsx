// A modal built on the native <dialog> (showModal): the page behind becomes inert, Escape closes,
// and Tab / Shift+Tab wrap around inside (the native modal would let focus out to the browser UI). Focus goes to the element marked `data-autofocus` (else the first
// control) and, on close, back to the element that opened it, or to `returnFocus()` when that
// element is gone (e.g. the card of a deleted posting).
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Keeps Tab inside `container`: from the last control to the first and back. */
export function wrapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !container.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !container.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

interface ModalDialogProps {
  readonly title: string;
  readonly titleId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly describedBy?: string;
  readonly size?: 'small' | 'large';
  /** Blocks Escape while a request runs, so an answer never lands on a closed dialog. */
  readonly busy?: boolean;
  readonly returnFocus?: () => HTMLElement | null;
}

export function ModalDialog(props: ModalDialogProps) {
  const { title, titleId, onClose, children, describedBy, size = 'large', busy = false } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef(props.returnFocus);
  useLayoutEffect(() => {
    returnFocus.current = props.returnFocus;
  });

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const first = element.querySelector<HTMLElement>('[data-autofocus]');
    first?.focus();
    return () => {
      if (element.open) element.close();
      const target = opener?.isConnected ? opener : returnFocus.current?.();
      target?.focus();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      className={`bd-dialog bd-dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <div className="bd-dialog-head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="bd-icon-btn" onClick={onClose} disabled={busy} aria-label="Cerrar">
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {children}
    </dialog>
  );
}
