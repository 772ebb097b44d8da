// 'Por revisar': every document of the company's workers awaiting review, oldest first, 50 at a
// time ('Cargar más' for the next ones). Each can be seen in the shared viewer (loaded on demand),
// approved (with its dates where the type expires) or rejected with a reason, from its row or from
// the viewer, whose panel beside the document takes the decision and its dates; after a decision
// the list and the count beside the navigation entry are read again, and a decision taken in the
// viewer opens the next document there (after the last one the viewer closes, the view's title
// takes the focus and an alert says nothing is left). 'Solicitud de rechazo' is explained where it
// shows.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { useOpenedAgain } from '@/components/routing/use-opened-again.ts';
import { showAlert } from '@/stores/alerts.ts';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { ApproveDialog } from './ApproveDialog.tsx';
import { BulkApproveDialog } from './BulkApproveDialog.tsx';
import { QueueTable, type QueueAction } from './QueueTable.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import type { QueueItem } from './review-api.ts';
import { $reviewQueue, forgetReviewQueue, loadReviewQueue, queuePagesFor, reviewQueueState } from './review-store.ts';
import './review.css';

const ReviewViewer = lazy(() => import('./ReviewViewer.tsx'));

function summary(count: number): string {
  if (count === 0) return 'No hay documentos por revisar.';
  return count === 1 ? '1 documento por revisar' : `${count} documentos por revisar`;
}

export function ReviewView() {
  const entry = useStore($reviewQueue);
  const [pages, setPages] = useState(1);
  const state = reviewQueueState(entry, pages);
  const shown = entry.remote.status === 'ready' ? entry.remote.data : null;
  // What is open: the viewer or a decision's dialog.
  const [open, setOpen] = useState<{ item: QueueItem; action: QueueAction } | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [bulk, setBulk] = useState(false);

  const data = state.status === 'ready' ? state.data : shown;

  useEffect(() => {
    void loadReviewQueue(1);
    return forgetReviewQueue;
  }, []);
  // 'Por revisar' clicked while shown: what arrived since is read, the pages shown kept.
  useOpenedAgain(businessRouter, () => void loadReviewQueue(queuePagesFor(pages * 50)));

  const reload = () => void loadReviewQueue(queuePagesFor(pages * 50));

  const decided = (answer: DecisionAnswer) => {
    setOpen(null);
    showAlert({
      type: 'success',
      title: answer.message,
      message: answer.data.document.document_name,
      durationMs: 3000,
    });
    reload();
  };

  // The viewer's opener may have left the list with its decided document: the title takes the focus.
  const closeViewer = (finished: boolean) => {
    setOpen(null);
    const focused = document.activeElement;
    if (finished || !focused || focused === document.body || !focused.isConnected) {
      document.querySelector<HTMLElement>('[data-view-heading]')?.focus();
    }
    if (finished) {
      showAlert({
        type: 'success',
        title: 'Revisaste todos los documentos del visor',
        message: 'No quedan documentos por revisar en esta lista.',
        durationMs: 5000,
      });
    }
  };

  const select = (item: QueueItem, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(item.id_file);
    else next.delete(item.id_file);
    setSelected(next);
  };

  const act = (item: QueueItem, action: QueueAction) => {
    returnTo.current = document.querySelector<HTMLElement>('[data-view-heading]');
    setOpen({ item, action });
  };

  const chosen = data?.items.filter((item) => selected.has(item.id_file)) ?? [];
  const hasRequests = data?.items.some((item) => item.file_status === 'SOLICIT_REJECTED') ?? false;

  return (
    <section className="bd-view" aria-labelledby="revisar-titulo">
      <ViewHeading id="revisar-titulo">Por revisar</ViewHeading>
      <p className="bd-lead">
        Documentos que subieron tus trabajadores y esperan tu revisión, los más antiguos primero.{' '}
        <RouterLink router={businessRouter} href={sectionPaths.requirements}>
          Documentos requeridos por perfil
        </RouterLink>
      </p>
      {!data && (
        <LoadStatus
          state={state}
          loading="Cargando documentos por revisar…"
          failure="No pudimos cargar los documentos por revisar."
          onRetry={() => void loadReviewQueue(pages)}
        />
      )}
      {state.status === 'error' && data && (
        <LoadStatus
          state={state}
          loading=""
          failure="No pudimos actualizar la lista."
          onRetry={() => void loadReviewQueue(pages)}
        />
      )}
      {data && (
        <>
          <p className="bd-summary" role="status">
            {summary(data.count)}
          </p>
          {hasRequests && (
            <p className="bd-hint bd-review-note">
              «Solicitud de rechazo»: la persona pidió reemplazar un documento que ya estaba aprobado. Si lo rechazas,
              podrá subir otro archivo.
            </p>
          )}
          {data.items.length === 0 ? (
            <div className="bd-card bd-empty">
              <p>Tus trabajadores no tienen documentos esperando revisión.</p>
            </div>
          ) : (
            <>
              <div className="bd-list-bar">
                <button type="button" className="btn" disabled={chosen.length === 0} onClick={() => setBulk(true)}>
                  Aprobar seleccionados ({chosen.length})
                </button>
              </div>
              <QueueTable items={data.items} onAction={act} selected={selected} onSelect={select} />
            </>
          )}
          {data.hasMore && (
            <button
              type="button"
              className="btn btn-outline bd-review-more"
              onClick={() => {
                setPages(pages + 1);
                void loadReviewQueue(pages + 1);
              }}
            >
              Cargar más
            </button>
          )}
        </>
      )}
      {bulk && (
        <BulkApproveDialog
          items={chosen}
          onClose={() => {
            setBulk(false);
            setSelected(new Set());
            void loadReviewQueue(queuePagesFor(pages * 50));
          }}
        />
      )}
      {open?.action === 'approve' && (
        <ApproveDialog item={open.item} onClose={() => setOpen(null)} onDecided={decided} />
      )}
      {open?.action === 'reject' && <RejectDialog item={open.item} onClose={() => setOpen(null)} onDecided={decided} />}
      {open?.action === 'view' && data && (
        <Suspense fallback={<p role="status">Abriendo el visor…</p>}>
          <ReviewViewer items={data.items} initialId={open.item.id_file} onClose={closeViewer} onDecided={reload} />
        </Suspense>
      )}
    </section>
  );
}
