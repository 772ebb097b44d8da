// Where a sent power stands, in place of the form when its link is opened again: waiting for the
// owner, signed (when, its verification and the signed PDF) or rejected (and why). Nothing here can
// send the power again.
import { useEffect, useRef, useState } from 'react';
import type { PowerState } from '@/lib/contract/signing.ts';
import { paths } from '@/config/paths.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { saveBlob } from '@/lib/save-blob.ts';

interface PowerStatusProps {
  readonly state: PowerState;
  readonly onDownload: () => Promise<Blob>;
  readonly onClose: () => void;
}

export const STATUS_TITLES = {
  AWAITING_OWNER_SIGNATURE: 'Esperando la firma del dueño',
  SIGNED: 'Firmado',
  REJECTED: 'Rechazado',
} as const;

export function PowerStatus({ state, onDownload, onClose }: PowerStatusProps) {
  const title = useRef<HTMLHeadingElement>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    title.current?.focus();
  }, []);
  if (state.status === 'NOT_SENT') return null;
  const heading =
    state.status === 'SIGNED' ? `Firmado el ${formatDateTime(state.date_signature)}` : STATUS_TITLES[state.status];

  async function download() {
    setBusy(true);
    setDownloadError(null);
    try {
      saveBlob(await onDownload(), 'poder_simple_firmado.pdf');
    } catch (error) {
      setDownloadError(
        isApiError(error)
          ? error.serverMessage('No pudimos descargar el poder. Intenta nuevamente.')
          : 'No pudimos descargar el poder. Intenta nuevamente.',
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="power-sent power-status" aria-labelledby="poder-estado-titulo" data-status={state.status}>
      <p className="power-status-kicker">Estado del poder simple</p>
      <h2 id="poder-estado-titulo" ref={title} tabIndex={-1}>
        {heading}
      </h2>
      {state.status === 'AWAITING_OWNER_SIGNATURE' && (
        <p className="power-sent-lead">
          {`Enviaste este poder el ${formatDateTime(state.created_at)}. El dueño del vehículo recibió un mensaje por WhatsApp con el enlace para revisarlo y firmarlo. Cuando lo firme, verás aquí el poder firmado.`}
        </p>
      )}
      {state.status === 'SIGNED' && (
        <>
          <p className="power-sent-lead">
            El dueño del vehículo firmó el poder. Descárgalo y llévalo contigo cuando conduzcas el vehículo.
          </p>
          <dl className="power-sent-summary">
            <div>
              <dt>Código de verificación</dt>
              <dd>{state.verification_code}</dd>
            </div>
          </dl>
          <div className="power-dialog-actions power-status-actions">
            {state.verification_url && (
              <a className="btn btn-outline" href={paths.verify(state.verification_code)}>
                Verificar la firma
              </a>
            )}
            <button type="button" className="btn" onClick={() => void download()} disabled={busy}>
              {busy ? 'Descargando…' : 'Descargar poder firmado'}
            </button>
          </div>
          {downloadError && (
            <p className="power-error" role="alert">
              {downloadError}
            </p>
          )}
        </>
      )}
      {state.status === 'REJECTED' && (
        <>
          <p className="power-sent-lead">
            {`El dueño del vehículo rechazó el poder el ${formatDateTime(state.date_rejected)}. Si fue un error, pídele un enlace nuevo a tu empresa y crea el poder otra vez.`}
          </p>
          {state.rejection_reason && (
            <dl className="power-sent-summary">
              <div>
                <dt>Motivo</dt>
                <dd>{state.rejection_reason}</dd>
              </div>
            </dl>
          )}
        </>
      )}
      <div className="power-dialog-actions">
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cerrar
        </button>
      </div>
    </section>
  );
}
