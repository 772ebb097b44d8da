// Page changes made by the sign-in islands, behind one object so component tests can watch them
// (jsdom cannot navigate).
export const navigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
  replaceAddress(url: string): void {
    window.history.replaceState(window.history.state, '', url);
  },
};
