// The upload flow of the home's document cards: the notice (unless dismissed for good), the
// file picker, the checks and the upload; refusals and failures become alerts.
import { useRef, useState } from 'react';
import { showAlert } from '../../../stores/alerts.ts';
import { documentName } from '../documents/document-names.ts';
import type { DashboardFile } from '../documents/document-types.ts';
import { uploadNoticeDismissed } from '../documents/upload-notice.ts';
import { uploadProfileDocument } from '../state/documents.ts';

export const FILE_ALERT_TITLE = 'No se pudo subir el archivo';
export const ACCEPTED_FILES = '.pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg';
/** The hidden file input the home renders; the cards' buttons open it. */
export const UPLOAD_INPUT_ID = 'dash-archivo-documento';

export function useDocumentUpload(profileId: number | null) {
  const target = useRef<DashboardFile | null>(null);
  const [noticeFor, setNoticeFor] = useState<DashboardFile | null>(null);

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

  async function chosen(files: FileList | null) {
    const file = target.current;
    const picked = files?.[0];
    if (!file || !picked || profileId === null) return;
    const outcome = await uploadProfileDocument(profileId, file, picked);
    if (!outcome.ok) showAlert({ type: 'error', title: FILE_ALERT_TITLE, message: outcome.message, durationMs: 4000 });
  }

  return {
    request,
    chosen,
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
