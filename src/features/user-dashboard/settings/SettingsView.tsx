// /user/dashboard/settings/ — 'Mi perfil': the profile card with the
// photo dialog, the experience section, and the right panel with the personal and experience
// forms. Loaded on demand by the dashboard router.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session } from '@/stores/session.ts';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { resetPanel } from '@/features/user-dashboard/shared/panel-stack.ts';
import { ExperienceSection } from './ExperienceSection.tsx';
import { SETTINGS_SECTION } from './panel-views.ts';
import { ProfileSummary } from './ProfileSummary.tsx';
import { $extraData, loadExperiences, loadExtraData } from './profile-store.ts';
import { SettingsPanel } from './SettingsPanel.tsx';
import { SettingsTabs } from './SettingsTabs.tsx';
import './settings.css';
import '@/features/user-dashboard/shared/forms.css';

export default function SettingsView() {
  const session = useStore($session);
  const extraState = useStore($extraData);

  useEffect(() => {
    resetPanel(SETTINGS_SECTION);
    void loadExtraData();
    void loadExperiences();
  }, []);

  if (session.kind !== 'user') return null;
  const { user } = session;
  // When the extra data cannot be read, the signed-in user's own fields stand in.
  const extra =
    extraState.status === 'ready'
      ? extraState.data
      : extraState.status === 'error'
        ? {
            firstname: user.firstname ?? '',
            lastname: user.lastname ?? '',
            address: user.address ?? '',
            about_me: user.about_me ?? '',
          }
        : null;
  return (
    <DashboardPage panel={<SettingsPanel extra={extra} />}>
      <SettingsTabs current="settings" />
      <ProfileSummary user={user} extra={extra} />
      <ExperienceSection />
    </DashboardPage>
  );
}
