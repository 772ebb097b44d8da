// 'Revisar y firmar': the pending contract's facts, its reading view (the shared viewer, loaded on
// demand), then the signing form (read it all, consent, code by 'Enviar código', 'Firmar
// contrato') or, from 'Rechazar contrato', the reason. The rules: docs/legal/electronic-signature.md.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import type { ContractSigning } from '@/lib/contract/signing.ts';
import { formatDate } from '@/lib/format/index.ts';
import { fetchReviewFile } from './contract-signing-api.ts';
import { contractSigning } from './contract-signing-store.ts';
import { RejectForm } from './RejectForm.tsx';
import { SignForm } from './SignForm.tsx';
import './contract-signing.css';

const ViewerDialog = lazy(() => import('@/components/viewer/ViewerDialog.tsx'));

interface ContractSigningDialogProps {
  readonly idHistory: number;
  readonly onClose: () => void;
  /** The contract was signed or rejected: the API's message. */
  readonly onDone: (message: string) => void;
}

export default function ContractSigningDialog({ idHistory, onClose, onDone }: ContractSigningDialogProps) {
  const entry = useStore(contractSigning.$entry);
  const state = contractSigning.stateFor(entry, idHistory);
  const [busy, setBusy] = useState(false);
  const [mode, setMode] = useState<'sign' | 'reject'>('sign');
  const [reading, setReading] = useState(false);
  // Reaching the contract's last page in the reading view counts as having read it all.
  const [readToEnd, setReadToEnd] = useState(false);
  const pageShown = useCallback((_key: string, page: number, pageCount: number) => {
    if (page === pageCount - 1) setReadToEnd(true);
  }, []);

  useEffect(() => {
    void contractSigning.load(idHistory);
    return () => contractSigning.reset();
  }, [idHistory]);

  // The reading view is a sibling, not a child: a dialog's cancel and close events travel up the
  // component tree, and the viewer's Escape must not close this dialog too.
  return (
    <>
      <DashboardDialog
        area="user"
        size="large"
        title="Revisar y firmar contrato"
        titleId="firmar-contrato-titulo"
        onClose={onClose}
        busy={busy}
      >
        {state.status === 'loading' && (
          <p className="ud-dialog-body" role="status">
            Cargando el contrato…
          </p>
        )}
        {state.status === 'error' && (
          <div className="ud-dialog-body">
            <p className="uf-message uf-message-error" role="alert">
              No pudimos cargar el contrato. {state.error}
            </p>
            <div className="ud-dialog-actions">
              <button type="button" className="btn" onClick={() => void contractSigning.load(idHistory)}>
                Reintentar
              </button>
            </div>
          </div>
        )}
        {state.status === 'ready' && (
          <div className="ud-dialog-body signing">
            <ContractFacts signing={state.data} onRead={() => setReading(true)} />
            {state.data.status !== 'PENDING' ? (
              <p className="uf-message uf-message-info" role="status">
                Este contrato ya no está pendiente de firma.
              </p>
            ) : mode === 'sign' ? (
              <SignForm
                signing={state.data}
                readToEnd={readToEnd}
                onBusy={setBusy}
                onDone={onDone}
                onReject={() => setMode('reject')}
              />
            ) : (
              <RejectForm idHistory={idHistory} onBusy={setBusy} onDone={onDone} onBack={() => setMode('sign')} />
            )}
          </div>
        )}
      </DashboardDialog>
      {reading && state.status === 'ready' && (
        <Suspense fallback={<p className="viewer-loading">Abriendo visor…</p>}>
          <ViewerDialog
            label="Lectura del contrato"
            itemLabel="Contrato"
            items={[
              {
                key: `revision-${idHistory}`,
                version: state.data.review_url,
                title: state.data.document_name || state.data.document,
                downloadName: `contrato_${idHistory}.pdf`,
                load: () => fetchReviewFile(idHistory),
              },
            ]}
            initialKey={null}
            allowZoomOut={false}
            onPageShown={pageShown}
            onClose={() => setReading(false)}
          />
        </Suspense>
      )}
    </>
  );
}

function ContractFacts({ signing, onRead }: { readonly signing: ContractSigning; readonly onRead: () => void }) {
  return (
    <section className="signing-facts" aria-label="Datos del contrato">
      <dl>
        <div>
          <dt>Documento</dt>
          <dd>{signing.document_name || signing.document}</dd>
        </div>
        <div>
          <dt>Empresa</dt>
          <dd>{signing.empresa}</dd>
        </div>
        <div>
          <dt>Enviado</dt>
          <dd>{formatDate(signing.date_send)}</dd>
        </div>
        <div>
          <dt>Páginas</dt>
          <dd>{signing.pages}</dd>
        </div>
      </dl>
      <button type="button" className="btn btn-outline" onClick={onRead}>
        Leer contrato
      </button>
    </section>
  );
}
