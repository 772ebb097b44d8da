// The profile card: photo with 'Subir imagen', full name, e-mail,
// phone shown with a leading plus, address and 'Sobre mi'. The photo dialog loads on demand.
// Where the right panel is a closed slide-over (below 1080 px) the card carries its own
// 'Editar información', which opens the panel's form, so the action the card points to is in sight.
import { lazy, Suspense, useState } from 'react';
import type { LoggedUser } from '@/lib/session/types.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { openSettingsView } from './panel-views.ts';
import type { ExtraData } from './profile-api.ts';
import { Avatar, fullName } from '@/features/user-dashboard/shared/Avatar.tsx';
import { phoneWithPlus } from '@/lib/format/index.ts';

const PhotoDialog = lazy(() => import('./PhotoDialog.tsx'));

const EMPTY = 'Sin información';

interface ProfileSummaryProps {
  readonly user: LoggedUser;
  readonly extra: ExtraData | null;
}

export function ProfileSummary({ user, extra }: ProfileSummaryProps) {
  const [photoOpen, setPhotoOpen] = useState(false);
  const names = extra ?? user;
  const name = fullName(names) || user.email;
  const address = extra?.address ?? user.address ?? '';
  const aboutMe = extra?.about_me ?? user.about_me ?? '';
  return (
    <section className="dash-card st-profile" aria-labelledby="perfil-nombre">
      <div className="st-photo">
        <Avatar path={user.img_profile} size={112} className="st-photo-image" />
        <button type="button" className="btn btn-outline st-photo-button" onClick={() => setPhotoOpen(true)}>
          <Icon name="upload" size={18} />
          Subir imagen
        </button>
      </div>
      <div className="st-profile-text">
        <p className="st-eyebrow">Mi perfil</p>
        <h2 id="perfil-nombre" tabIndex={-1}>
          {name}
        </h2>
        <dl className="st-facts">
          <div>
            <dt>Correo electrónico</dt>
            <dd>{user.email}</dd>
          </div>
          <div>
            <dt>Teléfono</dt>
            <dd>{phoneWithPlus(user.phone) || EMPTY}</dd>
          </div>
          <div>
            <dt>Dirección</dt>
            <dd>{address || EMPTY}</dd>
          </div>
        </dl>
        <h3 className="st-about-title">Sobre mi</h3>
        <p className="st-about">
          {aboutMe || 'Aún no cuentas nada sobre ti. Usa «Editar información» para agregarlo.'}
        </p>
        <button type="button" className="btn btn-outline st-edit-info" onClick={() => openSettingsView('EditInfo')}>
          <Icon name="user" size={18} />
          Editar información
        </button>
      </div>
      {photoOpen && (
        <Suspense fallback={null}>
          <PhotoDialog onClose={() => setPhotoOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
