// The registered-user profiles of the company's tenant (a business sees the list
// of registered-user profiles; the call itself is not shown, so this is the local API's own):
//   GET /get-registered-profiles → { data: RegisteredWorker[], count } (src/lib/contract/business.ts)
// Workers of the company's tenant only, newest first, each with the profiles they hold.
import { Hono } from 'hono';
import type { RegisteredWorkersAnswer } from '../../../src/lib/contract/business.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { listRegisteredWorkers } from './people.ts';

export function businessProfileRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().get('/get-registered-profiles', requireBusiness(deps), (c) => {
    const workers = listRegisteredWorkers(deps.db, c.get('session').account.id_business);
    const answer: RegisteredWorkersAnswer = { data: workers, count: workers.length };
    return c.json(answer);
  });
}
