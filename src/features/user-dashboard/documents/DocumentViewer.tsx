// The document viewer: the selected profile's files that have an id and visibility
// VISIBLE (custom ones also uploaded), with zoom in and out. Loaded on demand with pdf.js.
import { useStore } from '@nanostores/react';
import { documentName } from './document-names.ts';
import { viewerFiles } from './document-rules.ts';
import { fileKey, type DashboardFile } from './document-types.ts';
import { downloadDocument } from './documents-api.ts';
import { $documents } from './documents-store.ts';
import ViewerDialog, { type ViewerItem } from '@/components/viewer/ViewerDialog.tsx';

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
