// The registered-user profiles of the company's tenant (a business sees the list
// of registered-user profiles; the call itself is not shown, so this is the local API's own):
//   GET /get-registered-profiles[?documentation=completa|incompleta|con_rechazos|por_vencer|vencida]
//       → { data: RegisteredWorker[], count }
// Workers of the company's tenant only, newest first, each with the profiles they hold and, beyond
// the specification, `documentation` (src/lib/contract/documentation.ts): the state shown
// ('Documentación': the most urgent of vencida, con rechazos, incompleta, por vencer, completa),
// every state that applies, and the counts. `documentation=` keeps the workers to whom that state
// applies; anything else is 400 'Elige un estado de documentación de la lista'.
import { Hono } from 'hono';
import * as v from 'valibot';
import { DOCUMENTATION_FILTER_MESSAGE } from '../../src/lib/contract/documentation.ts';
import { DOCUMENTATION_STATES, summarizeDocumentation } from '../../src/lib/documents/documentation.ts';
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { documentationByWorker } from '../db/documents/documentation.ts';
import type { AppDeps } from '../deps.ts';
import { requireBusiness, type AuthEnv } from '../lib/require-auth.ts';
import { queryParams } from '../lib/validate.ts';
import { listRegisteredWorkers } from './business-people.ts';

const filterQuery = queryParams(
  v.object({ documentation: v.optional(v.picklist(DOCUMENTATION_STATES, DOCUMENTATION_FILTER_MESSAGE)) }),
);

export function businessProfileRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().get('/get-registered-profiles', requireBusiness(deps), filterQuery, (c) => {
    const idBusiness = c.get('session').account.id_business;
    const today = calendarDayInChile(deps.now());
    const summaries = documentationByWorker(deps.db, idBusiness, today);
    const { documentation: wanted } = c.req.valid('query');
    const workers = listRegisteredWorkers(deps.db, idBusiness)
      .map((worker) => ({
        ...worker,
        documentation: summaries.get(worker.id_user) ?? summarizeDocumentation([], today),
      }))
      .filter((worker) => wanted === undefined || worker.documentation.states.includes(wanted));
    return c.json({ data: workers, count: workers.length });
  });
}
