// 'Documentos cargados': uploaded over total with a bar, and 'Ver documentos',
// which opens the document viewer (disabled while there is nothing to view).
import { useMemo } from 'react';
import { calendarDayInChile } from '@/lib/format/chile-time.ts';
import { documentProgress, progressPercent } from './document-rules.ts';
import type { DashboardFile } from './document-types.ts';
import './documents.css';

interface DocumentsProgressProps {
  readonly files: readonly DashboardFile[];
  readonly loading: boolean;
  readonly canView: boolean;
  readonly onView: () => void;
}

export function DocumentsProgress({ files, loading, canView, onView }: DocumentsProgressProps) {
  const today = useMemo(() => calendarDayInChile(), []);
  const progress = documentProgress(files, today);
  const percent = progressPercent(progress);
  return (
    <section className="dash-card progress-card" aria-labelledby="progreso-titulo">
      <div className="progress-head">
        <h2 id="progreso-titulo">Documentos cargados</h2>
        <p className="progress-count" aria-live="polite">
          {loading && files.length === 0 ? '…' : `${progress.uploaded}/${progress.total}`}
        </p>
      </div>
      <div
        className="progress-track"
        role="progressbar"
        aria-labelledby="progreso-titulo"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={progress.uploaded}
        aria-valuetext={`${progress.uploaded} de ${progress.total} documentos`}
      >
        <span className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-note">
        {percent}% de tus documentos están cargados
        {progress.uploaded < progress.total ? '; completa los que faltan.' : '.'}
      </p>
      <button type="button" className="btn btn-outline progress-view" onClick={onView} disabled={!canView}>
        Ver documentos
      </button>
    </section>
  );
}
