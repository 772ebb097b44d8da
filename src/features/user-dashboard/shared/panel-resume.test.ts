// @vitest-environment jsdom
// The form that was open when a save was refused for an ended session opens again after signing in.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $sessionRejected } from '@/stores/session.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { $panel, DEFAULT_VIEW, openPanelView, resetPanel } from './panel-stack.ts';

vi.mock('@/lib/http/clients.ts', () => ({ usersApi: {}, businessApi: {}, dataApi: {} }));

afterEach(() => {
  $sessionRejected.set(false);
  sessionStorage.clear();
  resetPanel('home');
  $panelOpen.set(false);
});

describe('the panel after a session ended mid-work', () => {
  it('reopens the form that was open, once, on the same page', () => {
    resetPanel('bank');
    openPanelView('bank', 'AccountData');
    $sessionRejected.set({ to: '/login/transportes-andes?rgs=andes-2025', midWork: true });
    resetPanel('bank');
    expect($panel.get().current).toEqual({ section: 'bank', view: 'AccountData' });
    expect($panelOpen.get()).toBe(true);
    resetPanel('bank');
    expect($panel.get().current.view).toBe(DEFAULT_VIEW);
  });

  it('keeps nothing when the session was found ended on a read, and leaves other pages alone', () => {
    resetPanel('settings');
    openPanelView('settings', 'EditInfo');
    $sessionRejected.set({ to: '/', midWork: false });
    resetPanel('settings');
    expect($panel.get().current.view).toBe(DEFAULT_VIEW);

    openPanelView('settings', 'EditInfo');
    $sessionRejected.set(false);
    $sessionRejected.set({ to: '/login', midWork: true });
    resetPanel('bank');
    expect($panel.get().current).toEqual({ section: 'bank', view: DEFAULT_VIEW });
    resetPanel('settings');
    expect($panel.get().current).toEqual({ section: 'settings', view: 'EditInfo' });
  });
});
