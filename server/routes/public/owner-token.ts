// The vehicle owner's link to sign a simple power, /firmar-poder?t=…: an HS256 token of its own
// purpose ('simple-power-owner', power secret) naming the power's link id, valid OWNER_LINK_DAYS
// and single use (spent when the owner signs or rejects). `requireOwnerToken` lets through only
// a live, unspent link and hands the power's row to the handler; it travels in the auth-power header.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { OWNER_TOKEN_HEADER } from '../../../src/lib/contract/signing.ts';
import type { Database } from '../../db/database.ts';
import type { Row } from '../../db/rows.ts';
import { text, textOrNull } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { signJwt, verifyJwt } from '../../lib/jwt.ts';
import { POWER_SIGNING_MESSAGES } from '../../lib/signing/messages.ts';

export const OWNER_TOKEN_PURPOSE = 'simple-power-owner';
export const OWNER_LINK_DAYS = 7;

export interface OwnerLink {
  readonly id: string;
  readonly token: string;
  readonly url: string;
  readonly expiresAt: string;
}

/** A new link for a power's owner (its id is stored with the power). */
export async function mintOwnerLink(
  secret: string,
  siteOrigin: string,
  now: Date,
  id: string = randomUUID(),
): Promise<OwnerLink> {
  const expiresInSeconds = OWNER_LINK_DAYS * 24 * 60 * 60;
  const token = await signJwt({ sub: id, purpose: OWNER_TOKEN_PURPOSE }, secret, { expiresInSeconds, now });
  return {
    id,
    token,
    url: `${siteOrigin}/firmar-poder?t=${token}`,
    expiresAt: new Date(now.getTime() + expiresInSeconds * 1000).toISOString(),
  };
}

export interface OwnerEnv {
  Variables: { power: Row };
}

type OwnerCheck =
  | { readonly ok: true; readonly power: Row }
  | { readonly ok: false; readonly status: 401 | 410; readonly message: string };

export async function checkOwnerToken(
  db: Database,
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<OwnerCheck> {
  if (!token) return { ok: false, status: 401, message: POWER_SIGNING_MESSAGES.missingToken };
  const verified = await verifyJwt(token, secret, now);
  if (!verified.ok) {
    const message =
      verified.reason === 'expired' ? POWER_SIGNING_MESSAGES.expiredToken : POWER_SIGNING_MESSAGES.invalidToken;
    return { ok: false, status: 401, message };
  }
  const { sub, purpose } = verified.payload;
  if (purpose !== OWNER_TOKEN_PURPOSE || typeof sub !== 'string') {
    return { ok: false, status: 401, message: POWER_SIGNING_MESSAGES.invalidToken };
  }
  const power = db.prepare('SELECT * FROM simple_powers WHERE owner_token_id = ?').get(sub);
  if (!power) return { ok: false, status: 401, message: POWER_SIGNING_MESSAGES.invalidToken };
  if (textOrNull(power, 'owner_token_used_at') !== null || text(power, 'status') !== 'AWAITING_OWNER_SIGNATURE') {
    const signed = text(power, 'status') === 'SIGNED';
    return {
      ok: false,
      status: 410,
      message: signed ? POWER_SIGNING_MESSAGES.usedSigned : POWER_SIGNING_MESSAGES.usedRejected,
    };
  }
  return { ok: true, power };
}

export function requireOwnerToken(deps: AppDeps) {
  return createMiddleware<OwnerEnv>(async (c, next) => {
    const checked = await checkOwnerToken(deps.db, c.req.header(OWNER_TOKEN_HEADER), deps.powerJwtSecret, deps.now());
    if (!checked.ok) return c.json({ message: checked.message }, checked.status);
    c.set('power', checked.power);
    await next();
    return undefined;
  });
}
