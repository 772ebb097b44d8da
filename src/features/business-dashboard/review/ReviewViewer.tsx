// The shared document viewer (pdf.js and images) bound to the documents of 'Por revisar': each
// loads through the company's file route, with the decision typed in a panel beside it (approval
// dates included). After a decision the next document awaiting review opens, its panel's title
// focused and the decision announced; after the last one the viewer closes and says so to the
// view. Imported on demand, with the viewer's own code.
import { useState } from 'react';
import ViewerDialog, { type ViewerItem } from '@/components/viewer/ViewerDialog.tsx';
import type { DecisionAnswer } from '@/lib/contract/review.ts';
import { downloadReviewFile, type QueueItem } from './review-api.ts';
import { nextToReview } from './review-store.ts';
import { DECISION_TITLE_ID, ViewerDecision } from './ViewerDecision.tsx';

function viewerItem(item: QueueItem): ViewerItem {
  return {
    key: String(item.id_file),
    version: `${item.version}|${item.date_upload ?? ''}`,
    title: `${item.document_name} · ${item.worker_name}`,
    downloadName: `${item.purpose_name}.${item.type_name ?? 'pdf'}`,
    load: () => downloadReviewFile(item.id_file),
  };
}

interface ReviewViewerProps {
  readonly items: readonly QueueItem[];
  readonly initialId: number;
  /** `finished`: the viewer closed because no document awaiting review was left. */
  readonly onClose: (finished: boolean) => void;
  readonly onDecided: (answer: DecisionAnswer) => void;
}

export default function ReviewViewer({ items, initialId, onClose, onDecided }: ReviewViewerProps) {
  // Decided here: out of the viewer at once, before the queue is read again.
  const [decided, setDecided] = useState<ReadonlySet<number>>(new Set());
  const [showKey, setShowKey] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const viewable = items.filter((item) => item.is_uploaded && !decided.has(item.id_file));

  const afterDecision = (item: QueueItem, answer: DecisionAnswer) => {
    const next = nextToReview(viewable, item);
    setDecided(new Set(decided).add(item.id_file));
    setShowKey(next ? String(next.id_file) : null);
    setSaid(
      next
        ? `${answer.message}: ${item.document_name} de ${item.worker_name}. Ahora: ${next.document_name} de ${next.worker_name}.`
        : `${answer.message}: ${item.document_name} de ${item.worker_name}.`,
    );
    onDecided(answer);
  };

  return (
    <ViewerDialog
      label="Visor de documentos"
      itemLabel="Documento"
      items={viewable.map(viewerItem)}
      initialKey={String(initialId)}
      showKey={showKey}
      allowZoomOut
      initialFocusId={DECISION_TITLE_ID}
      onClose={() => onClose(decided.size > 0 && viewable.length === 0)}
      aside={(key) => {
        const item = viewable.find((entry) => String(entry.id_file) === key);
        if (!item) return null;
        return (
          <>
            <p className="visually-hidden" role="status">
              {said}
            </p>
            <ViewerDecision key={key} item={item} focusTitle={key === showKey} onDecided={afterDecision} />
          </>
        );
      }}
    />
  );
}
