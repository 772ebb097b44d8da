// 'Mensajes': the company's WhatsApp conversations (newest first, with what is unread) beside the
// open one (its messages, each sent one with its delivery state, and the reply box). On a phone the
// list and the conversation take the screen in turn. While the page is visible both are asked for
// again every few seconds; a message that arrives meanwhile appears and is announced, and an open
// conversation is marked read as its messages arrive. Rules: docs/messages.md, "The inbox".
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { PERSON_KIND_LABELS, type ConversationSummary } from '@/lib/contract/inbox.ts';
import { formatDateTime } from '@/lib/format/date.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { ConversationPane } from './ConversationPane.tsx';
import {
  $conversations,
  POLL_MS,
  conversationsState,
  forgetConversations,
  loadConversations,
  refreshConversation,
  refreshConversations,
} from './messages-store.ts';
import './messages.css';

/** Asks again every POLL_MS while the page is visible, and at once when it becomes visible. */
function usePolling(ask: () => void) {
  const latest = useRef(ask);
  useEffect(() => {
    latest.current = ask;
  });
  useEffect(() => {
    const tick = () => {
      if (document.visibilityState === 'visible') latest.current();
    };
    const timer = window.setInterval(tick, POLL_MS);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', tick);
    };
  }, []);
}

/** The newest inbound message time of each conversation, to tell what arrived since the last answer. */
function inboundMarks(list: readonly ConversationSummary[]): Map<number, string> {
  return new Map(
    list
      .filter((entry) => entry.last_message.direction === 'in')
      .map((entry) => [entry.id_conversation, entry.last_message.at]),
  );
}

function unreadLabel(count: number): string {
  return count === 1 ? '1 mensaje sin leer' : `${count} mensajes sin leer`;
}

function ConversationLink({ entry, current }: { readonly entry: ConversationSummary; readonly current: boolean }) {
  const mine = entry.last_message.direction === 'out';
  return (
    <RouterLink
      router={businessRouter}
      href={sectionPaths.conversation(entry.id_conversation)}
      className="ms-item"
      aria-current={current ? 'page' : undefined}
    >
      <span className="ms-item-head">
        <span className="ms-item-name">{entry.name}</span>
        <time className="ms-item-time" dateTime={entry.last_message.at}>
          {formatDateTime(entry.last_message.at)}
        </time>
      </span>
      <span className="ms-item-kind">{PERSON_KIND_LABELS[entry.kind]}</span>
      <span className="ms-item-last">
        {mine && <span className="ms-item-you">Tú: </span>}
        {entry.last_message.text}
      </span>
      {entry.unread > 0 && (
        <span className="ms-unread">
          <span aria-hidden="true">{entry.unread}</span>
          <span className="visually-hidden">{unreadLabel(entry.unread)}</span>
        </span>
      )}
    </RouterLink>
  );
}

export default function MessagesView({ openId }: { readonly openId: number | null }) {
  const state = conversationsState(useStore($conversations));
  const [announcement, setAnnouncement] = useState('');
  const seen = useRef<Map<number, string> | null>(null);

  useEffect(() => {
    void loadConversations();
    return forgetConversations;
  }, []);

  usePolling(() => {
    void refreshConversations();
    if (openId !== null) void refreshConversation();
  });

  // Announce a message from someone other than the open conversation's person (that one is
  // announced by its own pane): only what arrived after the list was first shown.
  const list = state.status === 'ready' ? state.data : null;
  useEffect(() => {
    if (!list) return;
    const marks = inboundMarks(list);
    const before = seen.current;
    seen.current = marks;
    if (!before) return;
    const arrived = list.filter(
      (entry) =>
        entry.id_conversation !== openId &&
        marks.has(entry.id_conversation) &&
        marks.get(entry.id_conversation) !== before.get(entry.id_conversation),
    );
    if (arrived.length > 0) setAnnouncement(arrived.map((entry) => `Nuevo mensaje de ${entry.name}.`).join(' '));
  }, [list, openId]);

  const opened = list?.find((entry) => entry.id_conversation === openId) ?? null;
  return (
    <section className="bd-view ms-view" aria-labelledby="mensajes-titulo">
      <ViewHeading id="mensajes-titulo">Mensajes</ViewHeading>
      <p className="bd-lead">
        Lo que tus trabajadores, postulantes y dueños de vehículos escriben al WhatsApp de la empresa, y tus respuestas.
      </p>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <LoadStatus
        state={state}
        loading="Cargando conversaciones…"
        failure="No pudimos cargar las conversaciones."
        onRetry={() => void loadConversations()}
      />
      {list &&
        (list.length === 0 ? (
          <div className="bd-card bd-empty">
            <p>Aún no hay conversaciones.</p>
            <p className="bd-muted">
              Cuando alguien de tu empresa escriba al WhatsApp, su mensaje aparecerá aquí sin recargar la página.
            </p>
          </div>
        ) : (
          <div className="ms-layout" data-open={openId !== null ? '' : undefined}>
            <nav className="ms-list bd-card" aria-labelledby="ms-list-title">
              <h2 id="ms-list-title" className="ms-list-title">
                Conversaciones
              </h2>
              <ul>
                {list.map((entry) => (
                  <li key={entry.id_conversation}>
                    <ConversationLink entry={entry} current={entry.id_conversation === openId} />
                  </li>
                ))}
              </ul>
            </nav>
            {openId === null ? (
              <div className="ms-pane ms-pane-empty bd-card">
                <p className="bd-muted">Elige una conversación para leerla y responder.</p>
              </div>
            ) : (
              <ConversationPane key={openId} id={openId} name={opened?.name ?? null} />
            )}
          </div>
        ))}
    </section>
  );
}
