// What a panel list shows before it has data: a loading line, or the failure with 'Reintentar'.
import type { Remote } from '@/lib/remote.ts';

export function RemoteState({
  status,
  onRetry,
}: {
  readonly status: Exclude<Remote<unknown>['status'], 'ready'>;
  readonly onRetry: () => void;
}) {
  if (status === 'error') {
    return (
      <div className="panel-note" role="alert">
        <p>No pudimos cargar esta información.</p>
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          Reintentar
        </button>
      </div>
    );
  }
  return (
    <p className="panel-note" aria-busy="true">
      Cargando…
    </p>
  );
}
