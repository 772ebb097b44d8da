// Chat messages through the WhatsApp Cloud API, over plain fetch: POST
// {WHATSAPP_API_URL}/{WHATSAPP_PHONE_NUMBER_ID}/messages with the bearer token. A company-initiated
// message is a template (templates.ts); free text only inside the 24-hour window after the
// person's last message. The answer's messages[0].id (the wamid) is the provider id status
// webhooks name. No retry here: the queue's backoff retries what may succeed later (network, 429,
// 5xx, a token being replaced); a refusal about the message or the number is final.
import * as v from 'valibot';
import { TEMPLATE_LANGUAGE, type ChatTemplate, type MessageParams } from './templates.ts';
import { DeliveryError } from './errors.ts';

/** The Graph API version this code follows. */
export const WHATSAPP_DEFAULT_API_URL = 'https://graph.facebook.com/v23.0';

/** Cloud API error codes meaning this number cannot receive the message: fall back to e-mail. */
export const UNREACHABLE_CODES: ReadonlySet<string> = new Set(['131026', '131021', '131030', '131049']);

export interface ChatToSend {
  readonly to: string;
  /** Tracking data echoed back in status webhooks (biz_opaque_callback_data). */
  readonly key: string;
  /** Free text (inside the 24-hour window) or a template with its values. */
  readonly content: { readonly text: string } | { readonly template: ChatTemplate; readonly params: MessageParams };
}

export interface ChatTransport {
  send(message: ChatToSend): Promise<string>;
}

export interface WhatsAppSettings {
  readonly apiUrl: string;
  readonly token: string;
  readonly phoneNumberId: string;
  readonly fetch?: typeof fetch;
}

const SentSchema = v.object({ messages: v.pipe(v.array(v.object({ id: v.string() })), v.minLength(1)) });
const ErrorSchema = v.object({
  error: v.object({ code: v.optional(v.union([v.number(), v.string()])), message: v.optional(v.string()) }),
});

function components(template: ChatTemplate, params: MessageParams): unknown[] {
  const text = (value: string) => ({ type: 'text', text: value });
  const body = params.body.length > 0 ? [{ type: 'body', parameters: params.body.map(text) }] : [];
  // A copy-code button and a URL button are both sent as the url sub-type with their dynamic part.
  const button =
    template.button && params.button !== undefined
      ? [{ type: 'button', sub_type: 'url', index: '0', parameters: [text(params.button)] }]
      : [];
  return [...body, ...button];
}

export function messageBody(message: ChatToSend): Record<string, unknown> {
  const base = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to,
    biz_opaque_callback_data: message.key,
  };
  if ('text' in message.content)
    return { ...base, type: 'text', text: { preview_url: false, body: message.content.text } };
  const { template, params } = message.content;
  return {
    ...base,
    type: 'template',
    template: { name: template.name, language: { code: TEMPLATE_LANGUAGE }, components: components(template, params) },
  };
}

async function refusal(response: Response): Promise<DeliveryError> {
  const parsed = v.safeParse(ErrorSchema, await response.json().catch(() => null));
  const code = parsed.success && parsed.output.error.code !== undefined ? String(parsed.output.error.code) : undefined;
  const detail = parsed.success ? (parsed.output.error.message ?? '') : '';
  const retryable = response.status === 429 || response.status >= 500 || [401, 403].includes(response.status);
  return new DeliveryError(`WhatsApp ${response.status}${code ? ` (${code})` : ''}: ${detail}`.slice(0, 300), {
    permanent: !retryable,
    ...(code ? { code } : {}),
  });
}

export function whatsappTransport(settings: WhatsAppSettings): ChatTransport {
  const send = settings.fetch ?? fetch;
  const url = `${settings.apiUrl.replace(/\/+$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`;
  return {
    async send(message) {
      const response = await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(messageBody(message)),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw await refusal(response);
      const sent = v.safeParse(SentSchema, await response.json().catch(() => null));
      if (!sent.success) throw new DeliveryError('WhatsApp: respuesta sin id de mensaje', { permanent: false });
      return sent.output.messages[0]?.id ?? '';
    },
  };
}
