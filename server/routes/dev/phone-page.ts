// GET /_dev/phone (local mode only, like every /_dev route): the outbox as the people would see it
// on their phones, for a newcomer trying the demo without a mail server or a WhatsApp number. One
// phone per recipient (an e-mail address or a number), newest first: e-mails as cards with their
// subject, chat messages as bubbles, each with its links (clickable) and codes (highlighted), its
// channel and delivery state. Plain HTML, every value escaped, styled by one nonce'd style block.
import { randomBytes } from 'node:crypto';
import { DELIVERY_STATE_LABELS } from '../../../src/lib/contract/delivery.ts';
import type { OutboxMessage } from '../../db/outbox.ts';

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const LINK = /https?:\/\/[^\s<>"'`]+/g;
const CODE = /\b\d{6}\b/g;

/** The text escaped, each link an anchor (without its closing punctuation) and each code marked. */
export function richText(text: string): string {
  const parts: string[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const url = match[0].replace(/[.,;:!?)\]]+$/, '');
    const start = match.index;
    parts.push(markCodes(escape(text.slice(last, start))));
    parts.push(`<a href="${escape(url)}">${escape(url)}</a>`);
    last = start + url.length;
  }
  parts.push(markCodes(escape(text.slice(last))));
  return parts.join('').replace(/\n/g, '<br>');
}

function markCodes(escaped: string): string {
  return escaped.replace(CODE, (code) => `<strong class="code">${code}</strong>`);
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('es-CL', { timeZone: 'America/Santiago', dateStyle: 'short', timeStyle: 'short' });

function stateLine(message: OutboxMessage): string {
  const state = DELIVERY_STATE_LABELS[message.state];
  const channel = message.channel === 'chat' ? 'WhatsApp' : 'Correo';
  const fallback = message.fallback_of !== null ? ' · reemplaza un WhatsApp que no llegó' : '';
  const error = message.state === 'failed' && message.last_error ? ` · ${escape(message.last_error)}` : '';
  return `<p class="meta">${channel} · ${when(message.created_at)} · <span class="state">${state}</span>${fallback}${error}</p>`;
}

function messageHtml(message: OutboxMessage): string {
  if (message.channel === 'chat') {
    return `<li class="bubble"><p>${richText(message.text)}</p>${stateLine(message)}</li>`;
  }
  const files = (message.attachments ?? []).map((file) => `<li>📎 ${escape(file.name)}</li>`).join('');
  return `<li class="mail"><p class="subject">${escape(message.subject)}</p><p>${richText(message.text)}</p>${
    files ? `<ul class="files">${files}</ul>` : ''
  }${stateLine(message)}</li>`;
}

const STYLE = `
  body { margin: 0; font: 16px/1.45 system-ui, sans-serif; background: #eef1f6; color: #14213d; }
  header { padding: 1rem 1.25rem; }
  h1 { margin: 0 0 .25rem; font-size: 1.5rem; }
  header p { margin: 0; color: #4a5568; }
  main { display: flex; flex-wrap: wrap; gap: 1.25rem; padding: 0 1.25rem 2rem; align-items: flex-start; }
  section { width: min(100%, 22rem); border: 10px solid #1f2937; border-radius: 28px; background: #e5ddd5; overflow: hidden; }
  section h2 { margin: 0; padding: .75rem 1rem; background: #075e54; color: #fff; font-size: 1rem; overflow-wrap: anywhere; }
  section.inbox h2 { background: #1a56db; }
  ol { list-style: none; margin: 0; padding: .75rem; display: grid; gap: .6rem; max-height: 36rem; overflow-y: auto; }
  li.bubble, li.mail { background: #fff; border-radius: 12px; padding: .6rem .75rem; overflow-wrap: anywhere; }
  li.bubble { border-top-left-radius: 2px; max-width: 90%; }
  li p { margin: 0 0 .35rem; }
  .subject { font-weight: 700; }
  .meta { color: #4a5568; font-size: .8rem; margin: 0; }
  .state { font-weight: 600; }
  .code { background: #fef3c7; padding: 0 .2rem; letter-spacing: .08em; }
  a { color: #1a56db; }
  .files { margin: 0 0 .35rem; padding: 0; list-style: none; font-size: .9rem; }
  .empty { padding: 0 1.25rem; }
`;

/** The page for `messages` (newest first, as listOutbox answers). */
export function phonePage(messages: readonly OutboxMessage[]): { html: string; nonce: string } {
  const byRecipient = Map.groupBy(messages, (message) => message.to);
  const phones = [...byRecipient.entries()].map(([to, list]) => {
    const chat = list.every((message) => message.channel === 'chat');
    const title = chat ? `WhatsApp de +${escape(to)}` : `Correo de ${escape(to)}`;
    return `<section class="${chat ? 'chat' : 'inbox'}" aria-label="${title}"><h2>${title}</h2><ol>${list
      .map(messageHtml)
      .join('')}</ol></section>`;
  });
  const nonce = randomBytes(16).toString('base64');
  const html = `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mensajes enviados (modo local)</title>
<style nonce="${nonce}">${STYLE}</style>
</head>
<body>
<header>
<h1>Mensajes enviados</h1>
<p>Lo que la API local envió, como lo vería cada persona en su teléfono: correos y WhatsApp con sus enlaces y códigos. Recarga la página para ver los nuevos.</p>
</header>
<main>${phones.length > 0 ? phones.join('\n') : '<p class="empty">Aún no se ha enviado nada.</p>'}</main>
</body>
</html>`;
  return { html, nonce };
}
