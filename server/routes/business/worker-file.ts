// /business/workers — the worker's file ('Ficha del trabajador') and 'Solicitar documentos'
// (header auth-business; an extension of the specified API). Shapes: src/lib/contract/worker-file.ts.
//   GET  /workers/:id_user
//        → 200 { data: WorkerFile }: personal data, `relation` { registered, applied }, `can_review`,
//          the documentation summary (`approved` of `required`: 'Documentos aprobados 7 de 10'),
//          each profile with its documents (status, dates, reason, history), `missing` (never
//          uploaded, rejected or expired) and `registration` (the answers given when registering).
//        → 404 'No encontramos a esa persona entre los trabajadores de tu empresa.' for anyone who
//          neither registered through the company's link nor applied to its postings.
//   POST /workers/:id_user/request-documents  (no body)
//        → 200 { message: 'Enviamos a Camila Rojas la lista de 3 documentos por subir.',
//                data: { to, channels: ['email', 'chat'?], documents: string[] } }: one e-mail (and a
//          chat message when the worker has a phone) listing what is missing, rejected or expired,
//          with the link to the worker's portal.
//        → 403 'Solo la empresa con la que se registró el trabajador puede revisar sus documentos.'
//          (a worker who only applied); 404 as above; 409 'Esta persona no tiene documentos
//          pendientes, rechazados ni vencidos.' when there is nothing to ask for; 429 'Ya enviaste 3
//          solicitudes de documentos a esta persona en las últimas 24 horas. Intenta más tarde.'
//          (with Retry-After): a worker is asked at most three times a day.
import { Hono } from 'hono';
import { WorkerFileParamsSchema } from '../../../src/lib/contract/worker-file.ts';
import { formatDate } from '../../../src/lib/format/date.ts';
import { transaction } from '../../db/database.ts';
import { REVIEW_MESSAGES, requestSentMessage } from '../../db/documents/messages.ts';
import { requestMessage, sendToWorker, workerContact } from '../../db/documents/notify.ts';
import { buildWorkerFile } from '../../db/documents/worker-file.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { takeValueRate, tooManyRequests } from '../../lib/throttle.ts';
import { routeParams } from '../../lib/validate.ts';
import { companyOf, todayOf } from './company.ts';

/** A worker is asked for their documents at most three times a day by one company. */
const REQUEST_RULE = { limit: 3, windowMs: 24 * 60 * 60 * 1000 };

const idUserParam = routeParams(WorkerFileParamsSchema);

export function workerFileRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  return new Hono<AuthEnv>()
    .get('/workers/:id_user', guard, idUserParam, (c) => {
      const file = buildWorkerFile(deps.db, companyOf(c), c.req.valid('param').id_user, todayOf(deps));
      if (!file) return c.json({ message: REVIEW_MESSAGES.workerNotFound }, 404);
      return c.json({ data: file });
    })
    .post('/workers/:id_user/request-documents', guard, idUserParam, (c) => {
      const { id_user } = c.req.valid('param');
      const file = buildWorkerFile(deps.db, companyOf(c), id_user, todayOf(deps));
      const worker = file ? workerContact(deps.db, id_user) : undefined;
      if (!file || !worker) return c.json({ message: REVIEW_MESSAGES.workerNotFound }, 404);
      if (!file.can_review) return c.json({ message: REVIEW_MESSAGES.notYours }, 403);
      if (file.missing.length === 0) return c.json({ message: REVIEW_MESSAGES.nothingToRequest }, 409);
      const key = `${companyOf(c).id_business}:${id_user}`;
      const rate = takeValueRate(deps, 'document-request', [[key, REQUEST_RULE]]);
      if (!rate.ok) return tooManyRequests(c, rate.retryAfterSeconds, REVIEW_MESSAGES.tooManyRequests);
      const expiries = new Map(
        file.profiles.flatMap((profile) => profile.documents.map((doc) => [doc.id_file, doc.expiration_date])),
      );
      const listed = file.missing.map((entry) => {
        const expired = entry.standing === 'expired' ? expiries.get(entry.id_file) : null;
        return {
          ...entry,
          detail: expired
            ? `Venció el ${formatDate(expired)}`
            : entry.standing === 'rejected'
              ? `Motivo: ${entry.rejection_reason ?? ''}`
              : null,
        };
      });
      const channels = transaction(deps.db, () =>
        sendToWorker(deps.db, worker, requestMessage(deps.siteOrigin, worker, listed), deps.now()),
      );
      return c.json({
        message: requestSentMessage(file.worker.worker_name, listed.length),
        data: { to: worker.email, channels, documents: listed.map((entry) => entry.document_name) },
      });
    });
}
