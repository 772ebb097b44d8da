// Putting a tooltip away. Tooltips are drawn by CSS from `data-tooltip` (src/styles/global.css):
// on hover where the pointer can hover and on keyboard focus. A tooltip must not stay on screen
// once the person is done with its control, so this marks a control's tooltip as put away when
// Escape is pressed on it (or while it is hovered), when a tap or click on it ends, and when the
// focus leaves it (a tap elsewhere on a touch screen, or Tab); the CSS hides a marked tooltip.
// The mark lifts when the pointer comes over the control again or the focus comes back to it.
export const TOOLTIP_SELECTOR = '[data-tooltip]';
export const TOOLTIP_PUT_AWAY = 'data-tooltip-put-away';

function tooltipOf(target: EventTarget | null): Element | null {
  return target instanceof Element ? target.closest(TOOLTIP_SELECTOR) : null;
}

function putAway(control: Element | null): void {
  control?.setAttribute(TOOLTIP_PUT_AWAY, '');
}

function bringBack(control: Element | null): void {
  control?.removeAttribute(TOOLTIP_PUT_AWAY);
}

/** Listens on the whole document; returns the function that stops listening. */
export function installTooltipDismissal(doc: Document = document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    putAway(tooltipOf(doc.activeElement));
    doc.querySelectorAll(`${TOOLTIP_SELECTOR}:hover`).forEach(putAway);
  };
  const onLeave = (event: Event) => putAway(tooltipOf(event.target));
  // A tap focuses its control only after the pointer is up: the click that ends it puts the tooltip
  // away again. A click from the keyboard (Enter, Space) has no pointer and leaves it.
  const onClick = (event: MouseEvent) => {
    if (event.detail > 0) putAway(tooltipOf(event.target));
  };
  const onFocusIn = (event: FocusEvent) => bringBack(tooltipOf(event.target));
  const onPointerOver = (event: MouseEvent) => {
    const control = tooltipOf(event.target);
    // Moving between the control's own parts (its icon, its hidden label) is not coming over it again.
    const from = event.relatedTarget;
    if (control && !(from instanceof Node && control.contains(from))) bringBack(control);
  };
  // Capture: a control that stops an event from bubbling still has its tooltip put away.
  doc.addEventListener('keydown', onKeyDown, true);
  doc.addEventListener('pointerup', onLeave, true);
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('focusout', onLeave, true);
  doc.addEventListener('focusin', onFocusIn, true);
  doc.addEventListener('pointerover', onPointerOver, true);
  return () => {
    doc.removeEventListener('keydown', onKeyDown, true);
    doc.removeEventListener('pointerup', onLeave, true);
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('focusout', onLeave, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    doc.removeEventListener('pointerover', onPointerOver, true);
  };
}
