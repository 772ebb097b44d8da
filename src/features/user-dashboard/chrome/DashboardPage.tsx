// The frame of every dashboard page: its content and, when it has one, its right panel.
import type { ReactNode } from 'react';

interface DashboardPageProps {
  readonly children: ReactNode;
  readonly panel?: ReactNode;
}

export function DashboardPage({ children, panel }: DashboardPageProps) {
  return (
    <div className="dash-page" data-with-panel={panel ? 'true' : 'false'}>
      <div className="dash-content">{children}</div>
      {panel}
    </div>
  );
}
