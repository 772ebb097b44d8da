// The right panel's navigation: each dashboard section shows one view of its
// panel at a time ('Default' first); opening a view remembers where it came from, so the back
// arrow walks a stack of section and view pairs, and lands on Default when the stack is empty.
// Every section with a panel (home, settings, bank) keeps its own views in this one store.
import { atom, computed } from 'nanostores';
import { $sessionRejected } from '@/stores/session.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';

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

// The form a worker had open when their session ended in the middle of a save: kept in this tab,
// so that after signing in again the same form opens with its draft.
const RESUME_ITEM = 'enlista.resume-panel';

function tabStorage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

$sessionRejected.listen((rejected) => {
  const { current } = $panel.get();
  if (!rejected || !rejected.midWork || current.view === DEFAULT_VIEW) return;
  try {
    tabStorage()?.setItem(RESUME_ITEM, JSON.stringify(current));
  } catch {
    // Without storage the panel simply starts on its quick actions.
  }
});

/** The view of `section` left open when the session ended mid-work (read once), or null. */
function takeResumedView(section: string): string | null {
  try {
    const storage = tabStorage();
    const text = storage?.getItem(RESUME_ITEM);
    if (!text) return null;
    const entry = JSON.parse(text) as Partial<PanelEntry> | null;
    if (entry?.section !== section || typeof entry.view !== 'string') return null;
    storage?.removeItem(RESUME_ITEM);
    return entry.view;
  } catch {
    return null;
  }
}

/**
 * Starts a section's panel afresh (on entering a dashboard page), or on the form that was open when
 * the session ended in the middle of a save.
 */
export function resetPanel(section: string): void {
  const resumed = takeResumedView(section);
  $panel.set(initialPanel(section));
  if (resumed && resumed !== DEFAULT_VIEW) {
    openPanelView(section, resumed);
    $panelOpen.set(true);
  }
}
