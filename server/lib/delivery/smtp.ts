// E-mail over SMTP with nodemailer (SMTP_URL: smtp:// or smtps://, user and password in it). One
// connection per message, with timeouts so a stalled server releases the send; no retry here:
// a failed send goes back to the queue, which waits with backoff (dispatcher.ts). An SMTP reply in
// the 5xx range (an unknown mailbox, a refused message) is final; anything else is tried again.
import { createTransport } from 'nodemailer';
import type { VerifiedAttachment } from './attachments.ts';
import { DeliveryError } from './errors.ts';

export interface EmailToSend {
  /** The Message-ID header, `<…@domain>`: the same on every try of one message. */
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly attachments: readonly VerifiedAttachment[];
}

export interface EmailTransport {
  /** The address messages come from; its domain ends each Message-ID. */
  readonly from: string;
  /** Sends and answers the Message-ID; throws a DeliveryError when the server does not accept it. */
  send(mail: EmailToSend): Promise<string>;
  close(): void;
}

/** SMTP replies that are not about this message: a refused login is a setting to fix, then retry. */
const RETRYABLE_5XX = new Set([530, 534, 535]);

function smtpFailure(error: unknown): DeliveryError {
  const code = typeof error === 'object' && error !== null && 'responseCode' in error ? error.responseCode : undefined;
  const message = error instanceof Error ? error.message : String(error);
  if (typeof code === 'number') {
    return new DeliveryError(`SMTP ${code}: ${message}`.slice(0, 300), {
      permanent: code >= 500 && !RETRYABLE_5XX.has(code),
      code: String(code),
    });
  }
  return new DeliveryError(message.slice(0, 300), { permanent: false });
}

/** The domain of MAIL_FROM ('Enlista <no-responder@enlista.cl>' → 'enlista.cl'). */
export function mailDomain(from: string): string {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from;
  return address.split('@')[1]?.trim() || 'localhost';
}

export function smtpTransport(url: string, from: string): EmailTransport {
  const transporter = createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    from,
    async send(mail) {
      try {
        const info = await transporter.sendMail({
          from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          messageId: mail.messageId,
          attachments: mail.attachments.map((file) => ({ ...file })),
        });
        return info.messageId || mail.messageId;
      } catch (error) {
        throw smtpFailure(error);
      }
    },
    close: () => transporter.close(),
  };
}
