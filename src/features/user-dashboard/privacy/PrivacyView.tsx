// /user/dashboard/settings/privacidad — the worker's privacy rights in one place: what is held and
// who receives it, 'Descargar mis datos', the rights requests with their state and deadline, and
// the consent history (docs/legal/personal-data.md, PD-6 to PD-17). Loaded on demand by the
// dashboard router; its data comes through privacy-store.ts.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { SettingsTabs } from '@/features/user-dashboard/settings/SettingsTabs.tsx';
import { ConsentHistory } from './ConsentHistory.tsx';
import { DownloadData } from './DownloadData.tsx';
import { HeldData } from './HeldData.tsx';
import { BlockingRequest, RightsRequests } from './RightsRequests.tsx';
import { loadPrivacy, privacyOverview, resetPrivacy } from './privacy-store.ts';
import '@/features/user-dashboard/settings/settings.css';
import '@/features/user-dashboard/shared/forms.css';
import './privacy.css';

export const RIGHTS_PAGE = '/tus-derechos';

function Content() {
  const entry = useStore(privacyOverview.$entry);
  const state = privacyOverview.stateFor(entry);
  if (state.status === 'loading') {
    return (
      <p className="dash-card st-section" aria-busy="true">
        Cargando tus datos de privacidad…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="dash-card st-section" role="alert">
        <p>No pudimos cargar tu información de privacidad. {state.error}</p>
        <button type="button" className="btn btn-outline" onClick={() => void loadPrivacy()}>
          Reintentar
        </button>
      </div>
    );
  }
  const { summary, consents, requests } = state.data;
  return (
    <>
      {summary.blocked_since && (
        <p className="dash-card st-section pv-blocked">
          Tus datos están bloqueados mientras tu empresa responde tus solicitudes: se guardan, pero no se usan.
        </p>
      )}
      {/* The rights in the order the law names them (src/lib/privacy-rights.ts), withdrawing a
          consent last, as on the rights page. */}
      <HeldData summary={summary} />
      <RightsRequests summary={summary} requests={requests} />
      <DownloadData />
      <BlockingRequest summary={summary} />
      <ConsentHistory consents={consents} />
    </>
  );
}

export default function PrivacyView() {
  useEffect(() => {
    void loadPrivacy();
    return resetPrivacy;
  }, []);
  return (
    <DashboardPage>
      <SettingsTabs current="privacy" />
      <div className="st-narrow pv-page">
        <p className="pv-intro">
          Aquí ves qué datos tuyos guardamos y puedes ejercer tus derechos.{' '}
          <a href={RIGHTS_PAGE}>Conoce tus derechos sobre tus datos</a>.
        </p>
        <Content />
      </div>
    </DashboardPage>
  );
}
