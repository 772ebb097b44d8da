// The right panel's navigation: each dashboard section shows one view of its
// panel at a time ('Default' first); opening a view remembers where it came from, so the back
// arrow walks a stack of section and view pairs, and lands on Default when the stack is empty.
// Part 2 (bank details) uses the same store with its own section and views.
import { atom, computed } from 'nanostores';

export const DEFAULT_VIEW = 'Default';

export interface PanelEntry {
  readonly section: string;
  readonly view: string;
}

export interface PanelState {
  readonly current: PanelEntry;
  readonly history: readonly PanelEntry[];
}

export function initialPanel(section: string): PanelState {
  return { current: { section, view: DEFAULT_VIEW }, history: [] };
}

/** Opens `view` of `section`, pushing the current pair (opening the current view is a no-op). */
export function pushView(state: PanelState, section: string, view: string): PanelState {
  if (state.current.section === section && state.current.view === view) return state;
  return { current: { section, view }, history: [...state.history, state.current] };
}

/** Back to the previous pair; Default of the current section when nothing is left. */
export function popView(state: PanelState): PanelState {
  const previous = state.history.at(-1);
  if (!previous) return initialPanel(state.current.section);
  return { current: previous, history: state.history.slice(0, -1) };
}

export function canGoBack(state: PanelState): boolean {
  return state.history.length > 0 || state.current.view !== DEFAULT_VIEW;
}

export const $panel = atom<PanelState>(initialPanel('home'));
export const $panelCanGoBack = computed($panel, canGoBack);

export function openPanelView(section: string, view: string): void {
  $panel.set(pushView($panel.get(), section, view));
}

export function panelBack(): void {
  $panel.set(popView($panel.get()));
}

/** Starts a section's panel afresh (on entering a dashboard page). */
export function resetPanel(section: string): void {
  $panel.set(initialPanel(section));
}
