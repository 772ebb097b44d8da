// A list of posting cards, 10 a page, with its loading, failure and empty states and the
// pagination. The failure texts are the fixed ones, with 'Reintentar'.
import type { MouseEvent, ReactNode } from 'react';
import { pageItems } from '@/lib/pagination.ts';
import { Pagination } from '@/components/pagination/Pagination.tsx';
import { PostingCard } from './PostingCard.tsx';
import type { Posting } from './postings-api.ts';
import type { Asked } from '@/lib/remote-store.ts';

interface PostingListProps {
  readonly loaded: Asked<{ readonly postings: readonly Posting[]; readonly count: number }>;
  readonly refreshing: boolean;
  readonly page: number;
  readonly onPage: (page: number) => void;
  readonly openId: number | null;
  readonly onOpen: (posting: Posting, event: MouseEvent<HTMLAnchorElement>) => void;
  readonly onRetry: () => void;
  readonly emptyText: string;
  /** What the worker can do from the empty list (clear the filters, see every posting). */
  readonly emptyAction?: ReactNode;
}

export function PostingList(props: PostingListProps) {
  const { loaded, refreshing, page, onPage, openId, onOpen, onRetry, emptyText, emptyAction } = props;
  if (loaded.status === 'loading') {
    return (
      <div className="jp-list" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <div key={index} className="jp-card jp-card-skeleton" aria-hidden="true" />
        ))}
        <p className="visually-hidden" role="status">
          Cargando ofertas…
        </p>
      </div>
    );
  }
  if (loaded.status === 'error') {
    return (
      <div className="jp-state jp-state-error">
        <p role="alert">{loaded.error}</p>
        <button type="button" className="btn btn-outline" onClick={onRetry}>
          Reintentar
        </button>
      </div>
    );
  }
  const { postings } = loaded.data;
  if (postings.length === 0) {
    return (
      <div className="jp-state">
        <p>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return (
    <>
      <ul className="jp-list" aria-busy={refreshing}>
        {pageItems(postings, page).map((posting) => (
          <li key={posting.id_publication}>
            <PostingCard
              posting={posting}
              open={posting.id_publication === openId}
              onOpen={(event) => onOpen(posting, event)}
            />
          </li>
        ))}
      </ul>
      <Pagination page={page} total={postings.length} onPage={onPage} label="Paginación de ofertas" area="user" />
    </>
  );
}
