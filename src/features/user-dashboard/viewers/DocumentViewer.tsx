// The document viewer: the selected profile's files that have an id and visibility
// VISIBLE (custom ones also uploaded), with zoom in and out. Loaded on demand with pdf.js.
import { useStore } from '@nanostores/react';
import { documentName } from '@/features/user-dashboard/documents/document-names.ts';
import { viewerFiles } from '@/features/user-dashboard/documents/document-rules.ts';
import { fileKey, type DashboardFile } from '@/features/user-dashboard/documents/document-types.ts';
import { downloadDocument } from '@/features/user-dashboard/documents/documents-api.ts';
import { $documents } from '@/features/user-dashboard/state/documents.ts';
import ViewerDialog, { type ViewerItem } from './ViewerDialog.tsx';

function item(file: DashboardFile): ViewerItem {
  const url = file.url_file;
  return {
    key: fileKey(file),
    version: `${url ?? ''}|${file.date_upload ?? ''}`,
    title: documentName(file),
    downloadName: `${file.purpose_name}.${file.type_name ?? 'pdf'}`,
    load: () => (url ? downloadDocument(url) : Promise.reject(new Error('Sin archivo'))),
  };
}

interface DocumentViewerProps {
  readonly initialKey: string | null;
  readonly onClose: () => void;
}

export default function DocumentViewer({ initialKey, onClose }: DocumentViewerProps) {
  const documents = useStore($documents);
  const items = viewerFiles(documents.files).map(item);
  return (
    <ViewerDialog
      label="Visor de documentos"
      itemLabel="Documento"
      items={items}
      initialKey={initialKey}
      allowZoomOut
      onClose={onClose}
    />
  );
}
