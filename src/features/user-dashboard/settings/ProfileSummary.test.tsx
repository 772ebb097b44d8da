// @vitest-environment jsdom
// The profile card's own 'Editar información': a button of the card (not only a quick action of
// the right panel, which is a closed slide-over on a phone) that opens the personal form in the panel.
import { cleanStores } from 'nanostores';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sampleUser } from '@/features/user-dashboard/shared/user.sample.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { $panel, initialPanel } from '@/features/user-dashboard/shared/panel-stack.ts';

vi.mock('@/lib/http/clients.ts', () => ({ usersApi: {}, businessApi: {}, dataApi: {} }));

const { ProfileSummary } = await import('./ProfileSummary.tsx');

const user = sampleUser();

afterEach(() => {
  cleanStores($panel, $panelOpen);
  $panel.set(initialPanel('home'));
  $panelOpen.set(false);
});

describe('the profile card', () => {
  it('offers «Editar información» as its own button, which opens the personal form in the panel', async () => {
    $panel.set(initialPanel('settings'));
    render(<ProfileSummary user={user} extra={null} />);
    const card = screen.getByRole('region', { name: 'Camila Rojas' });
    expect(card.textContent).toContain('Usa «Editar información» para agregarlo.');
    await userEvent.click(within(card).getByRole('button', { name: 'Editar información' }));
    expect($panel.get().current).toEqual({ section: 'settings', view: 'EditInfo' });
    expect($panelOpen.get()).toBe(true);
  });
});
