// The three lists of the page as tabs: every posting ('Ofertas'), the saved ones and the ones the
// worker applied to. Arrow keys, Home and End move between tabs.
import { useRef, type KeyboardEvent } from 'react';

export type PostingTab = 'all' | 'saved' | 'applied';

export const TAB_PANEL_ID = 'ofertas-panel';

interface PostingTabsProps {
  readonly current: PostingTab;
  readonly counts: Readonly<Record<PostingTab, number | null>>;
  readonly onSelect: (tab: PostingTab) => void;
}

const TABS: readonly { readonly id: PostingTab; readonly label: string }[] = [
  { id: 'all', label: 'Ofertas' },
  { id: 'saved', label: 'Guardadas' },
  { id: 'applied', label: 'Postuladas' },
];

export function tabId(tab: PostingTab): string {
  return `ofertas-tab-${tab}`;
}

export function PostingTabs({ current, counts, onSelect }: PostingTabsProps) {
  const list = useRef<HTMLDivElement>(null);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((tab) => tab.id === current);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: TABS.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[(target + TABS.length) % TABS.length];
    if (!next) return;
    onSelect(next.id);
    list.current?.querySelector<HTMLElement>(`#${tabId(next.id)}`)?.focus();
  }

  return (
    <div ref={list} className="jp-tabs" role="tablist" aria-label="Listas de ofertas">
      {TABS.map((tab) => {
        const count = counts[tab.id];
        return (
          <button
            key={tab.id}
            id={tabId(tab.id)}
            type="button"
            role="tab"
            className="jp-tab"
            aria-selected={tab.id === current}
            aria-controls={TAB_PANEL_ID}
            tabIndex={tab.id === current ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
            {count !== null && <span className="jp-count">{count}</span>}
          </button>
        );
      })}
    </div>
  );
}
