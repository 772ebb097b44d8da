// What the review routes need from the signed-in company session: the company as an actor, and
// today's Chilean calendar day (the day expiry is read against).
import type { Context } from 'hono';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import type { CompanyActor } from '../../db/documents/company-access.ts';
import type { AppDeps } from '../../deps.ts';
import type { AuthEnv } from '../../lib/require-auth.ts';

export function companyOf(c: Context<AuthEnv>): CompanyActor {
  const { account } = c.get('session');
  return { id_user: account.id_user, id_business: account.id_business, email: account.email, name: account.name };
}

export function todayOf(deps: AppDeps): string {
  return calendarDayInChile(deps.now());
}
