// The dispatcher: delivers the outbox's pending messages through the configured transports, in
// the API process (main.ts starts it: a tick every few seconds, plus a nudge when a message is
// stored). Each message is claimed with a lease, sent once per try with its stable id, and its
// outcome recorded after the provider answers. A failed try waits base·2^(tries−1), jittered to
// between half and all of it; after MAX_ATTEMPTS tries, or a final refusal, it is 'failed'. A chat
// message that fails for good is sent by e-mail when its person's e-mail is known.
import type { Database } from '../../db/database.ts';
import { onEnqueued, type OutboxChannel } from '../../db/outbox.ts';
import { readVerified } from './attachments.ts';
import { asDeliveryError, DeliveryError } from './errors.ts';
import { textToHtml } from './html.ts';
import {
  claim,
  dueIds,
  markFailed,
  markRetry,
  markSent,
  pruneDelivered,
  queueFallback,
  type QueuedMessage,
} from './queue.ts';
import { mailDomain, type EmailTransport } from './smtp.ts';
import { CHAT_TEMPLATES } from './templates.ts';
import type { ChatToSend, ChatTransport } from './whatsapp.ts';
import { withinChatWindow } from './inbound.ts';

export interface Transports {
  readonly email?: EmailTransport;
  readonly chat?: ChatTransport;
}

export interface DispatcherOptions {
  readonly db: Database;
  readonly filesDir: string;
  readonly transports: Transports;
  readonly now?: () => Date;
  readonly retryBaseMs?: number;
  readonly maxAttempts?: number;
  /** How long a claim holds: longer than any one send may take (SMTP times out at 30 s). */
  readonly leaseMs?: number;
  readonly random?: () => number;
}

export const MAX_ATTEMPTS = 6;
export const DEFAULT_RETRY_BASE_MS = 30_000;
export const DEFAULT_LEASE_MS = 120_000;
const PRUNE_EVERY_MS = 3_600_000;

export interface Dispatcher {
  readonly live: readonly OutboxChannel[];
  /** Delivers what is due now; answers how many messages were tried. */
  runOnce(): Promise<number>;
  /** Runs soon (coalesced with a run in progress). */
  nudge(): void;
  start(intervalMs?: number): void;
  /** Stops the timer and waits for the run in progress. */
  stop(): Promise<void>;
}

export function liveChannels(transports: Transports): OutboxChannel[] {
  return [...(transports.email ? ['email' as const] : []), ...(transports.chat ? ['chat' as const] : [])];
}

export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, transports } = options;
  const now = options.now ?? (() => new Date());
  const base = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
  const random = options.random ?? Math.random;
  const live = liveChannels(transports);

  async function sendEmail(message: QueuedMessage, email: EmailTransport): Promise<string> {
    return email.send({
      messageId: `<${message.key}@${mailDomain(email.from)}>`,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: textToHtml(message.text),
      attachments: await readVerified(options.filesDir, message.attachments),
    });
  }

  function chatContent(message: QueuedMessage): ChatToSend['content'] {
    if (withinChatWindow(db, message.to, now())) return { text: message.text };
    const template = message.kind ? CHAT_TEMPLATES[message.kind] : undefined;
    if (!template || !message.params) {
      throw new DeliveryError('Sin plantilla de WhatsApp para este mensaje', { permanent: true, code: 'no-template' });
    }
    return { template, params: message.params };
  }

  function failed(message: QueuedMessage, error: DeliveryError): void {
    const final = error.permanent || message.attempts >= maxAttempts;
    if (!final) {
      const delay = base * 2 ** (message.attempts - 1);
      markRetry(
        db,
        message.id,
        error.message,
        error.code,
        new Date(now().getTime() + delay / 2 + random() * (delay / 2)),
      );
      return;
    }
    markFailed(db, message.id, error.message, error.code, now());
    if (message.channel === 'chat') queueFallback(db, message.id, now());
  }

  async function deliver(message: QueuedMessage): Promise<void> {
    try {
      if (message.channel === 'email') {
        if (!transports.email) throw new DeliveryError('Sin transporte de correo', { permanent: false });
        markSent(db, message, await sendEmail(message, transports.email), now(), true);
      } else if (!transports.chat) {
        throw new DeliveryError('Sin canal de WhatsApp configurado', { permanent: true, code: 'no-chat' });
      } else {
        const providerId = await transports.chat.send({
          to: message.to,
          key: message.key,
          content: chatContent(message),
        });
        // A chat message keeps its text until it is delivered: a later failure sends it by e-mail.
        markSent(db, message, providerId, now(), false);
      }
    } catch (error) {
      const failure = asDeliveryError(error);
      console.error(
        `Entrega del mensaje #${message.id} (${message.channel}) falló, intento ${message.attempts}: ${failure.code ?? 'sin código'}`,
      );
      failed(message, failure);
    }
  }

  let running: Promise<number> | null = null;
  let again = false;
  let lastPrune = 0;

  async function runOnce(): Promise<number> {
    let tried = 0;
    for (const id of dueIds(db, live, now())) {
      const message = claim(db, id, now(), leaseMs);
      if (!message) continue;
      tried += 1;
      await deliver(message);
    }
    if (now().getTime() - lastPrune > PRUNE_EVERY_MS) {
      lastPrune = now().getTime();
      pruneDelivered(db, now());
    }
    return tried;
  }

  function nudge(): void {
    if (live.length === 0) return;
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        console.error('El envío de mensajes se detuvo por un error:', error instanceof Error ? error.message : error);
        return 0;
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  }

  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;
  return {
    live,
    runOnce,
    nudge,
    start(intervalMs = 2000) {
      if (live.length === 0 || timer) return;
      timer = setInterval(nudge, intervalMs);
      unsubscribe = onEnqueued(db, nudge);
      nudge();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      unsubscribe?.();
      again = false;
      await running;
      transports.email?.close();
    },
  };
}
