// Page changes made by the sign-in islands, behind one object so component tests can watch them
// (jsdom cannot navigate).
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  /** Goes to `url` in place of this page, so 'Atrás' does not come back to it. */
  replace(url: string): void {
    window.location.replace(url);
  },
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
