// The worker's profiles and the one selected: it defaults to the first profile
// and is mirrored in the address as `profile={id_profile_user}`. Every page that shows a
// profile's data reads $selectedProfile.
import { atom, computed } from 'nanostores';
import type { UserProfile } from '@/lib/session/types.ts';
import { $session } from '@/stores/session.ts';
import { readAddress, withAddress } from '@/features/user-dashboard/routing/address.ts';
import { replaceSearch } from '@/features/user-dashboard/routing/router.ts';

export const $profiles = computed($session, (session): readonly UserProfile[] =>
  session.kind === 'user' ? session.user.myProfiles : [],
);

/** The id asked for (address or selector); $selectedProfile falls back to the first profile. */
export const $requestedProfileId = atom<number | null>(null);

/** The requested profile when the worker has it, else the first one, else none. */
export function chooseProfile(profiles: readonly UserProfile[], requested: number | null): UserProfile | null {
  return profiles.find((profile) => profile.id_profile_user === requested) ?? profiles[0] ?? null;
}

export const $selectedProfile = computed([$profiles, $requestedProfileId], chooseProfile);

export function parseProfileId(value: string | undefined): number | null {
  return value !== undefined && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Selects a profile and mirrors it in the address. */
export function selectProfile(id: number): void {
  $requestedProfileId.set(id);
  mirrorProfile();
}

/** Writes the selected profile (if any) into the address, replacing history. */
export function mirrorProfile(): void {
  const selected = $selectedProfile.get();
  const address = readAddress(window.location.search);
  const profile = selected ? String(selected.id_profile_user) : undefined;
  if (address.profile === profile) return;
  const next: Record<string, string> = { ...address };
  if (profile) next['profile'] = profile;
  else delete next['profile'];
  replaceSearch(withAddress(window.location.search, next));
}
