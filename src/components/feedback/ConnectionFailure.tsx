// What a form says when a submit or upload got no answer and the server confirmed nothing was
import './upload-progress.css';
// stored: the connection failed (not the person), everything is kept, and 'Reintentar' sends again.
export const CONNECTION_FAILED_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión: tus datos y archivos siguen aquí.';

export default function ConnectionFailure({
  onRetry,
  disabled = false,
  message = CONNECTION_FAILED_MESSAGE,
}: {
  readonly onRetry: () => void;
  readonly disabled?: boolean;
  readonly message?: string;
}) {
  return (
    <div className="connection-failure" role="alert">
      <p>{message}</p>
      <button type="button" className="btn" onClick={onRetry} disabled={disabled}>
        Reintentar
      </button>
    </div>
  );
}
