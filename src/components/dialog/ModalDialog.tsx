// Every modal of the site, on the native <dialog> (showModal). It opens when mounted and closes
// when unmounted. This component owns focus: the page behind becomes inert, Escape calls onClose
// (unless a request runs), Tab / Shift+Tab wrap inside (the native modal lets focus out to the
// browser UI), focus starts on the element marked `data-autofocus` (else the first control) and
// returns, on close, to the element that opened it, or to `returnFocus()` when that element is
// gone or cannot take focus (e.g. the card of a deleted entry, a submit button disabled while
// its request runs). Each area gives its own classes and, optionally, a
// close button's face and something shown before the title; the behaviour is the same everywhere.
import { useEffect, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function visibleControls(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

function canTakeFocus(element: HTMLElement): boolean {
  return element.isConnected && element !== document.body && !element.matches(':disabled');
}

/** Keeps Tab inside `container`: from the last control to the first and back. */
export function wrapTab(event: KeyboardEvent<HTMLElement>, container: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const controls = visibleControls(container);
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

export interface ModalDialogProps {
  readonly title: string;
  readonly titleId: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly describedBy?: string | undefined;
  /** Blocks closing while a request runs, so an answer never lands on a closed dialog. */
  readonly busy?: boolean;
  readonly returnFocus?: (() => HTMLElement | null) | undefined;
}

export interface DialogLook {
  /** Class of the <dialog>. */
  readonly className: string;
  /** Class of the title row (title and 'Cerrar' button); without it the title stands alone. */
  readonly headClassName?: string;
  /** Class and face of the title row's 'Cerrar' button (the face is hidden from assistive
   * technology); without a face there is no such button (the dialog has its own actions). */
  readonly closeClassName?: string;
  readonly closeFace?: ReactNode;
  /** Shown before the title (e.g. a check mark). */
  readonly lead?: ReactNode;
}

export function ModalDialog(props: ModalDialogProps & DialogLook) {
  const { title, titleId, onClose, children, describedBy, busy = false } = props;
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
    const first = element.querySelector<HTMLElement>('[data-autofocus]') ?? visibleControls(element)[0];
    first?.focus();
    return () => {
      if (element.open) element.close();
      const target = opener && canTakeFocus(opener) ? opener : returnFocus.current?.();
      target?.focus();
    };
  }, []);

  const heading = <h2 id={titleId}>{title}</h2>;
  return (
    <dialog
      ref={dialog}
      className={props.className}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      {props.lead}
      {props.headClassName === undefined ? (
        heading
      ) : (
        <div className={props.headClassName}>
          {heading}
          {props.closeFace !== undefined && (
            <button
              type="button"
              className={props.closeClassName}
              onClick={onClose}
              disabled={busy}
              aria-label="Cerrar"
              data-tooltip="Cerrar"
              data-tooltip-side="start"
            >
              {props.closeFace}
            </button>
          )}
        </div>
      )}
      {children}
    </dialog>
  );
}
