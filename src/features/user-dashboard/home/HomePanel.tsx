// The home's right panel: Default shows the quick actions 'Ver asistencias' and
// 'Ver multas' (and the MyDocs placeholder); each opens its view on the panel stack, and the back
// arrow returns to the previous section and view.
import { useStore } from '@nanostores/react';
import { Icon, type IconName } from '@/components/icon/icons.tsx';
import { RightPanel } from '@/features/user-dashboard/chrome/RightPanel.tsx';
import { $panel, $panelCanGoBack, openPanelView, panelBack } from '@/features/user-dashboard/shared/panel-stack.ts';
import { AttendanceHistory } from './AttendanceHistory.tsx';
import { PenaltiesList } from './PenaltiesList.tsx';

export const HOME_SECTION = 'home';
export const HOME_VIEWS = {
  Default: 'Acciones rápidas',
  SeeAttendance: 'Asistencias',
  Fines: 'Multas',
  MyDocs: 'Mis documentos',
} as const;
type HomeViewName = keyof typeof HOME_VIEWS;

function isHomeView(view: string): view is HomeViewName {
  return view in HOME_VIEWS;
}

export function HomePanel() {
  const panel = useStore($panel);
  const canGoBack = useStore($panelCanGoBack);
  const view: HomeViewName =
    panel.current.section === HOME_SECTION && isHomeView(panel.current.view) ? panel.current.view : 'Default';
  return (
    <RightPanel title={HOME_VIEWS[view]} onBack={canGoBack ? panelBack : undefined}>
      {view === 'Default' && <QuickActions />}
      {view === 'SeeAttendance' && <AttendanceHistory />}
      {view === 'Fines' && <PenaltiesList />}
      {view === 'MyDocs' && (
        <p className="panel-note">
          Próximamente podrás ordenar aquí tus documentos personales. Por ahora, revísalos en la sección Mis documentos.
        </p>
      )}
    </RightPanel>
  );
}

const ACTIONS: readonly { view: HomeViewName; label: string; hint: string; icon: IconName }[] = [
  { view: 'SeeAttendance', label: 'Ver asistencias', hint: 'Revisa tu historial de asistencia', icon: 'calendar' },
  { view: 'Fines', label: 'Ver multas', hint: 'Consulta las multas registradas', icon: 'alert' },
  { view: 'MyDocs', label: 'Mis documentos', hint: 'Tus documentos personales', icon: 'file' },
];

function QuickActions() {
  return (
    <ul className="quick-actions">
      {ACTIONS.map((action) => (
        <li key={action.view}>
          <button type="button" className="quick-action" onClick={() => openPanelView(HOME_SECTION, action.view)}>
            <span className="quick-icon" aria-hidden="true">
              <Icon name={action.icon} size={22} />
            </span>
            <span className="quick-text">
              <span className="quick-label">{action.label}</span>
              <span className="quick-hint">{action.hint}</span>
            </span>
            <Icon name="chevronRight" size={18} />
          </button>
        </li>
      ))}
    </ul>
  );
}
