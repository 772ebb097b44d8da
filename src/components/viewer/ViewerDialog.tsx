// The full-screen viewer shared by documents and contracts: a select to jump to an
// item, previous/next (page by page, then on to the neighbouring item), 'Página x de n', print,
// download, rotate 90°, zoom in (and out, unless disabled) by 0.2 between 1 and 50, double-click
// to zoom in, X to close, an optional bar of actions on the item on show and an optional panel
// beside the page (a decision about the item, typed while it is on screen). A native modal <dialog> (the page behind is inert, Escape closes, the
// browser returns focus to the opener) with ModalDialog's Tab wrapping, so focus stays inside.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { wrapTab } from '@/components/dialog/ModalDialog.tsx';
import { openPageSource, type PageSource } from './page-source.ts';
import { PageView } from './PageView.tsx';
import { printPages } from './print-pages.ts';
import { saveBlob } from '@/lib/save-blob.ts';
import { clampIndex, pageLabel, rotateClockwise, zoomIn, zoomOut } from './viewer-state.ts';
import { ViewerToolbar } from './ViewerToolbar.tsx';
import './viewer.css';

export interface ViewerItem {
  readonly key: string;
  readonly title: string;
  /** Changes when the item's file changes (a new upload), which reloads it. */
  readonly version: string;
  readonly downloadName: string;
  readonly load: () => Promise<Blob>;
}

export interface ViewerDialogProps {
  /** The dialog's name, e.g. 'Visor de documentos'. */
  readonly label: string;
  /** Name of the item select: 'Documento' or 'Contrato'. */
  readonly itemLabel: string;
  readonly items: readonly ViewerItem[];
  readonly initialKey: string | null;
  readonly allowZoomOut: boolean;
  readonly onClose: () => void;
  /** A bar under the page for the item on show (a decision about it, for instance). */
  readonly actions?: ((key: string) => ReactNode) | undefined;
  /** A panel beside the page (under it on narrow screens) for the item on show. */
  readonly aside?: ((key: string) => ReactNode) | undefined;
  /**
   * The item the parent asks to show (after a decision, the next one): when it changes, the
   * viewer shows it from its first page, as if chosen in the select.
   */
  readonly showKey?: string | null | undefined;
  /** Told each page shown, once the item is open: its key, the page (from 0) and the page count. */
  readonly onPageShown?: ((key: string, page: number, pageCount: number) => void) | undefined;
  /** The id of the element that takes the focus on opening, in place of the first control. */
  readonly initialFocusId?: string | undefined;
}

type Loaded =
  | { readonly key: string; readonly status: 'loading' }
  | { readonly key: string; readonly status: 'error' }
  | { readonly key: string; readonly status: 'ready'; readonly blob: Blob; readonly source: PageSource };

export default function ViewerDialog(props: ViewerDialogProps) {
  const { label, itemLabel, items, initialKey, allowZoomOut, onClose, actions, aside, showKey, onPageShown } = props;
  const { initialFocusId } = props;
  const dialog = useRef<HTMLDialogElement>(null);
  const [selectedKey, setSelectedKey] = useState(() => initialKey ?? items[0]?.key ?? '');
  const [page, setPage] = useState(0);
  const [zoom, setZoom] = useState(1);
  const [rotation, setRotation] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // The parent's request is followed while rendering, so the asked item is on the very next frame.
  const [asked, setAsked] = useState(showKey ?? null);
  if ((showKey ?? null) !== asked) {
    setAsked(showKey ?? null);
    if (showKey) {
      setSelectedKey(showKey);
      setPage(0);
      setZoom(1);
      setRotation(0);
    }
  }

  const found = items.findIndex((item) => item.key === selectedKey);
  const index = found < 0 ? clampIndex(0, items.length) : found;
  const item = items[index];
  const ready = loaded?.status === 'ready' && loaded.key === item?.key ? loaded : null;
  const pageCount = ready?.source.pageCount ?? 0;
  const shownPage = clampIndex(page, pageCount);

  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return;
    element.showModal();
    if (initialFocusId) document.getElementById(initialFocusId)?.focus();
    // Only on opening: later renders keep the focus where the person put it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The viewer closes itself when nothing is left to show.
  useEffect(() => {
    if (items.length === 0) dialog.current?.close();
  }, [items.length]);

  // Parents rebuild `items` on every render: the loader is read from the latest list by key.
  const loaders = useRef(new Map<string, () => Promise<Blob>>());
  useEffect(() => {
    loaders.current = new Map(items.map((entry) => [entry.key, entry.load]));
  }, [items]);

  const itemKey = item?.key;
  const itemVersion = item?.version;
  useEffect(() => {
    const load = itemKey === undefined ? undefined : loaders.current.get(itemKey);
    if (itemKey === undefined || !load) return;
    const run = { active: true };
    let source: PageSource | null = null;
    setLoaded({ key: itemKey, status: 'loading' });
    void (async () => {
      try {
        const blob = await load();
        source = await openPageSource(blob);
        if (run.active) setLoaded({ key: itemKey, status: 'ready', blob, source });
        else source.destroy();
      } catch {
        if (run.active) setLoaded({ key: itemKey, status: 'error' });
      }
    })();
    return () => {
      run.active = false;
      source?.destroy();
    };
  }, [itemKey, itemVersion]);

  const readyKey = ready?.key;
  useEffect(() => {
    if (readyKey !== undefined && pageCount > 0) onPageShown?.(readyKey, shownPage, pageCount);
  }, [readyKey, shownPage, pageCount, onPageShown]);

  function show(key: string, atPage: number) {
    setSelectedKey(key);
    setPage(atPage);
    setZoom(1);
    setRotation(0);
  }

  function previous() {
    if (shownPage > 0) setPage(shownPage - 1);
    else if (index > 0) show(items[index - 1]?.key ?? '', Number.POSITIVE_INFINITY);
  }

  function next() {
    if (shownPage < pageCount - 1) setPage(shownPage + 1);
    else if (index < items.length - 1) show(items[index + 1]?.key ?? '', 0);
  }

  const failed = useCallback(
    () => setLoaded((current) => (current ? { key: current.key, status: 'error' } : null)),
    [],
  );

  const status =
    !item || !loaded || loaded.key !== item.key
      ? 'loading'
      : loaded.status === 'ready'
        ? 'ready'
        : loaded.status === 'error'
          ? 'error'
          : 'loading';

  return (
    <dialog
      ref={dialog}
      className="viewer"
      aria-label={label}
      onClose={onClose}
      onKeyDown={(event) => wrapTab(event, event.currentTarget)}
    >
      <ViewerToolbar
        items={items}
        itemLabel={itemLabel}
        index={index}
        pageText={pageLabel(shownPage, pageCount)}
        zoom={zoom}
        allowZoomOut={allowZoomOut}
        canPrevious={shownPage > 0 || index > 0}
        canNext={shownPage < pageCount - 1 || index < items.length - 1}
        ready={ready !== null}
        onSelect={(key) => show(key, 0)}
        onPrevious={previous}
        onNext={next}
        onRotate={() => setRotation(rotateClockwise)}
        onZoomIn={() => setZoom(zoomIn)}
        onZoomOut={() => setZoom(zoomOut)}
        onPrint={() => {
          if (ready && dialog.current && item) void printPages(dialog.current, ready.source, rotation, item.title);
        }}
        onDownload={() => {
          if (ready && item) saveBlob(ready.blob, item.downloadName);
        }}
        onClose={() => dialog.current?.close()}
      />
      <div className={aside ? 'viewer-body viewer-body-aside' : 'viewer-body'}>
        {status === 'ready' && ready && item ? (
          <PageView
            source={ready.source}
            pageIndex={shownPage}
            zoom={zoom}
            rotation={rotation}
            label={`${item.title}, ${pageLabel(shownPage, pageCount).toLowerCase()}`}
            onZoomIn={() => setZoom(zoomIn)}
            onError={failed}
          />
        ) : (
          <div className="viewer-area viewer-state" role="status">
            {status === 'error'
              ? 'No pudimos abrir este documento. Intenta nuevamente más tarde.'
              : 'Cargando documento…'}
          </div>
        )}
        {aside && item && <div className="viewer-aside">{aside(item.key)}</div>}
      </div>
      {actions && item && <div className="viewer-actions">{actions(item.key)}</div>}
    </dialog>
  );
}
