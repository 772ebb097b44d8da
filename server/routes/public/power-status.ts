// /api/users/power-simple — the driver's own link (/crear-poder-simple?power=…) opened again after
// sending: where the power stands, and the signed power once the owner signed it. The power token
// travels in auth-user, as when the power was created (routes/public/power.ts).
//   GET /power-simple/status      → { data: PowerState } ('NOT_SENT' while nothing was sent with it)
//   GET /power-simple/signed-file → the signed power's PDF; 404 until signed
// Refusals: 401 a missing, invalid or expired power token.
import { Hono } from 'hono';
import { text, textOrNull } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { POWER_SIGNING_MESSAGES } from '../../lib/signing/messages.ts';
import { checkToken } from './power.ts';
import { driverView } from './power-signing-store.ts';
import { sendStoredFile } from '../user/documents-response.ts';

export function powerStatusRoutes(deps: AppDeps) {
  const powerOf = (subject: string) =>
    deps.db.prepare('SELECT * FROM simple_powers WHERE token_subject = ? ORDER BY id_power LIMIT 1').get(subject);
  return new Hono()
    .get('/power-simple/status', async (c) => {
      const token = await checkToken(c.req.header('auth-user'), deps);
      if (!token.ok) return c.json({ message: token.message }, 401);
      return c.json({ data: driverView(deps.db, powerOf(token.subject), deps.siteOrigin) });
    })
    .get('/power-simple/signed-file', async (c) => {
      const token = await checkToken(c.req.header('auth-user'), deps);
      if (!token.ok) return c.json({ message: token.message }, 401);
      const power = powerOf(token.subject);
      const path = power && text(power, 'status') === 'SIGNED' ? textOrNull(power, 'signed_path') : null;
      if (!path) return c.json({ message: POWER_SIGNING_MESSAGES.notSigned }, 404);
      return sendStoredFile(c, deps, path, 'poder_simple_firmado.pdf');
    });
}
