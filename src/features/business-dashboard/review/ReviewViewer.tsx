// The shared document viewer (pdf.js and images) bound to the documents of 'Por revisar': each
// loads through the company's file route. Imported on demand, with the viewer's own code.
import ViewerDialog, { type ViewerItem } from '@/components/viewer/ViewerDialog.tsx';
import { downloadReviewFile, type QueueItem } from './review-api.ts';

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
  readonly onClose: () => void;
}

export default function ReviewViewer({ items, initialId, onClose }: ReviewViewerProps) {
  return (
    <ViewerDialog
      label="Visor de documentos"
      itemLabel="Documento"
      items={items.filter((item) => item.is_uploaded).map(viewerItem)}
      initialKey={String(initialId)}
      allowZoomOut
      onClose={onClose}
    />
  );
}
