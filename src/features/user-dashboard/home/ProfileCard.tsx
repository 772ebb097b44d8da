// Profile card of the home: photo, full name, the selected profile's name, e-mail.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { initials } from '@/lib/format/index.ts';
import { usersAssetUrl } from '@/lib/http/index.ts';
import type { LoggedUser } from '@/lib/session/types.ts';
import { $selectedProfile } from '@/features/user-dashboard/shared/profile.ts';

export function fullName(user: Pick<LoggedUser, 'firstname' | 'lastname' | 'email'>): string {
  return [user.firstname, user.lastname].filter(Boolean).join(' ') || user.email;
}

export function ProfileCard({ user }: { readonly user: LoggedUser }) {
  const profile = useStore($selectedProfile);
  const photo = usersAssetUrl(user.img_profile);
  const [broken, setBroken] = useState(false);
  const name = fullName(user);
  return (
    <section className="dash-card profile-card" aria-label="Tu perfil">
      {photo && !broken ? (
        <img className="profile-photo" src={photo} alt="" width={72} height={72} onError={() => setBroken(true)} />
      ) : (
        <span className="profile-photo profile-initials" aria-hidden="true">
          {initials(name)}
        </span>
      )}
      <div className="profile-text">
        <p className="profile-name">{name}</p>
        <p className="profile-role">{profile?.profile_name ?? 'Sin perfil'}</p>
        <p className="profile-email">{user.email}</p>
      </div>
    </section>
  );
}
