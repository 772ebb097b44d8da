// One try of one claimed message: e-mail with its stable Message-ID and checked attachments, chat
// as free text inside the 24-hour window or as its template outside it; then the outcome. A failed
// try waits base·2^(tries−1), jittered to between half and all of it, so many messages that failed
// together do not come back together; after the last try, or a final refusal, it is 'failed', and
// a chat message that failed for good is queued as an e-mail when its person's e-mail is known.
import type { Database } from '../../db/database.ts';
import { log } from '../log.ts';
import { readVerified } from './attachments.ts';
import { asDeliveryError, DeliveryError } from './errors.ts';
import { textToHtml } from './html.ts';
import { withinChatWindow } from './inbound.ts';
import { markFailed, markRetry, markSent, queueFallback, type QueuedMessage } from './queue.ts';
import { mailDomain, type EmailTransport } from './smtp.ts';
import { CHAT_TEMPLATES } from './templates.ts';
import type { ChatToSend, ChatTransport } from './whatsapp.ts';
import type { BlobStore } from '../blobs/store.ts';

export interface Transports {
  readonly email?: EmailTransport;
  readonly chat?: ChatTransport;
}

export interface DeliverOptions {
  readonly db: Database;
  readonly blobs: BlobStore;
  readonly transports: Transports;
  readonly now: () => Date;
  readonly retryBaseMs: number;
  readonly maxAttempts: number;
  readonly random: () => number;
}

export function createDeliver(options: DeliverOptions): (message: QueuedMessage) => Promise<void> {
  const { db, transports, now } = options;

  async function sendEmail(message: QueuedMessage, email: EmailTransport): Promise<string> {
    return email.send({
      messageId: `<${message.key}@${mailDomain(email.from)}>`,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: textToHtml(message.text),
      attachments: await readVerified(options.blobs, message.attachments),
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
    if (!error.permanent && message.attempts < options.maxAttempts) {
      const delay = options.retryBaseMs * 2 ** (message.attempts - 1);
      const wait = delay / 2 + options.random() * (delay / 2);
      markRetry(db, message.id, error.message, error.code, new Date(now().getTime() + wait));
      return;
    }
    markFailed(db, message.id, error.message, error.code, now());
    if (message.channel === 'chat') queueFallback(db, message.id, now());
  }

  async function send(message: QueuedMessage, chat: ChatTransport): Promise<void> {
    const providerId = await chat.send({ to: message.to, key: message.key, content: chatContent(message) });
    // A chat message keeps its text until it is delivered: a later failure sends it by e-mail.
    markSent(db, message, providerId, now(), false);
  }

  return async (message) => {
    try {
      if (message.channel === 'email') {
        if (!transports.email) throw new DeliveryError('Sin transporte de correo', { permanent: false });
        markSent(db, message, await sendEmail(message, transports.email), now(), true);
      } else if (transports.chat) {
        await send(message, transports.chat);
      } else {
        throw new DeliveryError('Sin canal de WhatsApp configurado', { permanent: true, code: 'no-chat' });
      }
    } catch (error) {
      const failure = asDeliveryError(error);
      // The id, the try and the provider's code only: never the address, the phone or the text.
      log.warn(
        { outbox: message.id, channel: message.channel, attempt: message.attempts, code: failure.code ?? null },
        'delivery try failed',
      );
      failed(message, failure);
    }
  };
}
