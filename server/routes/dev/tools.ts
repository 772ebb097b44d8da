// /_dev: development-only helpers, mounted only with createApp({ devRoutes: true }).
//   GET  /outbox       → OutboxMessage[] (bare array, newest first, each with its links, its
//                      delivery state — 'held' when no transport delivers its channel — and last error)
//   GET  /phone        → text/html: the same messages as each person's phone would show them (e-mails
//                      and chat bubbles with their links and codes), for trying the demo
//   POST /power-token  { expiresInSeconds } → { token, url }: a simple-power token signed with the
//                      power secret (claims sub, purpose 'simple-power', iat, exp); a zero or
//                      negative lifetime gives an already expired token, for tests.
//   POST /power-owner-token → { token, url }: a fresh signing link (/firmar-poder?t=…) for the
//                      oldest power still awaiting its owner (the demo's); 404 when there is none.
//   POST /reset        → { message }: every row and stored file dropped, demo data loaded again
//                      (with the expiry reminders the API sends when it starts on them).
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listOutbox } from '../../db/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { sendExpiryReminders } from '../../jobs/expiry-reminders.ts';
import { signJwt } from '../../lib/jwt.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { jsonBody } from '../../lib/validate.ts';
import { resetDemoData } from '../../seed/index.ts';
import { phonePage } from './phone-page.ts';
import { mintOwnerLink } from '../public/owner-token.ts';

export const POWER_TOKEN_PURPOSE = 'simple-power';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

const powerTokenBody = jsonBody(
  v.object(
    {
      expiresInSeconds: v.pipe(
        v.number(API_MESSAGES.expiresInSeconds),
        v.integer(API_MESSAGES.expiresInSeconds),
        v.minValue(-YEAR_SECONDS, API_MESSAGES.expiresInSeconds),
        v.maxValue(YEAR_SECONDS, API_MESSAGES.expiresInSeconds),
      ),
    },
    API_MESSAGES.expiresInSeconds,
  ),
);

export function devToolRoutes(deps: AppDeps) {
  return new Hono()
    .get('/outbox', (c) => c.json(listOutbox(deps.db, deps.liveChannels)))
    .get('/phone', (c) => {
      const { html, nonce } = phonePage(listOutbox(deps.db, deps.liveChannels));
      c.header(
        'content-security-policy',
        `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'`,
      );
      return c.html(html);
    })
    .post('/power-token', powerTokenBody, async (c) => {
      const { expiresInSeconds } = c.req.valid('json');
      const token = await signJwt({ sub: randomUUID(), purpose: POWER_TOKEN_PURPOSE }, deps.powerJwtSecret, {
        expiresInSeconds,
        now: deps.now(),
      });
      return c.json({ token, url: `${deps.siteOrigin}/crear-poder-simple?power=${token}` });
    })
    .post('/power-owner-token', async (c) => {
      const row = deps.db
        .prepare(
          `SELECT owner_token_id FROM simple_powers
           WHERE status = 'AWAITING_OWNER_SIGNATURE' AND owner_token_id IS NOT NULL ORDER BY id_power LIMIT 1`,
        )
        .get();
      const id = row?.['owner_token_id'];
      if (typeof id !== 'string') return c.json({ message: 'No hay poderes esperando la firma del dueño.' }, 404);
      const link = await mintOwnerLink(deps.powerJwtSecret, deps.siteOrigin, deps.now(), id);
      return c.json({ token: link.token, url: link.url });
    })
    .post('/reset', async (c) => {
      await resetDemoData(deps.db, deps.blobs, deps.now(), {
        powerJwtSecret: deps.powerJwtSecret,
        siteOrigin: deps.siteOrigin,
      });
      sendExpiryReminders(deps.db, deps.siteOrigin, deps.now());
      return c.json({ message: 'Datos de demostración restablecidos.' });
    });
}
