// The shared document viewer (pdf.js and images) bound to the documents of 'Por revisar': each
// loads through the company's file route, with 'Aprobar' and 'Rechazar' under the document on
// show (keys A and R do the same). Imported on demand, with the viewer's own code.
import { useEffect, useRef } from 'react';
import ViewerDialog, { type ViewerItem } from '@/components/viewer/ViewerDialog.tsx';
import { downloadReviewFile, type QueueItem } from './review-api.ts';

export type Decision = 'approve' | 'reject';

function viewerItem(item: QueueItem): ViewerItem {
  return {
    key: String(item.id_file),
    version: `${item.version}|${item.date_upload ?? ''}`,
    title: `${item.document_name} · ${item.worker_name}`,
    downloadName: `${item.purpose_name}.${item.type_name ?? 'pdf'}`,
    load: () => downloadReviewFile(item.id_file),
  };
}

/** A key press typed into a field is the field's, not a shortcut. */
function typing(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))
  );
}

const SHORTCUTS: Readonly<Record<string, Decision>> = { a: 'approve', r: 'reject' };

interface ReviewViewerProps {
  readonly items: readonly QueueItem[];
  readonly initialId: number;
  readonly onClose: () => void;
  readonly onDecide: (item: QueueItem, decision: Decision) => void;
}

export default function ReviewViewer({ items, initialId, onClose, onDecide }: ReviewViewerProps) {
  const viewable = items.filter((item) => item.is_uploaded);
  const shown = useRef<QueueItem | undefined>(undefined);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const decision = SHORTCUTS[event.key.toLowerCase()];
      if (!decision || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (!shown.current) return;
      event.preventDefault();
      onDecide(shown.current, decision);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onDecide]);

  return (
    <ViewerDialog
      label="Visor de documentos"
      itemLabel="Documento"
      items={viewable.map(viewerItem)}
      initialKey={String(initialId)}
      allowZoomOut
      onClose={onClose}
      actions={(key) => {
        const item = viewable.find((entry) => String(entry.id_file) === key);
        shown.current = item;
        if (!item) return null;
        const whose = `${item.document_name} de ${item.worker_name}`;
        return (
          <>
            <button type="button" className="btn" onClick={() => onDecide(item, 'approve')}>
              Aprobar<span className="visually-hidden"> {whose}</span>
            </button>
            <button type="button" className="btn btn-outline viewer-reject" onClick={() => onDecide(item, 'reject')}>
              Rechazar<span className="visually-hidden"> {whose}</span>
            </button>
            <p className="viewer-keys">
              Atajos: <kbd>A</kbd> aprueba, <kbd>R</kbd> rechaza. Después de decidir se abre el siguiente documento.
            </p>
          </>
        );
      }}
    />
  );
}
