// A determinate bar for a request that carries files: 'Subiendo… 45 % · 1,2 de 2,6 MB' and
// 'Cancelar'. The visible line changes with every event; screen readers hear it only at each
// quarter (polite), so they are told how it goes without being flooded.
import { formatMegabytes } from '@/lib/images/sizes.ts';
import type { UploadProgress as Progress } from '@/lib/http/index.ts';
import './upload-progress.css';

export interface UploadProgressProps {
  /** Bytes sent so far; null before the first report. */
  readonly progress: Progress | null;
  /** Shown when given: stops the upload. */
  readonly onCancel?: (() => void) | undefined;
  /** Names what goes up, for the bar's label ('Subiendo Licencia de conducir'). */
  readonly label?: string | undefined;
}

const megabytes = (bytes: number) => formatMegabytes(bytes).replace(' MB', '');

export function percentOf(progress: Progress | null): number {
  if (!progress || progress.total <= 0) return 0;
  return Math.min(100, Math.floor((progress.loaded / progress.total) * 100));
}

export function progressText(progress: Progress | null): string {
  if (!progress || progress.total <= 0) return 'Subiendo…';
  const percent = percentOf(progress);
  return `Subiendo… ${percent} % · ${megabytes(progress.loaded)} de ${formatMegabytes(progress.total)}`;
}

/** What the live region says: the last quarter reached (0, 25, 50, 75 or 100 %). */
export function announcement(progress: Progress | null): string {
  const quarter = Math.floor(percentOf(progress) / 25) * 25;
  return quarter === 100 ? 'Archivo enviado, esperando respuesta' : `Subiendo… ${quarter} %`;
}

export default function UploadProgress({ progress, onCancel, label }: UploadProgressProps) {
  const percent = percentOf(progress);
  return (
    <div className="upload-progress">
      <div className="upload-progress-row">
        <progress
          className="upload-progress-bar"
          max={100}
          value={percent}
          aria-label={label ? `Subiendo ${label}` : 'Progreso de la subida'}
          aria-valuetext={progressText(progress)}
        />
        {onCancel && (
          <button type="button" className="btn btn-outline upload-progress-cancel" onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
      <p className="upload-progress-text" aria-hidden="true">
        {progressText(progress)}
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement(progress)}
      </p>
    </div>
  );
}
