// The delivery settings, checked with the rest of the environment (config.ts): SMTP_URL (smtp:// or
// smtps://, user:password in it) and MAIL_FROM for e-mail; the WHATSAPP_* settings for chat, all of
// token, phone number id, app secret and verify token or none of them; DELIVERY_RETRY_BASE_MS and
// DELIVERY_LEASE_MS for the queue. Whether e-mail is required is config.ts's rule (outside local mode).
import * as v from 'valibot';
import { DEFAULT_LEASE_MS, DEFAULT_RETRY_BASE_MS } from './dispatcher.ts';
import { WHATSAPP_DEFAULT_API_URL } from './whatsapp.ts';

export const DEFAULT_MAIL_FROM = 'Enlista <no-responder@enlista.cl>';

const optionalText = (name: string) =>
  v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty(`${name} no puede estar vacío`), v.maxLength(1024)));

const milliseconds = (name: string, fallback: number) =>
  v.pipe(
    v.optional(v.string(), String(fallback)),
    v.regex(/^\d{1,9}$/, `${name} debe ser un número de milisegundos`),
    v.transform(Number),
    v.number(),
    v.minValue(1, `${name} debe ser mayor que cero`),
  );

export const DELIVERY_ENV = {
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.url('SMTP_URL debe ser una URL smtp:// o smtps://'),
      v.regex(/^smtps?:\/\//i, 'SMTP_URL debe empezar con smtp:// o smtps://'),
    ),
  ),
  MAIL_FROM: v.pipe(
    v.optional(v.string(), DEFAULT_MAIL_FROM),
    v.regex(/^[^\r\n<>@]*<?[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>?$/, 'MAIL_FROM debe ser una dirección de correo'),
  ),
  WHATSAPP_API_URL: v.pipe(
    v.optional(v.string(), WHATSAPP_DEFAULT_API_URL),
    v.url('WHATSAPP_API_URL debe ser una URL'),
    v.regex(/^https?:\/\//, 'WHATSAPP_API_URL debe ser una URL http(s)'),
  ),
  WHATSAPP_TOKEN: optionalText('WHATSAPP_TOKEN'),
  WHATSAPP_PHONE_NUMBER_ID: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,30}$/, 'WHATSAPP_PHONE_NUMBER_ID debe ser numérico')),
  ),
  WHATSAPP_APP_SECRET: optionalText('WHATSAPP_APP_SECRET'),
  WHATSAPP_VERIFY_TOKEN: optionalText('WHATSAPP_VERIFY_TOKEN'),
  DELIVERY_RETRY_BASE_MS: milliseconds('DELIVERY_RETRY_BASE_MS', DEFAULT_RETRY_BASE_MS),
  DELIVERY_LEASE_MS: milliseconds('DELIVERY_LEASE_MS', DEFAULT_LEASE_MS),
};

const WHATSAPP_NAMES = [
  'WHATSAPP_TOKEN',
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
] as const;

type DeliveryEnv = v.InferOutput<v.ObjectSchema<typeof DELIVERY_ENV, undefined>>;

export interface DeliveryConfig {
  readonly smtp: { readonly url: string; readonly from: string } | null;
  readonly whatsapp: {
    readonly apiUrl: string;
    readonly token: string;
    readonly phoneNumberId: string;
    readonly appSecret: string;
    readonly verifyToken: string;
  } | null;
  readonly retryBaseMs: number;
  readonly leaseMs: number;
}

/** The WhatsApp settings that are missing when some are given (all four or none). */
export function missingWhatsApp(env: Record<string, string | undefined>): string[] {
  const given = WHATSAPP_NAMES.filter((name) => env[name]);
  return given.length === 0 ? [] : WHATSAPP_NAMES.filter((name) => !env[name]);
}

export function readDelivery(env: DeliveryEnv): DeliveryConfig {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  const { WHATSAPP_APP_SECRET: appSecret, WHATSAPP_VERIFY_TOKEN: verifyToken } = env;
  return {
    smtp: env.SMTP_URL ? { url: env.SMTP_URL, from: env.MAIL_FROM } : null,
    whatsapp:
      token && phoneNumberId && appSecret && verifyToken
        ? { apiUrl: env.WHATSAPP_API_URL, token, phoneNumberId, appSecret, verifyToken }
        : null,
    retryBaseMs: env.DELIVERY_RETRY_BASE_MS,
    leaseMs: env.DELIVERY_LEASE_MS,
  };
}
