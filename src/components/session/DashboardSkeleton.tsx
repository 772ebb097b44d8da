// The placeholder a dashboard's guard shows in place of the section when the stored session is
// not usable, until the browser has left for the sign-in or the home page.
import './dashboard-skeleton.css';

export function DashboardSkeleton() {
  return (
    <div className="dash-skeleton" role="status" aria-live="polite">
      <span className="visually-hidden">Cargando tu sesión…</span>
      <div className="dash-skeleton-side" aria-hidden="true" />
      <div className="dash-skeleton-main" aria-hidden="true">
        <div className="dash-skeleton-bar dash-skeleton-title" />
        <div className="dash-skeleton-bar" />
        <div className="dash-skeleton-cards">
          <div className="dash-skeleton-card" />
          <div className="dash-skeleton-card" />
          <div className="dash-skeleton-card" />
        </div>
      </div>
    </div>
  );
}
