import { cleanStores } from 'nanostores';
import { afterEach, describe, expect, it } from 'vitest';
import {
  $panel,
  DEFAULT_VIEW,
  canGoBack,
  initialPanel,
  openPanelView,
  panelBack,
  popView,
  pushView,
  resetPanel,
} from './panel-stack.ts';

afterEach(() => {
  cleanStores($panel);
  resetPanel('home');
});

describe('the right panel stack', () => {
  it('starts on Default with nothing to go back to', () => {
    const state = initialPanel('home');
    expect(state.current).toEqual({ section: 'home', view: DEFAULT_VIEW });
    expect(canGoBack(state)).toBe(false);
  });

  it('walks back through the section and view pairs in reverse order', () => {
    openPanelView('home', 'SeeAttendance');
    openPanelView('home', 'Fines');
    openPanelView('home', 'MyDocs');
    expect($panel.get().current.view).toBe('MyDocs');
    panelBack();
    expect($panel.get().current.view).toBe('Fines');
    panelBack();
    expect($panel.get().current.view).toBe('SeeAttendance');
    panelBack();
    expect($panel.get().current).toEqual({ section: 'home', view: DEFAULT_VIEW });
  });

  it('returns to Default of the current section when the stack is empty', () => {
    const state = { current: { section: 'bank', view: 'Update' }, history: [] };
    expect(popView(state)).toEqual(initialPanel('bank'));
    expect(canGoBack(state)).toBe(true);
  });

  it('does not stack the same view twice in a row', () => {
    const once = pushView(initialPanel('home'), 'home', 'Fines');
    expect(pushView(once, 'home', 'Fines')).toBe(once);
  });

  it('keeps pairs of different sections apart', () => {
    openPanelView('home', 'Fines');
    openPanelView('bank', 'AccountData');
    panelBack();
    expect($panel.get().current).toEqual({ section: 'home', view: 'Fines' });
  });

  it('resets to Default of a section', () => {
    openPanelView('home', 'Fines');
    resetPanel('bank');
    expect($panel.get()).toEqual(initialPanel('bank'));
  });
});
