// One shared link: the address itself (selectable, readable), 'Copiar' (which says it copied, or
// selects the address to copy by hand where the clipboard is refused), 'Compartir por WhatsApp',
// and the QR code with 'Imprimir código QR'. The QR code is drawn here as SVG (the qrcode
// library, loaded with this view).
import { useEffect, useRef, useState } from 'react';
import * as QRCode from 'qrcode';
import { whatsappHref, type SharedLink } from './company-links-api.ts';

export const COPIED = 'Enlace copiado.';
export const COPY_FAILED = 'No se pudo copiar. Selecciona el enlace y cópialo.';
const COPIED_MS = 4000;
const PRINTING_CLASS = 'cl-printing';

interface LinkCardProps {
  readonly link: SharedLink;
  readonly company: string;
}

function useQrCode(url: string): string | null {
  const [source, setSource] = useState<string | null>(null);
  useEffect(() => {
    const current = { live: true };
    void QRCode.toString(url, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then((svg) => {
      if (current.live) setSource(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    });
    return () => {
      current.live = false;
    };
  }, [url]);
  return source;
}

export function LinkCard({ link, company }: LinkCardProps) {
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const address = useRef<HTMLInputElement>(null);
  const card = useRef<HTMLElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const qr = useQrCode(link.url);
  const id = `enlace-${link.kind}`;
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copyLink() {
    window.clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(link.url);
      setCopy('copied');
      timer.current = window.setTimeout(() => setCopy('idle'), COPIED_MS);
    } catch {
      setCopy('failed');
      address.current?.select();
    }
  }

  function printQr() {
    // Only this card's QR code prints (company-links.css), then the page is as it was.
    card.current?.classList.add(PRINTING_CLASS);
    window.addEventListener('afterprint', () => card.current?.classList.remove(PRINTING_CLASS), { once: true });
    window.print();
  }

  return (
    <article ref={card} className="bd-card cl-card" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{link.title}</h2>
      <p className="bd-muted">{link.lead}</p>
      <label className="cl-address-label" htmlFor={id}>
        Dirección del enlace
      </label>
      <input id={id} ref={address} className="cl-address" type="text" readOnly value={link.url} />
      <div className="cl-actions">
        <button type="button" className="btn" onClick={() => void copyLink()}>
          Copiar
        </button>
        <a className="btn btn-outline" href={whatsappHref(link)} target="_blank" rel="noopener noreferrer">
          Compartir por WhatsApp<span className="visually-hidden"> (se abre en una pestaña nueva)</span>
        </a>
        <button type="button" className="btn btn-outline" onClick={printQr} disabled={qr === null}>
          Imprimir código QR
        </button>
      </div>
      <p className="cl-status" role="status">
        {copy === 'copied' ? COPIED : copy === 'failed' ? COPY_FAILED : ''}
      </p>
      <figure className="cl-qr">
        {qr ? (
          <img src={qr} width="180" height="180" alt={`Código QR: ${link.title.toLowerCase()} de ${company}`} />
        ) : (
          <span className="cl-qr-placeholder" aria-hidden="true" />
        )}
        <figcaption>
          {link.title} de {company}
          <span className="cl-qr-url">{link.url}</span>
        </figcaption>
      </figure>
    </article>
  );
}
