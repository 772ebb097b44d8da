// /api/public/verify — anyone with a signed document's verification code (printed on its signature
// page, in its link and QR code) reads what was signed, by whom and when, and the SHA-256 of the
// signed file, so a copy can be compared. No token. It shows no more than the document shows its
// holder: people as 'Camila R.', RUTs masked but their last four characters
// (docs/legal/electronic-signature.md, ES-19 and ES-20).
//   GET /verify/:code → { data: Verification }; 404 with one neutral message for a code that is
//   malformed or unknown alike; 429 past the lookup limits.
// Limits: each client address has a few lookups a minute and an hour, found or not; and codes
// that start alike (their first four characters) have a few misses every ten minutes from any
// address, so guessing cannot be spread over many clients either. A found code is never counted
// as a miss, so the people who check a real document do not use up its prefix's turn.
import { Hono } from 'hono';
import * as v from 'valibot';
import { VerifyParamsSchema } from '../../../src/lib/contract/signing.ts';
import type { AppDeps } from '../../deps.ts';
import { rateWait, recordRate, type RateRule } from '../../lib/rate-limit.ts';
import { VERIFY_MESSAGES } from '../../lib/signing/messages.ts';
import { publicVerification } from '../../lib/signing/signatures.ts';
import { takeClientRate, tooManyRequests } from '../../lib/throttle.ts';

export const VERIFY_PER_CLIENT_MINUTE: RateRule = { limit: 30, windowMs: 60_000 };
export const VERIFY_PER_CLIENT_HOUR: RateRule = { limit: 300, windowMs: 60 * 60_000 };
export const VERIFY_MISSES_PER_PREFIX: RateRule = { limit: 10, windowMs: 10 * 60_000 };

const BUCKET = 'verify';

/** The first four characters of the code as typed, in one spelling ('7kqf-…' and '7KQF…' alike). */
function prefixKey(raw: string): string {
  return `prefix:${raw
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 4)}`;
}

export function verifyRoutes(deps: AppDeps) {
  return new Hono().get('/verify/:code', (c) => {
    const raw = c.req.param('code');
    const client = takeClientRate(deps, c, BUCKET, { minute: VERIFY_PER_CLIENT_MINUTE, hour: VERIFY_PER_CLIENT_HOUR });
    if (!client.ok) return tooManyRequests(c, client.retryAfterSeconds);
    const now = deps.now();
    const prefix = prefixKey(raw);
    const wait = rateWait(deps.db, BUCKET, prefix, VERIFY_MISSES_PER_PREFIX, now);
    if (wait > 0) return tooManyRequests(c, wait);
    c.header('cache-control', 'no-store');
    const code = v.safeParse(VerifyParamsSchema, { code: raw });
    const found = code.success ? publicVerification(deps.db, code.output.code) : null;
    if (found) return c.json({ data: found });
    // Checked, counted and recorded in one synchronous step: a burst is judged one at a time.
    recordRate(deps.db, BUCKET, prefix, now);
    return c.json({ message: VERIFY_MESSAGES.notFound }, 404);
  });
}
