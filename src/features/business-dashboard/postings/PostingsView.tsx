// The job postings view: the company's own postings 10 a page, search, and the create, update
// and delete dialogs. The form dialog loads on demand.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SPEC_MESSAGES } from '@/features/business-dashboard/shared/messages.ts';
import { Pagination } from '@/components/pagination/Pagination.tsx';
import { pageItems } from '@/lib/pagination.ts';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { DeletePostingDialog } from './DeletePostingDialog.tsx';
import { PostingCard } from './PostingCard.tsx';
import type { Posting } from './postings-api.ts';
import { $myPostings, goToPage, loadPostings, searchPostings } from './postings-store.ts';
import { PostingSearch } from './PostingSearch.tsx';
import './postings.css';

const loadFormDialog = () => import('./PostingFormDialog.tsx');
const PostingFormDialog = lazy(loadFormDialog);
const preloadFormDialog = () => void loadFormDialog();

type Editor =
  | { readonly kind: 'form'; readonly id: number | null; readonly copyOf?: number }
  | { readonly kind: 'delete'; readonly posting: Posting };

const HEADING_ID = 'publicaciones-titulo';
const headingElement = () => document.getElementById(HEADING_ID);

function summary(count: number, search: string): string {
  const noun = count === 1 ? 'publicación' : 'publicaciones';
  if (search) return `${count} ${count === 1 ? 'resultado' : 'resultados'} para «${search}»`;
  return `${count} ${noun}`;
}

export function PostingsView() {
  const { status, items, search, page } = useStore($myPostings);
  const [editor, setEditor] = useState<Editor | null>(null);

  useEffect(() => {
    void loadPostings();
  }, []);

  const visible = pageItems(items, page);
  return (
    <section className="bd-view" aria-labelledby={HEADING_ID}>
      <div className="bd-view-head">
        <div>
          <ViewHeading id={HEADING_ID}>Publicaciones de empleo</ViewHeading>
          <p className="bd-lead">Publica ofertas, mantenlas al día y revisa a quienes postulan.</p>
        </div>
        <button
          type="button"
          className="btn"
          onClick={() => setEditor({ kind: 'form', id: null })}
          onPointerEnter={preloadFormDialog}
          onFocus={preloadFormDialog}
        >
          <span aria-hidden="true">+</span> Nueva publicación
        </button>
      </div>

      <PostingSearch active={search} onSearch={(value) => void searchPostings(value)} />

      <p className="bd-summary" role="status">
        {status === 'loading' ? 'Cargando publicaciones…' : status === 'ready' ? summary(items.length, search) : ''}
      </p>

      {status === 'error' && (
        <div className="bd-card bd-empty">
          <p>{SPEC_MESSAGES.loadPostings}</p>
          <button type="button" className="btn" onClick={() => void loadPostings()}>
            Reintentar
          </button>
        </div>
      )}

      {status === 'loading' && items.length === 0 && <ListSkeleton />}

      {status !== 'error' && items.length === 0 && status === 'ready' && (
        <div className="bd-card bd-empty">
          <p>
            {search
              ? 'Ninguna de tus publicaciones coincide con la búsqueda.'
              : 'Aún no tienes publicaciones. Crea la primera para empezar a recibir postulantes.'}
          </p>
        </div>
      )}

      {items.length > 0 && status !== 'error' && (
        <>
          <ul className="bd-list" aria-busy={status === 'loading'}>
            {visible.map((posting) => (
              <li key={posting.id_publication}>
                <PostingCard
                  posting={posting}
                  onEdit={() => setEditor({ kind: 'form', id: posting.id_publication })}
                  onDuplicate={() => setEditor({ kind: 'form', id: null, copyOf: posting.id_publication })}
                  onDelete={() => setEditor({ kind: 'delete', posting })}
                  onPreloadEditor={preloadFormDialog}
                />
              </li>
            ))}
          </ul>
          <Pagination
            area="business"
            page={page}
            total={items.length}
            label="Paginación de publicaciones"
            onPage={(next) => {
              goToPage(next);
              headingElement()?.scrollIntoView({ block: 'start' });
            }}
          />
        </>
      )}

      {editor?.kind === 'form' && (
        <Suspense fallback={null}>
          <PostingFormDialog
            postingId={editor.id}
            copyOf={editor.copyOf ?? null}
            onClose={() => setEditor(null)}
            returnFocus={headingElement}
          />
        </Suspense>
      )}
      {editor?.kind === 'delete' && (
        <DeletePostingDialog posting={editor.posting} onClose={() => setEditor(null)} returnFocus={headingElement} />
      )}
    </section>
  );
}

function ListSkeleton() {
  return (
    <ul className="bd-list" aria-hidden="true">
      {[0, 1, 2].map((index) => (
        <li key={index} className="bd-card bd-skeleton-card" />
      ))}
    </ul>
  );
}
