// The right panel of a dashboard page: 320 px beside the content from 1080 px;
// below, a slide-over toggled from the navbar, closed by its X, Escape or the backdrop. The back
// arrow (when the page's panel stack has somewhere to go) sits before the title.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { $panelOpen } from './chrome-state.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { WIDE_PANEL_QUERY, useMedia } from './use-media.ts';

export const RIGHT_PANEL_ID = 'dash-panel';

interface RightPanelProps {
  readonly title: string;
  /** Shown as the back arrow when given. */
  readonly onBack?: (() => void) | undefined;
  readonly children: ReactNode;
}

export function RightPanel({ title, onBack, children }: RightPanelProps) {
  const wide = useMedia(WIDE_PANEL_QUERY);
  const open = useStore($panelOpen);
  const heading = useRef<HTMLHeadingElement>(null);
  const firstTitle = useRef(true);
  const overlay = !wide && open;
  // On a phone the panel is a closed slide-over until the person opens it: its content is drawn the
  // first time it shows (beside the section, or opened), not in the section's first view, and is
  // kept from then on, so closing the slide-over loses nothing typed in it.
  const [drawn, setDrawn] = useState(wide || open);
  if ((wide || open) && !drawn) setDrawn(true);

  useEffect(() => () => $panelOpen.set(false), []);

  useEffect(() => {
    // Follow the person into a new view (or into the opened slide-over) with the focus.
    if (firstTitle.current) {
      firstTitle.current = false;
      return;
    }
    heading.current?.focus();
  }, [title]);

  useEffect(() => {
    if (overlay) heading.current?.focus();
  }, [overlay]);

  return (
    <>
      {overlay && (
        // A pointer convenience only: Escape and the buttons close it from the keyboard.
        <div className="dash-backdrop dash-panel-backdrop" aria-hidden="true" onClick={() => $panelOpen.set(false)} />
      )}
      <aside
        id={RIGHT_PANEL_ID}
        className="dash-panel"
        aria-labelledby="dash-panel-titulo"
        data-open={overlay ? 'true' : 'false'}
        inert={!wide && !open}
      >
        <div className="dash-panel-head">
          {onBack && (
            <button
              type="button"
              className="dash-icon-button"
              onClick={onBack}
              data-tooltip="Volver"
              data-tooltip-side="end"
            >
              <Icon name="arrowLeft" size={20} />
              <span className="visually-hidden">Volver</span>
            </button>
          )}
          <h2 id="dash-panel-titulo" ref={heading} tabIndex={-1}>
            {title}
          </h2>
          {!wide && (
            <button
              type="button"
              className="dash-icon-button dash-panel-close"
              onClick={() => $panelOpen.set(false)}
              data-tooltip="Cerrar panel"
              data-tooltip-side="start"
            >
              <Icon name="close" size={20} />
              <span className="visually-hidden">Cerrar panel</span>
            </button>
          )}
        </div>
        <div className="dash-panel-body">{drawn ? children : null}</div>
      </aside>
    </>
  );
}
