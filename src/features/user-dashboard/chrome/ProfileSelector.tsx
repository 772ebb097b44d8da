// The profile selector of the home navbar: placeholder 'Seleccionar perfil',
// disabled with 'Sin perfiles' when the worker has none; the choice is mirrored in the address.
import { useStore } from '@nanostores/react';
import { $profiles, $selectedProfile, selectProfile } from '@/features/user-dashboard/shared/profile.ts';

export const PROFILE_PLACEHOLDER = 'Seleccionar perfil';
export const NO_PROFILES = 'Sin perfiles';

export function ProfileSelector() {
  const profiles = useStore($profiles);
  const selected = useStore($selectedProfile);
  const none = profiles.length === 0;
  return (
    <div className="dash-profile-select">
      <label htmlFor="dash-perfil">Perfil</label>
      <select
        id="dash-perfil"
        value={selected ? String(selected.id_profile_user) : ''}
        disabled={none}
        onChange={(event) => {
          const id = Number(event.target.value);
          if (Number.isInteger(id) && id > 0) selectProfile(id);
        }}
      >
        {none ? (
          <option value="">{NO_PROFILES}</option>
        ) : (
          <>
            <option value="" disabled>
              {PROFILE_PLACEHOLDER}
            </option>
            {profiles.map((profile) => (
              <option key={profile.id_profile_user} value={profile.id_profile_user}>
                {profile.profile_name}
              </option>
            ))}
          </>
        )}
      </select>
    </div>
  );
}
