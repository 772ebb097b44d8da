// The viewer's controls: item select, previous/next with 'Página x de n', rotate, zoom, print,
// download and close. Icon buttons carry their names as text for assistive technology.
import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/components/icon/icons.tsx';
import { canZoomIn, canZoomOut } from './viewer-state.ts';
import type { ViewerItem } from './ViewerDialog.tsx';

interface ViewerToolbarProps {
  readonly items: readonly ViewerItem[];
  /** Name of the item select: 'Documento' or 'Contrato'. */
  readonly itemLabel: string;
  readonly index: number;
  readonly pageText: string;
  readonly zoom: number;
  readonly allowZoomOut: boolean;
  readonly canPrevious: boolean;
  readonly canNext: boolean;
  readonly ready: boolean;
  readonly onSelect: (key: string) => void;
  readonly onPrevious: () => void;
  readonly onNext: () => void;
  readonly onRotate: () => void;
  readonly onZoomIn: () => void;
  readonly onZoomOut: () => void;
  readonly onPrint: () => void;
  readonly onDownload: () => void;
  readonly onClose: () => void;
}

function ToolButton(props: {
  readonly icon: IconName;
  readonly label: string;
  readonly onClick: () => void;
  readonly disabled?: boolean;
  readonly children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className="viewer-button"
      onClick={props.onClick}
      disabled={props.disabled}
      data-tooltip={props.label}
    >
      <Icon name={props.icon} size={20} />
      <span className="visually-hidden">{props.label}</span>
      {props.children}
    </button>
  );
}

export function ViewerToolbar(props: ViewerToolbarProps) {
  const current = props.items[props.index];
  return (
    <div className="viewer-toolbar">
      <div className="viewer-select">
        <label htmlFor="visor-documento" className="visually-hidden">
          {props.itemLabel}
        </label>
        <select
          id="visor-documento"
          value={current?.key ?? ''}
          onChange={(event) => props.onSelect(event.target.value)}
        >
          {props.items.map((item) => (
            <option key={item.key} value={item.key}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      <div className="viewer-group" role="group" aria-label="Páginas">
        <ToolButton icon="chevronLeft" label="Anterior" onClick={props.onPrevious} disabled={!props.canPrevious} />
        <p className="viewer-page" aria-live="polite">
          {props.pageText}
        </p>
        <ToolButton icon="chevronRight" label="Siguiente" onClick={props.onNext} disabled={!props.canNext} />
      </div>
      <div className="viewer-group" role="group" aria-label="Vista">
        <ToolButton icon="rotate" label="Girar 90°" onClick={props.onRotate} disabled={!props.ready} />
        {props.allowZoomOut && (
          <ToolButton
            icon="zoomOut"
            label="Alejar"
            onClick={props.onZoomOut}
            disabled={!props.ready || !canZoomOut(props.zoom)}
          />
        )}
        <output className="viewer-zoom" aria-label="Zoom">
          {Math.round(props.zoom * 100)}%
        </output>
        <ToolButton
          icon="zoomIn"
          label="Acercar"
          onClick={props.onZoomIn}
          disabled={!props.ready || !canZoomIn(props.zoom)}
        />
      </div>
      <div className="viewer-group" role="group" aria-label="Archivo">
        <ToolButton icon="print" label="Imprimir" onClick={props.onPrint} disabled={!props.ready} />
        <ToolButton icon="download" label="Descargar" onClick={props.onDownload} disabled={!props.ready} />
      </div>
      <div className="viewer-close">
        <ToolButton icon="close" label="Cerrar visor" onClick={props.onClose} />
      </div>
    </div>
  );
}
