// The kinds of message the API sends and, for those that may go by chat, the WhatsApp template
// each maps to (docs/messages.md is the catalogue a person registers in WhatsApp Manager). A
// company-initiated chat message must be an approved template; free text is allowed only within
// 24 hours of the person's last message. Codes use AUTHENTICATION templates (a copy-code button,
// no links); links and notices UTILITY (the link as a URL button whose dynamic part is the path);
// job offers MARKETING.

export const MESSAGE_KINDS = [
  'login-code',
  'email-verification-code',
  'password-reset',
  'password-changed',
  'sign-in-link',
  'welcome',
  'document-decision',
  'document-request',
  'document-expiry',
  'contract-to-sign',
  'contract-signing-code',
  'contract-signed-copy',
  'contract-signed-notice',
  'contract-rejected-notice',
  'owner-signing-link',
  'power-signing-code',
  'power-signed-copy',
  'privacy-request-new',
  'privacy-request-answer',
  'privacy-request-extension',
  'privacy-deletion-done',
  'job-offer',
  'applicant-message',
  'contact-request',
  'contact-acknowledgement',
  'inbox-reply',
  'inbox-follow-up',
] as const;

export type MessageKind = (typeof MESSAGE_KINDS)[number];

/** A template's values: the body's {{1}}, {{2}}… in order, and the button's dynamic part. */
export interface MessageParams {
  readonly body: readonly string[];
  readonly button?: string;
}

export type TemplateCategory = 'AUTHENTICATION' | 'UTILITY' | 'MARKETING';

export interface ChatTemplate {
  readonly name: string;
  readonly category: TemplateCategory;
  /** How many body parameters the approved template has. */
  readonly bodyParams: number;
  /** 'copy-code' and 'url' buttons take `params.button` as their dynamic part. */
  readonly button?: 'copy-code' | 'url';
}

export const TEMPLATE_LANGUAGE = 'es';

/** The kinds that may go by chat, with their templates; every other kind goes by e-mail only. */
export const CHAT_TEMPLATES: Partial<Readonly<Record<MessageKind, ChatTemplate>>> = {
  'contract-signing-code': {
    name: 'enlista_codigo_firma',
    category: 'AUTHENTICATION',
    bodyParams: 1,
    button: 'copy-code',
  },
  'power-signing-code': {
    name: 'enlista_codigo_firma',
    category: 'AUTHENTICATION',
    bodyParams: 1,
    button: 'copy-code',
  },
  'owner-signing-link': { name: 'enlista_firma_poder', category: 'UTILITY', bodyParams: 3, button: 'url' },
  'contract-to-sign': { name: 'enlista_contrato_para_firmar', category: 'UTILITY', bodyParams: 2, button: 'url' },
  'document-decision': { name: 'enlista_documentos_revisados', category: 'UTILITY', bodyParams: 1, button: 'url' },
  'document-request': { name: 'enlista_documentos_pendientes', category: 'UTILITY', bodyParams: 1, button: 'url' },
  'document-expiry': { name: 'enlista_documentos_por_vencer', category: 'UTILITY', bodyParams: 1, button: 'url' },
  'job-offer': { name: 'enlista_oferta_trabajo', category: 'MARKETING', bodyParams: 2, button: 'url' },
  // A recruiter's free text has no template: outside the window only the follow-up below may go.
  'inbox-follow-up': { name: 'enlista_seguimiento_empresa', category: 'UTILITY', bodyParams: 1 },
};

export function isMessageKind(value: string | null): value is MessageKind {
  return value !== null && (MESSAGE_KINDS as readonly string[]).includes(value);
}

/** The dynamic part of a URL button: the link without its origin (the template holds the origin). */
export function linkSuffix(link: string): string {
  const url = new URL(link);
  return `${url.pathname.slice(1)}${url.search}${url.hash}`;
}
