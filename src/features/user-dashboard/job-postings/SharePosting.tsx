// Sharing a posting from its detail: 'Compartir' opens the phone's share sheet (Web Share API) and
// elsewhere copies the link, saying so; a WhatsApp link carries the same link. The link opens this
// posting's detail (postingLink).
import { useEffect, useRef, useState } from 'react';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';
import { postingLink } from './postings-address.ts';

export const COPIED_TEXT = 'Enlace copiado. Pégalo donde quieras compartir la oferta.';
export const COPY_FAILED_TEXT = 'No se pudo copiar el enlace. Cópialo desde aquí:';
const COPIED_MS = 4000;

/** The share sheet is for phones: a touch screen whose browser offers it for this link. */
function canUseShareSheet(data: ShareData): boolean {
  if (typeof navigator.share !== 'function') return false;
  if (typeof navigator.canShare === 'function' && !navigator.canShare(data)) return false;
  return window.matchMedia('(pointer: coarse)').matches;
}

/** https://wa.me/?text=… with the message and the link. */
export function whatsappHref(title: string, link: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`Mira esta oferta de trabajo en Enlista: ${title} ${link}`)}`;
}

interface SharePostingProps {
  readonly id: number;
  readonly title: string;
}

export function SharePosting({ id, title }: SharePostingProps) {
  const link = postingLink(id, window.location.origin, window.location.search);
  const [state, setState] = useState<'idle' | 'copied' | 'copy-failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  const manual = useRef<HTMLInputElement>(null);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (state === 'copy-failed') manual.current?.select();
  }, [state]);

  async function copy() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(link);
      setState('copied');
      timer.current = window.setTimeout(() => setState('idle'), COPIED_MS);
    } catch {
      setState('copy-failed');
    }
  }

  async function share() {
    const data: ShareData = { title, text: `Mira esta oferta de trabajo en Enlista: ${title}`, url: link };
    if (!canUseShareSheet(data)) {
      await copy();
      return;
    }
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet is not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy();
    }
  }

  return (
    <div className="jp-share">
      <button type="button" className="btn btn-outline" onClick={() => void share()}>
        <ExtraIcon name="share" size={18} />
        Compartir
      </button>
      <a className="btn btn-outline" href={whatsappHref(title, link)} target="_blank" rel="noopener noreferrer">
        <ExtraIcon name="chat" size={18} />
        Compartir por WhatsApp
        <span className="visually-hidden"> (se abre en una pestaña nueva)</span>
      </a>
      <div role="status" className="jp-share-status">
        {state === 'copied' && <p>{COPIED_TEXT}</p>}
      </div>
      {state === 'copy-failed' && (
        <div className="uf-field">
          <label htmlFor="oferta-enlace">{COPY_FAILED_TEXT}</label>
          <input id="oferta-enlace" ref={manual} type="text" readOnly value={link} />
        </div>
      )}
    </div>
  );
}
