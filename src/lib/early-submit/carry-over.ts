// A server-rendered form can be typed into before its island's code is live. When React hydrates
// a controlled field it keeps what the field shows but takes its own (empty) value as the default,
// so the form's state never hears of those keystrokes and the next render wipes them. Once the
// form is live, each field that no longer shows its default is typed again: the same events a
// person's typing fires reach the form's state (and its draft).

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const NOT_TYPED = new Set(['file', 'submit', 'button', 'reset', 'image', 'hidden']);

function isControl(element: Element): element is Control {
  return (
    element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
  );
}

function checkable(control: Control): control is HTMLInputElement {
  return control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');
}

function changedFromDefault(control: Control): boolean {
  if (control.disabled) return false;
  if (checkable(control)) return control.checked !== control.defaultChecked;
  if (control instanceof HTMLSelectElement) {
    if (control.multiple)
      return Array.from(control.options).some((option) => option.selected !== option.defaultSelected);
    const chosenByDefault = Array.from(control.options).findIndex((option) => option.defaultSelected);
    return control.selectedIndex !== Math.max(chosenByDefault, 0);
  }
  if (control instanceof HTMLInputElement && NOT_TYPED.has(control.type)) return false;
  return control.value !== control.defaultValue;
}

/** The fields of `form` that show something other than what the page was drawn with. */
export function typedEarly(form: HTMLFormElement): Control[] {
  return Array.from(form.elements).filter(isControl).filter(changedFromDefault);
}

/** Fires what typing `control`'s current value would fire, so the form's change tracking takes it. */
export function typeAgain(control: Control): void {
  if (checkable(control)) {
    const wanted = control.checked;
    control.checked = !wanted;
    control.click();
    return;
  }
  // A select's change is reported as it comes.
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  const value = control.value;
  // React only reports a value that differs from the one it last saw: it sees '' through the
  // element's own setter, while the prototype's setter puts the typed value back unseen.
  const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value');
  if (!native?.set) return;
  control.value = '';
  native.set.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Whether `form` was drawn on the server inside an island. A form drawn in the browser has nothing
 * typed early, and there a controlled select's default choice is not one the page was drawn with.
 */
export function serverDrawn(form: HTMLFormElement): boolean {
  const island = form.closest('astro-island');
  return island !== null && island.getAttribute('client') !== 'only';
}

/**
 * Hands every value typed into a server-drawn `form` before its code was live to the form's state;
 * returns how many.
 */
export function carryTypedInput(form: HTMLFormElement): number {
  if (!serverDrawn(form)) return 0;
  const controls = typedEarly(form);
  controls.forEach(typeAgain);
  return controls.length;
}
