// /_dev: development-only helpers, mounted only with createApp({ devRoutes: true }).
//   GET  /outbox       → OutboxMessage[] (bare array, newest first, each with its links)
//   POST /power-token  { expiresInSeconds } → { token, url }: a simple-power token signed with the
//                      power secret (claims sub, purpose 'simple-power', iat, exp); a zero or
//                      negative lifetime gives an already expired token, for tests.
//   POST /reset        → { message }: every row and stored file dropped, demo data loaded again.
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import * as v from 'valibot';
import { listOutbox } from '../../db/outbox.ts';
import type { AppDeps } from '../../deps.ts';
import { signJwt } from '../../lib/jwt.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { jsonBody } from '../../lib/validate.ts';
import { resetDemoData } from '../../seed/index.ts';

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
    .get('/outbox', (c) => c.json(listOutbox(deps.db)))
    .post('/power-token', powerTokenBody, async (c) => {
      const { expiresInSeconds } = c.req.valid('json');
      const token = await signJwt({ sub: randomUUID(), purpose: POWER_TOKEN_PURPOSE }, deps.powerJwtSecret, {
        expiresInSeconds,
        now: deps.now(),
      });
      return c.json({ token, url: `${deps.siteOrigin}/crear-poder-simple?power=${token}` });
    })
    .post('/reset', async (c) => {
      await resetDemoData(deps.db, deps.filesDir, deps.now());
      return c.json({ message: 'Datos de demostración restablecidos.' });
    });
}
