// jsdom has no modal <dialog> and lays nothing out: showModal/close only toggle `open`, and every
// control counts as visible (so Tab wrapping finds them).
export function fakeModalDialogs(): void {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  HTMLElement.prototype.getClientRects = () => [{}] as unknown as DOMRectList;
}
