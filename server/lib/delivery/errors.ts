// How a transport reports a send that did not go out: whether trying again can help, and the
// provider's code (an SMTP reply code, a Cloud API error code) kept on the row for the record.

export interface DeliveryFailure {
  /** Trying again cannot help (an unknown mailbox, a number without WhatsApp, a forged file). */
  readonly permanent: boolean;
  readonly code?: string;
}

export class DeliveryError extends Error {
  readonly permanent: boolean;
  readonly code: string | null;

  constructor(message: string, failure: DeliveryFailure) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = failure.permanent;
    this.code = failure.code ?? null;
  }
}

/** Any thrown value as a DeliveryError; an unknown error (a socket reset, a timeout) is retried. */
export function asDeliveryError(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new DeliveryError(message.slice(0, 300), { permanent: false });
}
