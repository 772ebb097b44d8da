// /api/public/verify — anyone with a signed document's verification code (printed on its signature
// page, in its link and QR code) reads what was signed, by whom and when, and the SHA-256 of the
// signed file, so a copy can be compared. No token; RUTs masked but their last four characters.
//   GET /verify/:code → { data: Verification }; 400 a code of the wrong shape, 404 no such document.
import { Hono } from 'hono';
import { VerifyParamsSchema } from '../../../src/lib/contract/signing.ts';
import type { AppDeps } from '../../deps.ts';
import { VERIFY_MESSAGES } from '../../lib/signing/messages.ts';
import { publicVerification } from '../../lib/signing/signatures.ts';
import { routeParams } from '../../lib/validate.ts';

const params = routeParams(VerifyParamsSchema);

export function verifyRoutes(deps: AppDeps) {
  return new Hono().get('/verify/:code', params, (c) => {
    const found = publicVerification(deps.db, c.req.valid('param').code);
    if (!found) return c.json({ message: VERIFY_MESSAGES.notFound }, 404);
    c.header('cache-control', 'no-store');
    return c.json({ data: found });
  });
}
