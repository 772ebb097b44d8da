// /api/users — the simple power of attorney.
//   POST /create-power-simple  multipart: every phase 1 and 2 field plus
//        files[cedula_identidad_frontal_owner] and files[cedula_identidad_posterior_owner];
//        header auth-user: the power token (HS256, power secret, purpose 'simple-power').
//        An optional emailDriver part names where the driver wants a copy of the signed power.
//   → 201 { message }: the power is stored awaiting the owner's signature, its images and its PDF in the
//     file store under `powers/{id}/`, and the owner's chat-app message with the single-use
//     signing link (/firmar-poder?t=…) in the outbox.
//   Refusals: 401 bad or expired token, 409 token already used, 400 { message: string[] } for
//   fields and images (type and size judged by content, never by the client's name).
import { Hono } from 'hono';
import type { Context } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { buildPowerDocument } from '../../lib/documents/power-pdf.ts';
import { verifyJwt } from '../../lib/jwt.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { POWER_TOKEN_PURPOSE } from '../dev/tools.ts';
import {
  ID_IMAGES,
  POWER_MESSAGES,
  checkIdImage,
  powerContentOf,
  validateDriverEmail,
  validatePowerFields,
} from './power-input.ts';
import type { StoredImage } from './power-input.ts';
import { mintOwnerLink } from './owner-token.ts';
import { powerExistsForToken, storePower } from './power-storage.ts';

type TokenCheck = { readonly ok: true; readonly subject: string } | { readonly ok: false; readonly message: string };

export async function checkToken(header: string | undefined, deps: AppDeps): Promise<TokenCheck> {
  if (!header) return { ok: false, message: POWER_MESSAGES.invalidToken };
  const verified = await verifyJwt(header, deps.powerJwtSecret, deps.now());
  if (!verified.ok) {
    const message = verified.reason === 'expired' ? POWER_MESSAGES.expiredToken : POWER_MESSAGES.invalidToken;
    return { ok: false, message };
  }
  const { sub, purpose } = verified.payload;
  if (purpose !== POWER_TOKEN_PURPOSE || typeof sub !== 'string' || sub === '') {
    return { ok: false, message: POWER_MESSAGES.invalidToken };
  }
  return { ok: true, subject: sub };
}

async function readMultipart(c: Context): Promise<Record<string, string | File> | null> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  try {
    const body = await c.req.parseBody();
    const entries = Object.entries(body).filter((entry): entry is [string, string | File] => !Array.isArray(entry[1]));
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

export function powerRoutes(deps: AppDeps) {
  return new Hono().post('/create-power-simple', async (c) => {
    const token = await checkToken(c.req.header('auth-user'), deps);
    if (!token.ok) return c.json({ message: token.message }, 401);

    const body = await readMultipart(c);
    if (!body) return c.json({ message: API_MESSAGES.invalidBody }, 400);

    const fields = validatePowerFields(body);
    if (!fields.ok) return c.json({ message: fields.messages }, 400);

    const images: StoredImage[] = [];
    const imageErrors: string[] = [];
    for (const image of ID_IMAGES) {
      const checked = await checkIdImage(body[image.field], image);
      if (checked.ok) images.push(checked.image);
      else imageErrors.push(checked.message);
    }
    if (imageErrors.length > 0) return c.json({ message: imageErrors }, 400);

    const emailDriver = validateDriverEmail(body['emailDriver']);
    if (!emailDriver.ok) return c.json({ message: emailDriver.messages }, 400);

    if (powerExistsForToken(deps.db, token.subject)) return c.json({ message: POWER_MESSAGES.tokenUsed }, 409);
    const document = await buildPowerDocument({ ...powerContentOf(fields.output), createdAt: deps.now() });
    const link = await mintOwnerLink(deps.powerJwtSecret, deps.siteOrigin, deps.now());
    const stored = await storePower(
      deps,
      {
        subject: token.subject,
        fields: fields.output,
        images,
        document,
        emailDriver: emailDriver.value,
      },
      link,
    );
    if (stored === null) return c.json({ message: POWER_MESSAGES.tokenUsed }, 409);
    return c.json({ message: POWER_MESSAGES.created }, 201);
  });
}
