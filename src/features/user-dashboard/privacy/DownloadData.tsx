// 'Descargar mis datos': one ZIP with every record about the person and their files, prepared by
// the API. The bar shows the bytes received (of the total when the answer gives it); a failure
// says why and offers to try again.
import { useStore } from '@nanostores/react';
import { calendarDayInChile } from '@/lib/format/date.ts';
import { $download, downloadMyData } from './privacy-store.ts';
import { withLegalName } from '@/lib/privacy-rights.ts';

function size(bytes: number): string {
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

export function DownloadData() {
  const state = useStore($download);
  const busy = state.status === 'downloading';
  return (
    <section className="dash-card st-section" aria-labelledby="pv-descarga-titulo">
      <h2 id="pv-descarga-titulo">{withLegalName('Descargar mis datos', 'portabilidad')}</h2>
      <p className="st-muted">
        Un archivo ZIP con todos tus registros en formato JSON (fechas ISO 8601), tus archivos subidos y tus documentos
        firmados. Solo contiene tus datos.
      </p>
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy}
        onClick={() => void downloadMyData(calendarDayInChile(new Date()))}
      >
        {busy ? 'Preparando…' : 'Descargar mis datos'}
      </button>
      {busy && (
        <div className="pv-progress">
          <label htmlFor="pv-progreso">Descargando tus datos</label>
          <progress
            id="pv-progreso"
            max={state.progress.total ?? undefined}
            value={state.progress.total === null ? undefined : state.progress.received}
          />
          <span aria-hidden="true">{size(state.progress.received)}</span>
        </div>
      )}
      <div aria-live="polite">
        {state.status === 'done' && <p className="uf-message">Descarga lista ({size(state.size)}).</p>}
      </div>
      {state.status === 'error' && (
        <p className="uf-message uf-message-error" role="alert">
          No pudimos preparar tu descarga. {state.message}
        </p>
      )}
    </section>
  );
}
