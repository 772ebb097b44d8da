// Password recovery:
//   POST /auth/reset-password { email, rgs? } → 200 { message } whether or not the e-mail exists;
//        when it does, the outbox gets a link in both path forms of the account's tenant.
//   POST /auth/reset-password-verify-token { token, rgs? } → 200 { valid: true, message } when the
//        token is usable, 204 (no body) when it is unknown, used, expired or of another tenant:
//        the client's rule is "valid means a 2xx status below 204"
//   POST /auth/reset-password-confirm { token, password, rgs? } → 200 { message } | 400
// Tokens are random, stored hashed, single-use and expire after RESET_TOKEN_MINUTES.
// Requests are throttled per client address (429) and per e-mail (further requests are answered
// the same but send nothing, so one person cannot be flooded). The answer is given before any
// account is looked up: the lookup, the token and the e-mail happen after it, so a registered
// e-mail answers exactly as fast as an unknown one.
import { createHash, randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int, text, textOrNull } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { hashPassword } from '../../lib/password.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { log } from '../../lib/log.ts';
import { takeRate, type RateRule } from '../../lib/rate-limit.ts';
import { tooManyRequests } from '../../lib/throttle.ts';
import { jsonBody } from '../../lib/validate.ts';
import {
  ResetConfirmBodySchema,
  ResetRequestBodySchema,
  ResetTokenBodySchema,
} from '../../../src/lib/contract/auth.ts';
import {
  findSignInAccounts,
  findTenantById,
  findTenantByRgs,
  setPassword,
  type Account,
  type TenantRef,
} from './accounts.ts';
import { AUTH_MESSAGES } from './messages.ts';

export const RESET_TOKEN_MINUTES = 30;
export const RESET_PER_CLIENT: RateRule = { limit: 10, windowMs: 15 * 60_000 };
export const RESET_PER_EMAIL: RateRule = { limit: 3, windowMs: 60 * 60_000 };

const requestBody = jsonBody(ResetRequestBodySchema);
const verifyBody = jsonBody(ResetTokenBodySchema);
const confirmBody = jsonBody(ResetConfirmBodySchema);

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64');

/** Both reset link forms (token in the path or in the query), on the site origin. */
export function resetLinks(siteOrigin: string, tenant: TenantRef, token: string): [string, string] {
  const name = encodeURIComponent(tenant.name_business);
  const rgs = encodeURIComponent(tenant.rgs);
  return [
    `${siteOrigin}/resetpassword/${name}?rgs=${rgs}&token=${token}`,
    `${siteOrigin}/resetpassword/${name}/${token}?rgs=${rgs}`,
  ];
}

function issueResetToken(deps: AppDeps, account: Account, now: Date): void {
  const tenant = findTenantById(deps.db, account.id_business);
  if (!tenant) return;
  const token = randomBytes(32).toString('base64url');
  deps.db
    .prepare('INSERT INTO password_reset_tokens (id_user, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)')
    .run(
      account.id_user,
      hashToken(token),
      new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000).toISOString(),
      now.toISOString(),
    );
  const [queryLink, pathLink] = resetLinks(deps.siteOrigin, tenant, token);
  const greeting = account.firstname ?? account.name;
  sendMail(
    deps.db,
    {
      to: account.email,
      kind: 'password-reset',
      idUser: account.id_user,
      subject: 'Restablece tu contraseña',
      text: [
        greeting ? `Hola ${greeting}:` : 'Hola:',
        '',
        `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${tenant.display_name}.`,
        `Abre este enlace para crear una nueva (vence en ${RESET_TOKEN_MINUTES} minutos y sirve una sola vez):`,
        queryLink,
        '',
        'Si el enlace anterior no funciona, usa este otro:',
        pathLink,
        '',
        'Si no pediste este cambio, ignora este mensaje: tu contraseña seguirá siendo la misma.',
      ].join('\n'),
    },
    now,
  );
}

interface UsableToken {
  readonly idReset: number;
  readonly idUser: number;
}

function findUsableToken(db: Database, token: string, rgs: string | undefined, now: Date): UsableToken | null {
  const row = db
    .prepare(
      `SELECT t.*, b.rgs FROM password_reset_tokens t
       JOIN users u ON u.id_user = t.id_user JOIN businesses b ON b.id_business = u.id_business
       WHERE t.token_hash = ?`,
    )
    .get(hashToken(token));
  if (!row || textOrNull(row, 'used_at') !== null || text(row, 'expires_at') <= now.toISOString()) return null;
  if (rgs && text(row, 'rgs') !== rgs) return null;
  return { idReset: int(row, 'id_reset'), idUser: int(row, 'id_user') };
}

export function resetRoutes(deps: AppDeps) {
  return new Hono()
    .post('/reset-password', requestBody, (c) => {
      const { email, rgs } = c.req.valid('json');
      const tenant = rgs ? findTenantByRgs(deps.db, rgs) : null;
      if (rgs && !tenant) return c.json({ message: AUTH_MESSAGES.invalidLink }, 400);
      const now = deps.now();
      const client = takeRate(deps.db, 'reset-client', [[clientAddress(c), RESET_PER_CLIENT]], now);
      if (!client.ok) return tooManyRequests(c, client.retryAfterSeconds);
      setImmediate(() => {
        try {
          const target = takeRate(deps.db, 'reset-target', [[email.toLowerCase(), RESET_PER_EMAIL]], now);
          if (!target.ok) return;
          for (const account of findSignInAccounts(deps.db, email, tenant?.id_business ?? null))
            issueResetToken(deps, account, now);
        } catch (error) {
          log.error({ err: error }, 'password reset mail not queued');
        }
      });
      return c.json({ message: AUTH_MESSAGES.resetRequested });
    })
    .post('/reset-password-verify-token', verifyBody, (c) => {
      const { token, rgs } = c.req.valid('json');
      if (!findUsableToken(deps.db, token, rgs, deps.now())) return c.body(null, 204);
      return c.json({ valid: true, message: AUTH_MESSAGES.resetTokenValid });
    })
    .post('/reset-password-confirm', confirmBody, async (c) => {
      const { token, password, rgs } = c.req.valid('json');
      const now = deps.now();
      const usable = findUsableToken(deps.db, token, rgs, now);
      if (!usable) return c.json({ message: AUTH_MESSAGES.resetTokenInvalid }, 400);
      const passwordHash = await hashPassword(password);
      // Re-check after the await: a concurrent confirm may have used the token meanwhile.
      if (!findUsableToken(deps.db, token, rgs, now)) return c.json({ message: AUTH_MESSAGES.resetTokenInvalid }, 400);
      setPassword(deps.db, usable.idUser, passwordHash, now);
      deps.db
        .prepare('UPDATE password_reset_tokens SET used_at = ? WHERE id_user = ? AND used_at IS NULL')
        .run(now.toISOString(), usable.idUser);
      return c.json({ message: AUTH_MESSAGES.resetDone });
    });
}
