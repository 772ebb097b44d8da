// The throttle of every route whose answer can tell whether an e-mail, RUT or phone is registered
// with a company: the three validate-* checks, the fixed registration and the dynamic form's
// submit. They share one bucket, so a client that used up its turn on one cannot go on through
// another. A request is charged to its client address before its body is read (a burst rule and an
// hourly one) and each value it asks about is charged too (the same e-mail, RUT or phone asked too
// often, from any address); past a limit the answer is 429 with the seconds to wait.
import type { AppDeps } from '../../deps.ts';
import type { RateCheck, RateRule } from '../../lib/rate-limit.ts';
import { takeValueRate, throttleClient } from '../../lib/throttle.ts';

export const CHECKS_PER_CLIENT_MINUTE: RateRule = { limit: 20, windowMs: 60_000 };
export const CHECKS_PER_CLIENT_HOUR: RateRule = { limit: 200, windowMs: 60 * 60_000 };
export const CHECKS_PER_VALUE: RateRule = { limit: 10, windowMs: 10 * 60_000 };

const BUCKET = 'exists';

export type CheckedKind = 'email' | 'rut' | 'phone';

/** Charges the client's address; mount before the route reads its body. */
export const existenceThrottle = (deps: AppDeps) =>
  throttleClient(deps, BUCKET, { minute: CHECKS_PER_CLIENT_MINUTE, hour: CHECKS_PER_CLIENT_HOUR });

/** One key per value whatever its spelling: '12.345.678-5' and '123456785' are the same RUT. */
function valueKey(kind: CheckedKind, value: string | number): string {
  const normalised = String(value)
    .trim()
    .toLowerCase()
    .replace(/[.\s-]/g, '');
  return `value:${kind}:${normalised}`;
}

/** Charges each value asked about (empty ones are skipped); all or nothing. */
export function takeCheckedValues(
  deps: AppDeps,
  values: Partial<Record<CheckedKind, string | number | null | undefined>>,
): RateCheck {
  const checks = Object.entries(values)
    .filter((entry): entry is [CheckedKind, string | number] => entry[1] !== null && entry[1] !== undefined)
    .filter(([, value]) => String(value).trim() !== '')
    .map(([kind, value]) => [valueKey(kind, value), CHECKS_PER_VALUE] as const);
  return takeValueRate(deps, BUCKET, checks);
}
