// /business/privacy-requests — the rights requests of the company's workers, auth-business on all
// (shapes: src/lib/contract/privacy.ts):
//   GET  /                            → { data: BusinessPrivacyRequest[] } pending first by deadline,
//                                        each with the worker, its deadline, state and log
//   POST /:id/complete { answer }     → { message, data } the request done (privacy-effects.ts): a
//                                        deletion anonymises the worker and lists what is kept
//   POST /:id/reject   { answer }     → { message, data } refused, with the reason given
//   POST /:id/extend   { reason }     → { message, data } the deadline extended once
//   404 a request of another company (or none) · 409 already answered, already extended, a
//   correction to a RUT, e-mail or phone another worker has, a block with nothing pending
// Every step is an event of the request, with its actor and time.
import { Hono, type Context } from 'hono';
import {
  PrivacyAnswerBodySchema,
  PrivacyExtensionBodySchema,
  PrivacyIdParamsSchema,
  type BusinessPrivacyRequest,
} from '../../../src/lib/contract/privacy.ts';
import { transaction } from '../../db/database.ts';
import {
  answerRequest,
  extendRequest,
  findBusinessRequest,
  listBusinessRequests,
  logEvent,
} from '../../db/privacy-requests.ts';
import type { AppDeps } from '../../deps.ts';
import { finishAnonymisation } from '../../lib/anonymise.ts';
import { extendedDueDate } from '../../lib/privacy-deadline.ts';
import { sendDeletionConfirmation } from '../../lib/deletion-confirmation.ts';
import { noticeAnswer, noticeExtension } from '../../lib/privacy-notices.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import { completeEffect, endBlockIfDone } from './privacy-effects.ts';

export const BUSINESS_PRIVACY_MESSAGES = {
  notFound: 'La solicitud no existe o no es de un trabajador de tu empresa.',
  alreadyAnswered: 'Esta solicitud ya fue respondida.',
  alreadyExtended: 'El plazo de esta solicitud ya se extendió una vez.',
  completed: 'Solicitud completada.',
  deleted: 'Solicitud completada: los datos personales de esta persona fueron anonimizados.',
  rejected: 'Solicitud rechazada.',
  extended: 'Plazo extendido.',
} as const;

const M = BUSINESS_PRIVACY_MESSAGES;
const idParam = routeParams(PrivacyIdParamsSchema);

/** A refusal thrown inside a transaction (which it rolls back), answered with its status. */
class Refusal extends Error {
  readonly status: 404 | 409;
  readonly messages: string[];

  constructor(status: 404 | 409, messages: string[]) {
    super(messages.join(' '));
    this.status = status;
    this.messages = messages;
  }
}

export function businessPrivacyRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  const company = (c: Context<AuthEnv>) => c.get('session').account.id_business;

  /** The request of this company, pending; refuses otherwise. */
  function pending(c: Context<AuthEnv>, id: number): BusinessPrivacyRequest {
    const request = findBusinessRequest(deps.db, company(c), id, deps.now());
    if (!request) throw new Refusal(404, [M.notFound]);
    if (request.state !== 'pendiente') throw new Refusal(409, [M.alreadyAnswered]);
    return request;
  }

  function answered(c: Context<AuthEnv>, id: number, message: string) {
    return c.json({ message, data: findBusinessRequest(deps.db, company(c), id, deps.now()) });
  }

  async function respond(c: Context<AuthEnv>, id: number, text: string, state: 'completada' | 'rechazada') {
    const now = deps.now();
    try {
      const files = transaction(deps.db, () => {
        const request = pending(c, id);
        const effect = state === 'completada' ? completeEffect(deps.db, request, now) : null;
        if (effect && !effect.ok) throw new Refusal(409, effect.messages);
        const kept = effect?.ok ? effect.kept : [];
        if (!answerRequest(deps.db, id, { state, text, kept }, now)) throw new Refusal(409, [M.alreadyAnswered]);
        logEvent(deps.db, id, 'empresa', state, now, kept.length > 0 ? { kept } : null);
        endBlockIfDone(deps.db, request.worker.id_user, now);
        if (request.kind !== 'supresion') {
          noticeAnswer(deps.db, { idUser: request.worker.id_user, kind: request.kind, state, answer: text }, now);
        } else if (state === 'completada' && request.worker.email !== null && !request.worker.anonymised) {
          // The address is read before the anonymisation replaced it; the message goes after it.
          sendDeletionConfirmation(deps.db, request.worker.email, id, kept, now);
        }
        return { list: effect?.ok ? effect.files : [], kind: request.kind };
      });
      if (files.kind === 'supresion' && state === 'completada')
        await finishAnonymisation(deps.db, deps.blobs, files.list);
      const message = state === 'rechazada' ? M.rejected : files.kind === 'supresion' ? M.deleted : M.completed;
      return answered(c, id, message);
    } catch (error) {
      if (error instanceof Refusal) return c.json({ message: error.messages }, error.status);
      throw error;
    }
  }

  const answerBody = jsonBody(PrivacyAnswerBodySchema);

  return new Hono<AuthEnv>()
    .get('/', guard, (c) => c.json({ data: listBusinessRequests(deps.db, company(c), deps.now()) }))
    .post('/:id/complete', guard, idParam, answerBody, (c) =>
      respond(c, c.req.valid('param').id, c.req.valid('json').answer, 'completada'),
    )
    .post('/:id/reject', guard, idParam, answerBody, (c) =>
      respond(c, c.req.valid('param').id, c.req.valid('json').answer, 'rechazada'),
    )
    .post('/:id/extend', guard, idParam, jsonBody(PrivacyExtensionBodySchema), (c) => {
      const { id } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const now = deps.now();
      try {
        transaction(deps.db, () => {
          const request = pending(c, id);
          if (request.extended) throw new Refusal(409, [M.alreadyExtended]);
          const due = extendedDueDate(request.due_date);
          if (!extendRequest(deps.db, id, due, reason)) throw new Refusal(409, [M.alreadyExtended]);
          logEvent(deps.db, id, 'empresa', 'plazo_extendido', now, { due_date: due, reason });
          noticeExtension(deps.db, { idUser: request.worker.id_user, kind: request.kind, dueDate: due, reason }, now);
        });
        return answered(c, id, M.extended);
      } catch (error) {
        if (error instanceof Refusal) return c.json({ message: error.messages }, error.status);
        throw error;
      }
    });
}
