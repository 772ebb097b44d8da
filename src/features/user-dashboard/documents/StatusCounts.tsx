// The three count cards of the home: En revisión, Aceptados, Rechazados.
import { useMemo } from 'react';
import { calendarDayInChile } from '@/lib/format/chile-time.ts';
import { statusCounts } from './document-rules.ts';
import type { DashboardFile } from './document-types.ts';
import './documents.css';

export function StatusCounts({ files }: { readonly files: readonly DashboardFile[] }) {
  const today = useMemo(() => calendarDayInChile(), []);
  const counts = statusCounts(files, today);
  const cards = [
    { key: 'review', label: 'En revisión', value: counts.review },
    { key: 'accepted', label: 'Aceptados', value: counts.accepted },
    { key: 'rejected', label: 'Rechazados', value: counts.rejected },
  ] as const;
  return (
    <section className="counts" aria-label="Resumen de documentos">
      <ul className="counts-list">
        {cards.map((card) => (
          <li key={card.key} className={`dash-card count-card count-${card.key}`}>
            <span className="count-value">{card.value}</span>
            <span className="count-label">{card.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
