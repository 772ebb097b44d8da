// /api/users/news — the worker's 'Novedades' (header auth-user; an extension of the specified API).
// Shapes: src/lib/contract/news.ts.
//   GET  /news → 200 { data: NewsItem[], count }: the company's decisions on the worker's documents
//        not dismissed yet, newest first (at most 20; `count` is all of them). Each item has its
//        line in `title`: 'Licencia de conducir aprobada', 'Cédula de identidad (frontal)
//        rechazada: Imagen ilegible'.
//   POST /news/dismiss  { until: id_event } → 200 { message: 'Novedades descartadas',
//        data: { dismissed } }: dismisses everything up to `until` (send the newest id shown), never
//        a decision newer than the newest that exists. 400 ['Indica hasta qué novedad descartar'].
import { Hono } from 'hono';
import { DismissNewsBodySchema } from '../../../src/lib/contract/news.ts';
import { transaction } from '../../db/database.ts';
import { REVIEW_MESSAGES } from '../../db/documents/messages.ts';
import { dismissNews, unseenNews } from '../../db/documents/news.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';

export function userNewsRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  return new Hono<AuthEnv>()
    .get('/news', auth, (c) => {
      const { items, count } = unseenNews(deps.db, c.get('session').account.id_user);
      return c.json({ data: items, count });
    })
    .post('/news/dismiss', auth, jsonBody(DismissNewsBodySchema), (c) => {
      const idUser = c.get('session').account.id_user;
      const dismissed = transaction(deps.db, () => dismissNews(deps.db, idUser, c.req.valid('json').until));
      return c.json({ message: REVIEW_MESSAGES.newsDismissed, data: { dismissed } });
    });
}
