// /user/dashboard/job-postings — 'Ofertas de trabajo': the search, the
// filters panel and the filters in force (all kept in the address), the lists of every, saved and
// applied posting, 10 a page, and the detail panel of the posting in the hash. Loaded on demand.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { ready } from '@/lib/remote.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { DashboardPage } from '@/features/user-dashboard/chrome/DashboardPage.tsx';
import { $dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { ActiveFilters } from './ActiveFilters.tsx';
import { openPostingQuery, showPosting } from './postings-address.ts';
import type { Posting } from './postings-api.ts';
import { hasFilters, postingIdFromHash, queryKey, readPostingQuery, type PostingQuery } from './postings-query.ts';
import { $postingsReload, requestPostingsReload } from './postings-store.ts';
import { PostingDetail } from './PostingDetail.tsx';
import { PostingList } from './PostingList.tsx';
import { PostingTabs, TAB_PANEL_ID, tabId, type PostingTab } from './PostingTabs.tsx';
import { SearchBar } from './SearchBar.tsx';
import { useLinkedPostings, usePostingList } from './use-postings.ts';
import '@/features/user-dashboard/shared/forms.css';
import './postings.css';

const FiltersDialog = lazy(() => import('./FiltersDialog.tsx'));

const EMPTY_TEXT: Record<PostingTab, string> = {
  all: 'No hay ofertas que coincidan con tu búsqueda. Prueba con otros filtros.',
  saved: 'Aún no guardas ofertas. Usa «Guardar» en el detalle de una oferta.',
  applied: 'Aún no postulas a ofertas.',
};

export default function JobPostingsView() {
  const page = useStore($dashboardRouter);
  const reload = useStore($postingsReload);
  const searchText = new URLSearchParams(page?.search ?? {}).toString();
  const query = useMemo(() => readPostingQuery(searchText), [searchText]);
  const openId = postingIdFromHash(page?.hash ?? '');
  const [tab, setTab] = useState<PostingTab>('all');
  const [paging, setPaging] = useState({ key: '', page: 1 });
  const focusOnLoad = useRef(false);
  const lastOpener = useRef<HTMLElement | null>(null);
  const [linkedId] = useState(openId);

  // An address that already names a posting (a shared link, a reload) opens its detail, also in
  // the slide-over of a phone, with the focus on it.
  useEffect(() => {
    if (linkedId === null) return;
    focusOnLoad.current = true;
    $panelOpen.set(true);
  }, [linkedId]);

  const all = usePostingList(query, reload);
  const saved = useLinkedPostings('saved', reload);
  const applied = useLinkedPostings('applied', reload);

  const pagingKey = `${tab}|${queryKey(query)}`;
  const pageNumber = paging.key === pagingKey ? paging.page : 1;
  const count = (loaded: typeof saved.loaded) => (loaded.status === 'ready' ? loaded.data.length : null);
  const asPage = (loaded: typeof saved.loaded) =>
    loaded.status === 'ready' ? ready({ postings: loaded.data, count: loaded.data.length }) : loaded;
  const current =
    tab === 'all'
      ? all
      : tab === 'saved'
        ? { ...saved, loaded: asPage(saved.loaded) }
        : { ...applied, loaded: asPage(applied.loaded) };

  function changeQuery(next: PostingQuery) {
    setTab('all');
    openPostingQuery(next);
  }

  function open(posting: Posting, event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    lastOpener.current = event.currentTarget;
    focusOnLoad.current = true;
    showPosting(posting.id_publication);
    $panelOpen.set(true);
  }

  function closeDetail() {
    showPosting(null);
    $panelOpen.set(false);
    const opener = lastOpener.current;
    if (opener?.isConnected) requestAnimationFrame(() => opener.focus());
  }

  const filtered = hasFilters(query.filter) || query.search !== '';
  return (
    <DashboardPage
      panel={
        <PostingDetail
          id={openId}
          reload={reload}
          focusOnLoadRef={focusOnLoad}
          onClose={closeDetail}
          hint="Elige una oferta de la lista para ver su detalle, guardarla o postular."
        />
      }
    >
      <section className="jp-head" aria-labelledby="ofertas-titulo">
        <div className="jp-head-text">
          <h2 id="ofertas-titulo">Ofertas de trabajo</h2>
          <p>Encuentra trabajos cerca de ti, guárdalos para después y postula en un clic.</p>
        </div>
        <div className="jp-tools">
          <SearchBar key={query.search} value={query.search} onSearch={(search) => changeQuery({ ...query, search })} />
          <FiltersControl filter={query.filter} onApply={(filter) => changeQuery({ ...query, filter })} />
        </div>
        <ActiveFilters query={query} onChange={changeQuery} />
      </section>
      <PostingTabs
        current={tab}
        counts={{
          all: all.loaded.status === 'ready' ? all.loaded.data.count : null,
          saved: count(saved.loaded),
          applied: count(applied.loaded),
        }}
        onSelect={setTab}
      />
      <div id={TAB_PANEL_ID} role="tabpanel" aria-labelledby={tabId(tab)} className="jp-panel">
        <PostingList
          loaded={current.loaded}
          refreshing={current.refreshing}
          page={pageNumber}
          onPage={(next) => setPaging({ key: pagingKey, page: next })}
          openId={openId}
          onOpen={open}
          onRetry={requestPostingsReload}
          emptyText={tab === 'all' && !filtered ? 'Por ahora no hay ofertas publicadas.' : EMPTY_TEXT[tab]}
          emptyAction={
            tab !== 'all' ? (
              <button type="button" className="btn btn-outline" onClick={() => setTab('all')}>
                Ver todas las ofertas
              </button>
            ) : filtered ? (
              <button type="button" className="btn btn-outline" onClick={() => changeQuery({ search: '', filter: {} })}>
                Quitar filtros y búsqueda
              </button>
            ) : undefined
          }
        />
      </div>
    </DashboardPage>
  );
}

/**
 * The 'Filtros' button and its dialog, with their own state: opening the dialog renders only
 * these, not the lists beside them, so the dialog shows in the next frame.
 */
function FiltersControl({
  filter,
  onApply,
}: {
  readonly filter: PostingQuery['filter'];
  readonly onApply: (filter: PostingQuery['filter']) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="btn btn-outline jp-filter-button" onClick={() => setOpen(true)}>
        <ExtraIcon name="filter" size={18} />
        Filtros
      </button>
      {open && (
        <Suspense fallback={null}>
          <FiltersDialog
            filter={filter}
            onClose={() => setOpen(false)}
            onApply={(next) => {
              setOpen(false);
              onApply(next);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
