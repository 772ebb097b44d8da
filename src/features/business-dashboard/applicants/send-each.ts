// Sending one e-mail to each of several people, one call per person and one after another, so
// the progress can be shown ('Enviando 3 de 12…') and a failure stops nobody else. Whoever
// already received it is never sent it again: a retry only goes to those who failed.

export interface Recipient {
  readonly id: number;
  readonly name: string;
  readonly email: string;
}

export interface SendFailure {
  readonly recipient: Recipient;
  readonly error: string;
}

export interface SendRound {
  readonly sent: readonly number[];
  readonly failed: readonly SendFailure[];
}

/** The recipients still waiting for the e-mail: everyone not in `sent`. */
export function pending(recipients: readonly Recipient[], sent: ReadonlySet<number>): Recipient[] {
  return recipients.filter((recipient) => !sent.has(recipient.id));
}

/** Sends to each recipient in turn; `onProgress(n, total)` before the n-th call. */
export async function sendToEach(
  recipients: readonly Recipient[],
  send: (recipient: Recipient) => Promise<unknown>,
  describe: (error: unknown) => string,
  onProgress: (current: number, total: number) => void,
): Promise<SendRound> {
  const sent: number[] = [];
  const failed: SendFailure[] = [];
  for (const [index, recipient] of recipients.entries()) {
    onProgress(index + 1, recipients.length);
    try {
      await send(recipient);
      sent.push(recipient.id);
    } catch (error) {
      failed.push({ recipient, error: describe(error) });
    }
  }
  return { sent, failed };
}

export function progressText(current: number, total: number): string {
  return `Enviando ${current} de ${total}…`;
}

export function outcomeText(sent: number, total: number): string {
  if (sent === total) return total === 1 ? 'Se envió el correo.' : `Se enviaron los ${total} correos.`;
  return `Se enviaron ${sent} de ${total} correos.`;
}
