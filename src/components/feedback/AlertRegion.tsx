// Renders $alerts in a polite live region (errors are assertive) so screen readers announce them,
// and the offline banner, so every page with alerts also says when the connection is gone.
import { useStore } from '@nanostores/react';
import { $alerts, dismissAlert } from '@/stores/alerts.ts';
import OfflineBanner from './OfflineBanner.tsx';
import './alert-region.css';

export default function AlertRegion() {
  const alerts = useStore($alerts);
  return (
    <div className="alert-region">
      <div role="status" aria-live="polite" className="alert-stack">
        {alerts
          .filter((alert) => alert.type !== 'error')
          .map((alert) => (
            <AlertCard key={alert.id} {...alert} />
          ))}
      </div>
      <div role="alert" aria-live="assertive" className="alert-stack">
        {alerts
          .filter((alert) => alert.type === 'error')
          .map((alert) => (
            <AlertCard key={alert.id} {...alert} />
          ))}
      </div>
      <OfflineBanner />
    </div>
  );
}

function AlertCard({ id, type, title, message }: { id: number; type: string; title: string; message: string }) {
  return (
    <div className={`alert-card alert-${type}`}>
      <div>
        <p className="alert-title">{title}</p>
        <p className="alert-message">{message}</p>
      </div>
      <button
        type="button"
        className="alert-close"
        onClick={() => dismissAlert(id)}
        aria-label="Cerrar aviso"
        data-tooltip="Cerrar aviso"
        data-tooltip-side="start"
      >
        ×
      </button>
    </div>
  );
}
