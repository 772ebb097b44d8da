// The upload flow of the home's document cards: the notice (unless dismissed for good), the file
// picker, shrinking a photo, the checks and the upload with its progress and 'Cancelar'. Refusals
// become alerts; a connection failure keeps the chosen file on screen with 'Reintentar', which
// first asks the server whether the earlier try arrived after all.
import { useRef, useState } from 'react';
import { useUploadTask } from '@/components/feedback/use-upload-task.ts';
import type { ShrinkResult } from '@/lib/images/index.ts';
import { DOCUMENT_UPLOAD, fileAccept } from '@/lib/validation/index.ts';
import { showAlert } from '@/stores/alerts.ts';
import { documentName } from './document-names.ts';
import type { DashboardFile } from './document-types.ts';
import { uploadNoticeDismissed } from './upload-notice.ts';
import { UPLOAD_SETTLE_MS, confirmUpload, uploadProfileDocument } from './documents-store.ts';

// Image shrinking loads when a photo is picked, not with the dashboard's first view.
const loadShrink = () => import('@/lib/images/shrink.ts');

export const FILE_ALERT_TITLE = 'No se pudo subir el archivo';
export const ACCEPTED_FILES = fileAccept(DOCUMENT_UPLOAD);
/** The hidden file input the home renders; the cards' buttons open it. */
export const UPLOAD_INPUT_ID = 'dash-archivo-documento';

export interface PendingUpload {
  readonly file: DashboardFile;
  readonly name: string;
  readonly chosen: ShrinkResult;
  /** Set when the last try got no answer: what to tell the person. */
  readonly failure: string | null;
  /** The server may hold an earlier try: 'Reintentar' asks it first. */
  readonly checkFirst: boolean;
}

export function useDocumentUpload(profileId: number | null) {
  const target = useRef<DashboardFile | null>(null);
  const [noticeFor, setNoticeFor] = useState<DashboardFile | null>(null);
  const [pending, setPending] = useState<PendingUpload | null>(null);
  const [preparing, setPreparing] = useState(false);
  const task = useUploadTask();

  function pickFile() {
    const input = document.getElementById(UPLOAD_INPUT_ID);
    if (input instanceof HTMLInputElement) {
      input.value = '';
      input.click();
    }
  }

  function request(file: DashboardFile) {
    target.current = file;
    if (uploadNoticeDismissed()) pickFile();
    else setNoticeFor(file);
  }

  async function send(upload: PendingUpload) {
    if (profileId === null) return;
    setPending({ ...upload, failure: null });
    const run = await task.run(async (io) => {
      if (upload.checkFirst) {
        const confirmed = await confirmUpload(profileId, upload.file);
        if (confirmed.ok || ('retry' in confirmed && confirmed.retry === 'unconfirmed')) return confirmed;
      }
      return uploadProfileDocument(profileId, upload.file, upload.chosen.file, UPLOAD_SETTLE_MS, io);
    });
    if (run.status === 'busy') return;
    const outcome = run.status === 'done' ? run.value : null;
    if (outcome?.ok || run.status === 'cancelled' || (outcome && 'retry' in outcome && outcome.retry === 'cancelled')) {
      setPending(null);
      return;
    }
    if (outcome && 'retry' in outcome) {
      setPending({ ...upload, failure: outcome.message, checkFirst: outcome.retry === 'unconfirmed' });
      return;
    }
    setPending(null);
    const message = outcome ? outcome.message : 'Error al subir los archivos: no pudimos conectar con el servidor';
    showAlert({ type: 'error', title: FILE_ALERT_TITLE, message, durationMs: 4000 });
  }

  async function chosen(files: FileList | null) {
    const file = target.current;
    const picked = files?.[0];
    if (!file || !picked || profileId === null || task.busy || preparing) return;
    setPreparing(true);
    const shrunk = await (await loadShrink()).shrinkImage(picked, { targetBytes: DOCUMENT_UPLOAD.maxBytes });
    setPreparing(false);
    await send({ file, name: documentName(file), chosen: shrunk, failure: null, checkFirst: false });
  }

  return {
    request,
    chosen,
    status: {
      pending,
      preparing,
      sending: task.busy,
      progress: task.progress,
      cancel: task.cancel,
      retry: () => pending && void send(pending),
      dismiss: () => setPending(null),
    },
    notice: {
      documentName: noticeFor ? documentName(noticeFor) : null,
      onContinue: () => {
        setNoticeFor(null);
        pickFile();
      },
      onCancel: () => setNoticeFor(null),
    },
  };
}
