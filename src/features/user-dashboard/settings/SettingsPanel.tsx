// The profile page's right panel: quick actions 'Editar información' and
// 'Experiencia profesional', each opening its form on the panel stack; the back arrow returns.
import { useStore } from '@nanostores/react';
import { Icon } from '@/components/icon/icons.tsx';
import { RightPanel } from '@/features/user-dashboard/chrome/RightPanel.tsx';
import { $panel, $panelCanGoBack, panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { CreateExperienceForm } from './CreateExperienceForm.tsx';
import { isSettingsView, openSettingsView, SETTINGS_SECTION, SETTINGS_VIEWS } from './panel-views.ts';
import { PersonalForm } from './PersonalForm.tsx';
import type { ExtraData } from './profile-api.ts';
import { QuickActions } from '@/features/user-dashboard/shared/QuickActions.tsx';

export function SettingsPanel({ extra }: { readonly extra: ExtraData | null }) {
  const panel = useStore($panel);
  const canGoBack = useStore($panelCanGoBack);
  const view =
    panel.current.section === SETTINGS_SECTION && isSettingsView(panel.current.view) ? panel.current.view : 'Default';
  return (
    <RightPanel title={SETTINGS_VIEWS[view]} onBack={canGoBack ? panelBack : undefined}>
      {view === 'Default' && (
        <QuickActions
          actions={[
            {
              label: 'Editar información',
              hint: 'Actualiza tu nombre, dirección y sobre mí',
              icon: <Icon name="user" size={22} />,
              onSelect: () => openSettingsView('EditInfo'),
            },
            {
              label: 'Experiencia profesional',
              hint: 'Agrega un trabajo anterior',
              icon: <Icon name="briefcase" size={22} />,
              onSelect: () => openSettingsView('AddExperience'),
            },
          ]}
        />
      )}
      {view === 'EditInfo' &&
        (extra ? (
          <PersonalForm key={extra.version ?? 0} initial={extra} />
        ) : (
          <p className="panel-note" aria-busy="true">
            Cargando tus datos…
          </p>
        ))}
      {view === 'AddExperience' && <CreateExperienceForm />}
    </RightPanel>
  );
}
