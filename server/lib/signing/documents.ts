// Small facts every signed document shares: its hashes, its verification code and link, and how
// the signature page words the identity check, the client address and the browser.
import { createHash, randomInt } from 'node:crypto';
import type { Context } from 'hono';
import type { CodeChannel } from '../../../src/lib/contract/signing.ts';
import { VERIFICATION_ALPHABET } from '../../../src/lib/validation/verification-code.ts';
import { clientAddress } from '../client-address.ts';

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Twelve characters from the unambiguous alphabet, grouped by four: 60 random bits. */
export function newVerificationCode(): string {
  const chars = Array.from({ length: 12 }, () => VERIFICATION_ALPHABET[randomInt(0, VERIFICATION_ALPHABET.length)]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8).join('')}`;
}

export function verificationUrl(siteOrigin: string, code: string): string {
  return `${siteOrigin}/verificar?codigo=${code}`;
}

const CHANNEL_WORDS: Record<CodeChannel, string> = { email: 'al correo', chat: 'por WhatsApp al' };

/** 'email', 'chat' or 'email+chat'. */
export function methodOf(channels: readonly CodeChannel[]): string {
  return [...channels].sort().join('+');
}

/** 'Código de un solo uso enviado al correo tr••@demo.cl y por WhatsApp al +56 •••••4321'. */
export function methodText(channels: readonly CodeChannel[], destinations: readonly string[]): string {
  const parts = channels.map((channel, index) => `${CHANNEL_WORDS[channel]} ${destinations[index] ?? ''}`.trim());
  return `Código de un solo uso de 6 dígitos enviado ${parts.join(' y ')}`;
}

/** The same wording for a stored method, destinations unknown ('email+chat' → '… al correo y por WhatsApp'). */
export function methodSummary(method: string): string {
  const words: Record<string, string> = { email: 'al correo', chat: 'por WhatsApp' };
  const parts = method.split('+').map((channel) => words[channel] ?? channel);
  return `Código de un solo uso enviado ${parts.join(' y ')}`;
}

/** The request's client address and browser (user agent, one clean line of at most 300
 * characters), as the signature page prints them. */
export function clientOf(c: Context): { readonly ip: string; readonly userAgent: string } {
  const raw = c.req.header('user-agent') ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const clean = raw.replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '').trim();
  return { ip: clientAddress(c) || 'No disponible', userAgent: clean.slice(0, 300) || 'No informado' };
}
