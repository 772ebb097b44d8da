import { describe, expect, it } from 'vitest';
import { chooseProfile, parseProfileId } from './profile.ts';

const profiles = [
  { id_profile_user: 11, id_profile: 1, profile_name: 'Conductor' },
  { id_profile_user: 12, id_profile: 2, profile_name: 'Peoneta' },
];

describe('profile selection', () => {
  it('defaults to the first profile when none is chosen', () => {
    expect(chooseProfile(profiles, null)).toBe(profiles[0]);
  });

  it('keeps a chosen profile the worker has', () => {
    expect(chooseProfile(profiles, 12)).toBe(profiles[1]);
  });

  it('falls back to the first profile for an id the worker does not have', () => {
    expect(chooseProfile(profiles, 99)).toBe(profiles[0]);
  });

  it('selects nothing when the worker has no profiles', () => {
    expect(chooseProfile([], 11)).toBeNull();
  });

  it('reads only plain numbers from the address', () => {
    expect(parseProfileId('12')).toBe(12);
    expect(parseProfileId('12abc')).toBeNull();
    expect(parseProfileId(undefined)).toBeNull();
  });
});
