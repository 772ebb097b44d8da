// The four charts of 'Resumen', drawn from the lists: registrations per week, applicants per
// posting (top 10), postings by status and registered profiles by region.
import type { Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import type { RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';
import { BarChart } from './BarChart.tsx';
import { applicantsPerPosting, postingsByStatus, profilesByRegion, registrationsPerWeek } from './summary-data.ts';
import './summary.css';

interface SummaryChartsProps {
  readonly workers: readonly RegisteredWorker[];
  readonly postings: readonly Posting[];
  /** YYYY-MM-DD in Chile. */
  readonly today: string;
}

export default function SummaryCharts({ workers, postings, today }: SummaryChartsProps) {
  return (
    <div className="bd-charts">
      <BarChart
        title="Registros por semana (últimas 12 semanas)"
        bars={registrationsPerWeek(workers, today)}
        columns
        labelHeader="Semana del lunes"
        valueHeader="Registros"
      />
      <BarChart
        title="Postulantes por publicación (10 con más postulantes)"
        bars={applicantsPerPosting(postings)}
        labelHeader="Publicación"
        valueHeader="Postulantes"
      />
      <BarChart
        title="Publicaciones por estado"
        bars={postingsByStatus(postings, today)}
        labelHeader="Estado"
        valueHeader="Publicaciones"
      />
      <BarChart
        title="Perfiles registrados por región"
        bars={profilesByRegion(workers)}
        labelHeader="Región"
        valueHeader="Personas"
      />
    </div>
  );
}
