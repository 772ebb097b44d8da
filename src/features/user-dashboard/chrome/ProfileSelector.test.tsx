// @vitest-environment jsdom
// The profile selector: placeholder 'Seleccionar perfil', the first profile by
// default, the choice mirrored in the address, and 'Sin perfiles' (disabled) without profiles.
import { cleanStores } from 'nanostores';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LoggedUser } from '@/lib/session/types.ts';
import { $session } from '@/stores/session.ts';
import { $dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { $requestedProfileId } from '@/features/user-dashboard/shared/profile.ts';
import { sampleUser } from '@/features/user-dashboard/shared/user.sample.ts';
import { ProfileSelector } from './ProfileSelector.tsx';

function signIn(profiles: LoggedUser['myProfiles']) {
  const user = sampleUser({ myProfiles: profiles });
  $session.set({ kind: 'user', user, token: 't', exp: Date.now() / 1000 + 3600 });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/user/dashboard/home?business=transportes-andes');
  $requestedProfileId.set(null);
});
afterEach(() => {
  cleanStores($session, $requestedProfileId, $dashboardRouter);
  $session.set({ kind: 'none' });
});

describe('profile selector', () => {
  it('starts on the first profile and offers the placeholder', () => {
    signIn([
      { id_profile_user: 11, id_profile: 1, profile_name: 'Conductor' },
      { id_profile_user: 12, id_profile: 2, profile_name: 'Peoneta' },
    ]);
    render(<ProfileSelector />);
    const select = screen.getByLabelText('Perfil');
    expect(select).toHaveProperty('value', '11');
    expect(screen.getByRole('option', { name: 'Seleccionar perfil' })).toHaveProperty('disabled', true);
  });

  it('mirrors the chosen profile in the address', async () => {
    signIn([
      { id_profile_user: 11, id_profile: 1, profile_name: 'Conductor' },
      { id_profile_user: 12, id_profile: 2, profile_name: 'Peoneta' },
    ]);
    render(<ProfileSelector />);
    await userEvent.selectOptions(screen.getByLabelText('Perfil'), 'Peoneta');
    expect(window.location.search).toBe('?business=transportes-andes&profile=12');
    expect(screen.getByLabelText('Perfil')).toHaveProperty('value', '12');
  });

  it("is disabled and reads 'Sin perfiles' when the worker has none", () => {
    signIn([]);
    render(<ProfileSelector />);
    const select = screen.getByLabelText('Perfil');
    expect(select).toHaveProperty('disabled', true);
    expect(screen.getByRole('option', { name: 'Sin perfiles' })).toBeTruthy();
  });
});
