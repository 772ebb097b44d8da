// The document on its way up: its preview and sizes when the browser shrank it, the progress bar
// with 'Cancelar', or, after a try that got no answer, what happened and 'Reintentar'. When an
// upload starts out of sight (below the carousel on a phone) the page brings it into view, so the
// person sees the bar and can cancel.
import { useEffect, useMemo, useRef } from 'react';
import ConnectionFailure from '@/components/feedback/ConnectionFailure.tsx';
import ImageSizeLine from '@/components/feedback/ImageSizeLine.tsx';
import UploadProgress from '@/components/feedback/UploadProgress.tsx';
import type { useDocumentUpload } from './use-document-upload.ts';
import './documents.css';

type Status = ReturnType<typeof useDocumentUpload>['status'];

/** Scrolls `element` just into the viewport when any part of it is outside or under the sticky
 * navbar, smoothly unless motion is reduced (its scroll margins, in documents.css, keep it clear
 * of the navbar once scrolled). */
export function bringIntoView(element: HTMLElement): void {
  const { top, bottom } = element.getBoundingClientRect();
  const covered = document.querySelector('.dash-navbar')?.getBoundingClientRect().bottom ?? 0;
  if (top >= covered && bottom <= window.innerHeight) return;
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
}

export function DocumentUploadStatus({ status }: { readonly status: Status }) {
  const { pending, preparing, sending } = status;
  const image = pending?.chosen.file.type.startsWith('image/') ? pending.chosen.file : null;
  const preview = useMemo(() => (image ? URL.createObjectURL(image) : null), [image]);
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  const section = useRef<HTMLElement>(null);
  const name = pending?.name;
  useEffect(() => {
    if (sending && name !== undefined && section.current) bringIntoView(section.current);
  }, [sending, name]);

  if (preparing) {
    return (
      <section className="dash-card doc-upload-status" aria-label="Subida de documento">
        <p role="status">Preparando la imagen…</p>
      </section>
    );
  }
  if (!pending) return null;
  return (
    <section ref={section} className="dash-card doc-upload-status" aria-label={`Subida de ${pending.name}`}>
      <div className="doc-upload-head">
        {preview && <img src={preview} alt={`Vista previa de ${pending.name}`} width={64} height={64} />}
        <div>
          <p className="doc-upload-name">{pending.name}</p>
          <ImageSizeLine result={pending.chosen} />
        </div>
      </div>
      {sending && <UploadProgress progress={status.progress} onCancel={status.cancel} label={pending.name} />}
      {!sending && pending.failure && (
        <>
          <ConnectionFailure message={pending.failure} onRetry={status.retry} />
          <button type="button" className="btn btn-outline" onClick={status.dismiss}>
            Descartar
          </button>
        </>
      )}
    </section>
  );
}
