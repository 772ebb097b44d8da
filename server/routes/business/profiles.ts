// The registered-user profiles of the company's tenant (a business sees the list
// of registered-user profiles; the call itself is not shown, so this is the local API's own):
//   GET /get-registered-profiles[?documentation=completa|incompleta|con_rechazos|por_vencer|vencida]
//       → { data: RegisteredWorker[], count } (src/lib/contract/business.ts)
// Workers of the company's tenant only, newest first, each with the profiles they hold and, beyond
// the specification, `documentation` (src/lib/contract/documentation.ts): the state shown
// ('Documentación': the most urgent of vencida, con rechazos, incompleta, por vencer, completa),
// every state that applies, and the counts. `documentation=` keeps the workers to whom that state
// applies; anything else is 400 'Elige un estado de documentación de la lista'.
import { Hono } from 'hono';
import type { RegisteredWorkersAnswer } from '../../../src/lib/contract/business.ts';
import { RegisteredProfilesQuerySchema } from '../../../src/lib/contract/documentation.ts';
import { summarizeDocumentation } from '../../../src/lib/documents/documentation.ts';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import { documentationByWorker } from '../../db/documents/documentation.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { queryParams } from '../../lib/validate.ts';
import { listRegisteredWorkers } from './people.ts';

const filterQuery = queryParams(RegisteredProfilesQuerySchema);

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
    const answer: RegisteredWorkersAnswer = { data: workers, count: workers.length };
    return c.json(answer);
  });
}
