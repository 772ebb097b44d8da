// What a view shows while its list is on its way ('Cargando perfiles…', announced politely) or
// after it failed to arrive (the failure with the reason, announced at once, and 'Reintentar').
// Nothing once the list is there.
import type { Remote } from '@/lib/remote.ts';

interface LoadStatusProps {
  readonly state: Remote<unknown>;
  /** 'Cargando perfiles…' */
  readonly loading: string;
  /** The sentence before the reason: 'No pudimos cargar el resumen.' */
  readonly failure: string;
  readonly onRetry: () => void;
}

export function LoadStatus({ state, loading, failure, onRetry }: LoadStatusProps) {
  if (state.status === 'loading') {
    return (
      <p className="bd-summary" role="status">
        {loading}
      </p>
    );
  }
  if (state.status !== 'error') return null;
  return (
    <div className="bd-card bd-empty" role="alert">
      <p>
        {failure} {state.error}
      </p>
      <button type="button" className="btn" onClick={onRetry}>
        Reintentar
      </button>
    </div>
  );
}
