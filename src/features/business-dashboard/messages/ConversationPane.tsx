// One conversation of 'Mensajes': who the person is (with a link to the worker's file), the
// messages oldest first (what the company sent with its delivery state, 'Falló' with its reason),
// and the reply box: free text inside the 24-hour window, only the approved template outside it,
// saying why. A message that arrives while it is open is announced and marked read.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Field } from '@/components/form/Field.tsx';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { DELIVERY_STATE_LABELS } from '@/lib/contract/delivery.ts';
import {
  INBOX_REPLY_MAX,
  PERSON_KIND_LABELS,
  inboxReplyTextSchema,
  type Conversation,
  type InboxMessage,
} from '@/lib/contract/inbox.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import {
  $conversation,
  conversationState,
  draftOf,
  forgetConversation,
  keepDraft,
  loadConversation,
  readConversation,
  reply,
} from './messages-store.ts';

const LOOK = { className: 'bd-field', hintClassName: 'bd-hint', errorClassName: 'bd-error' } as const;

function StateLine({ message }: { readonly message: InboxMessage }) {
  if (message.direction === 'in' || message.state === null) return null;
  const failed = message.state === 'failed';
  return (
    <p className={failed ? 'ms-state ms-state-failed' : 'ms-state'}>
      {message.template && <span>Plantilla · </span>}
      <span>{DELIVERY_STATE_LABELS[message.state]}</span>
      {failed && message.failure && <span>: {message.failure}</span>}
      {message.by_email && <span> También enviado por correo.</span>}
    </p>
  );
}

function Bubble({ message, name }: { readonly message: InboxMessage; readonly name: string }) {
  const mine = message.direction === 'out';
  return (
    <li className={mine ? 'ms-bubble ms-bubble-out' : 'ms-bubble ms-bubble-in'}>
      <p className="visually-hidden">{mine ? 'Tu empresa:' : `${name}:`}</p>
      <p className="ms-bubble-text">{message.text}</p>
      <p className="ms-bubble-time">
        <time dateTime={message.at}>{formatDateTime(message.at)}</time>
      </p>
      <StateLine message={message} />
    </li>
  );
}

function ReplyBox({ conversation }: { readonly conversation: Conversation }) {
  const { id_conversation: id, window_closes_at: closes, name } = conversation.conversation;
  const [text, setText] = useState(() => draftOf(id));
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);

  async function send(body: Parameters<typeof reply>[1]) {
    setSending(true);
    setError(null);
    try {
      setNotice(await reply(id, body));
      if (body.mode === 'text') setText('');
    } catch (failure) {
      setError(`No pudimos enviar el mensaje. ${failureText(failure)}`);
    } finally {
      setSending(false);
    }
  }

  function submitText(event: { preventDefault(): void }) {
    event.preventDefault();
    const parsed = v.safeParse(inboxReplyTextSchema(), text);
    if (!parsed.success) {
      setError(parsed.issues[0].message);
      return;
    }
    void send({ mode: 'text', text: parsed.output });
  }

  const status = (
    <p className="visually-hidden" role="status">
      {notice}
    </p>
  );

  if (closes === null) {
    return (
      <div className="ms-reply ms-reply-closed" aria-labelledby="ms-reply-title">
        <h3 id="ms-reply-title" className="ms-reply-title">
          Responder con plantilla
        </h3>
        <p id="ms-window-closed">
          Pasaron más de 24 horas desde el último mensaje de {name}. WhatsApp solo permite escribirle con una plantilla
          aprobada; cuando responda, podrás escribirle libremente.
        </p>
        <blockquote className="ms-template">{conversation.template_text}</blockquote>
        {error && (
          <p className="bd-error" role="alert">
            {error}
          </p>
        )}
        <button
          type="button"
          className="btn"
          aria-describedby="ms-window-closed"
          disabled={sending}
          onClick={() => void send({ mode: 'template' })}
        >
          {sending ? 'Enviando…' : 'Enviar plantilla'}
        </button>
        {status}
      </div>
    );
  }
  return (
    <form className="ms-reply" onSubmit={submitText} noValidate aria-labelledby="ms-reply-title">
      <h3 id="ms-reply-title" className="visually-hidden">
        Responder a {name}
      </h3>
      <Field
        id="ms-reply-text"
        label="Tu respuesta"
        look={LOOK}
        hint={`Puedes escribir libremente hasta el ${formatDateTime(closes)}, 24 horas después de su último mensaje.`}
        error={error}
        required
      >
        {(attributes) => (
          <textarea
            {...attributes}
            rows={3}
            maxLength={INBOX_REPLY_MAX}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              keepDraft(id, event.target.value);
            }}
          />
        )}
      </Field>
      <button type="submit" className="btn" disabled={sending}>
        {sending ? 'Enviando…' : 'Enviar'}
      </button>
      {status}
    </form>
  );
}

export function ConversationPane({ id, name }: { readonly id: number; readonly name: string | null }) {
  const state = conversationState(useStore($conversation), id);
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Set<string> | null>(null);
  const list = useRef<HTMLOListElement | null>(null);

  useEffect(() => {
    void loadConversation(id);
    return forgetConversation;
  }, [id]);

  const data = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!data) return;
    if (data.conversation.unread > 0) void readConversation(id).catch(() => undefined);
    const ids = new Set(data.messages.map((message) => message.id));
    const before = seen.current;
    seen.current = ids;
    if (list.current) list.current.scrollTop = list.current.scrollHeight;
    if (!before) return;
    const arrived = data.messages.filter((message) => message.direction === 'in' && !before.has(message.id));
    if (arrived.length > 0) {
      setAnnouncement(arrived.map((message) => `${data.conversation.name} escribió: ${message.text}`).join(' '));
    }
  }, [data, id]);

  const title = data?.conversation.name ?? name ?? 'Conversación';
  return (
    <section className="ms-pane bd-card" aria-labelledby="ms-pane-title">
      <RouterLink router={businessRouter} href={sectionPaths.messages} className="bd-back ms-back">
        ← Volver a conversaciones
      </RouterLink>
      <header className="ms-pane-head">
        <h2 id="ms-pane-title" className="ms-pane-title">
          {title}
        </h2>
        {data && (
          <p className="bd-muted bd-small">
            {PERSON_KIND_LABELS[data.conversation.kind]} · +{data.conversation.phone}
            {data.conversation.id_user !== null && (
              <>
                {' · '}
                <RouterLink router={businessRouter} href={sectionPaths.worker(data.conversation.id_user)}>
                  Ver ficha
                </RouterLink>
              </>
            )}
          </p>
        )}
      </header>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus
        state={state}
        loading="Cargando mensajes…"
        failure="No pudimos cargar la conversación."
        onRetry={() => void loadConversation(id)}
      />
      {data && (
        <>
          {/* Scrolls on its own (newest at the bottom): focusable, so a keyboard can scroll it too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus */}
          <ol ref={list} className="ms-messages" aria-label={`Mensajes con ${title}`} tabIndex={0}>
            {data.messages.map((message) => (
              <Bubble key={message.id} message={message} name={title} />
            ))}
          </ol>
          <ReplyBox conversation={data} />
        </>
      )}
    </section>
  );
}
