// The detail panel of the posting whose id is in the address hash: read from
// /filter-job-postings-by-id/{id}, so a shared link opens it; save, apply and share from here.
// Applying cannot be undone (there is no way to withdraw), so 'Postular' asks first; a posting
// whose start day has passed reads 'Inicio vencido' and takes no applications. The posting reads
// first (facts, description, requirements) and the actions follow it, so on a phone the stack of
// buttons never pushes the description out of sight, and the tab order is the reading order.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { VehiclePlaceFacts } from '@/components/posting/VehiclePlaceFacts.tsx';
import { formatDate } from '@/lib/format/index.ts';
import { usersAssetUrl } from '@/lib/http/index.ts';
import { postingState } from '@/lib/posting.ts';
import type { Remote } from '@/lib/remote.ts';
import { showAlert } from '@/stores/alerts.ts';
import { RightPanel } from '@/features/user-dashboard/chrome/RightPanel.tsx';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { CancelOrConfirm } from '@/features/user-dashboard/shared/CancelOrConfirm.tsx';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { payText } from './posting-format.ts';
import type { Posting } from './postings-api.ts';
import { applyToPostingNow, postingDetail, savePostingForLater } from './postings-store.ts';
import { SharePosting } from './SharePosting.tsx';

export const DETAIL_TITLE = 'Detalle de la oferta';
export const DETAIL_HEADING_ID = 'oferta-detalle-titulo';

interface PostingDetailProps {
  readonly id: number | null;
  readonly reload: number;
  /** Set when the worker opened the posting here: the focus then follows into the detail. */
  readonly focusOnLoadRef: { current: boolean };
  readonly onClose: () => void;
  readonly hint: string;
}

export function PostingDetail({ id, reload, focusOnLoadRef, onClose, hint }: PostingDetailProps) {
  const entry = useStore(postingDetail.$entry);

  useEffect(() => {
    if (id !== null) void postingDetail.load(id);
  }, [id, reload]);
  // The page closing forgets the posting: it opens again on 'loading'.
  useEffect(() => postingDetail.reset, []);

  const loaded: Remote<Posting> | null = id === null ? null : postingDetail.stateFor(entry, id);

  useEffect(() => {
    if (loaded?.status !== 'ready' || !focusOnLoadRef.current) return;
    focusOnLoadRef.current = false;
    document.getElementById(DETAIL_HEADING_ID)?.focus();
  }, [loaded?.status, focusOnLoadRef]);

  return (
    <RightPanel title={DETAIL_TITLE}>
      {loaded === null && <p className="panel-note">{hint}</p>}
      {loaded?.status === 'loading' && (
        <p className="panel-note" aria-busy="true">
          Cargando la oferta…
        </p>
      )}
      {loaded?.status === 'error' && (
        <div className="jp-detail">
          <p className="uf-message uf-message-error" role="alert">
            {loaded.error}
          </p>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            Cerrar detalle
          </button>
        </div>
      )}
      {loaded?.status === 'ready' && <Detail posting={loaded.data} onClose={onClose} />}
    </RightPanel>
  );
}

function Detail({ posting, onClose }: { readonly posting: Posting; readonly onClose: () => void }) {
  const [busy, setBusy] = useState<'save' | 'apply' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const state = postingState(posting);
  const started = state === 'started';
  const logo = usersAssetUrl(posting.logo_business);
  const mounted = useRef(true);
  useEffect(
    () => () => {
      mounted.current = false;
    },
    [],
  );

  async function act(kind: 'save' | 'apply') {
    setBusy(kind);
    try {
      const message =
        kind === 'save'
          ? await savePostingForLater(posting.id_publication)
          : await applyToPostingNow(posting.id_publication);
      showAlert({
        type: 'success',
        title: kind === 'save' ? 'Oferta guardada' : 'Postulación enviada',
        message,
        durationMs: 3000,
      });
    } catch (error) {
      const title = kind === 'save' ? 'No se pudo guardar la oferta' : 'No se pudo enviar la postulación';
      showAlert({ type: 'error', title, message: failureText(error), durationMs: 4000 });
    } finally {
      if (mounted.current) setBusy(null);
    }
  }

  return (
    <article className="jp-detail" aria-labelledby={DETAIL_HEADING_ID}>
      <div className="jp-card-company">
        {logo ? (
          <img src={logo} alt="" width={40} height={40} className="jp-logo" />
        ) : (
          <span className="jp-logo" aria-hidden="true" />
        )}
        <span>{posting.name_business}</span>
      </div>
      <h3 id={DETAIL_HEADING_ID} tabIndex={-1}>
        {posting.title}
      </h3>
      <div className="jp-badges">
        {posting.saved && <span className="jp-badge">Guardada</span>}
        {posting.applied && <span className="jp-badge jp-badge-applied">Postulaste</span>}
        {state === 'inactive' && <span className="jp-badge jp-badge-closed">Cerrada</span>}
        {started && <span className="jp-badge jp-badge-closed">Inicio vencido</span>}
      </div>
      {started && !posting.applied && (
        <p className="panel-note">Esta oferta ya comenzó y no recibe más postulaciones.</p>
      )}
      <dl className="jp-detail-facts">
        <VehiclePlaceFacts posting={posting} />
        <div>
          <dt>Zona</dt>
          <dd>{posting.name_zone ?? '—'}</dd>
        </div>
        <div>
          <dt>Horario</dt>
          <dd>{posting.name_schedule ?? 'A convenir'}</dd>
        </div>
        <div>
          <dt>Fecha de inicio</dt>
          <dd>{formatDate(posting.start_time) || 'A convenir'}</dd>
        </div>
        <div>
          <dt>Pago</dt>
          <dd>{payText(posting.pawn)}</dd>
        </div>
      </dl>
      <h4>Descripción</h4>
      <p>{posting.description}</p>
      <h4>Requisitos</h4>
      <p>{posting.requirements}</p>
      <div className="jp-detail-actions">
        <button
          type="button"
          className="btn"
          onClick={() => setConfirming(true)}
          disabled={posting.applied || state !== 'active' || busy !== null}
        >
          <ExtraIcon name="send" size={18} />
          {posting.applied ? 'Ya postulaste' : busy === 'apply' ? 'Enviando…' : 'Postular'}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void act('save')}
          disabled={posting.saved || !posting.is_active || busy !== null}
        >
          <ExtraIcon name="bookmark" size={18} />
          {posting.saved ? 'Guardada' : busy === 'save' ? 'Guardando…' : 'Guardar'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Cerrar detalle
        </button>
      </div>
      {confirming && (
        <DashboardDialog
          area="user"
          size="small"
          title="¿Postular a esta oferta?"
          titleId="postular-confirmar-titulo"
          describedBy="postular-confirmar-texto"
          onClose={() => setConfirming(false)}
          returnFocus={() => document.getElementById(DETAIL_HEADING_ID)}
        >
          <div className="ud-dialog-body">
            <p id="postular-confirmar-texto">
              Enviarás tu postulación a «{posting.title}» de {posting.name_business}. La empresa verá tu perfil y una
              vez enviada no se puede retirar.
            </p>
          </div>
          <CancelOrConfirm
            className="ud-dialog-actions"
            onCancel={() => setConfirming(false)}
            focusCancel
            confirmLabel="Enviar postulación"
            onConfirm={() => {
              setConfirming(false);
              void act('apply');
            }}
          />
        </DashboardDialog>
      )}
      <SharePosting id={posting.id_publication} title={posting.title} />
    </article>
  );
}
