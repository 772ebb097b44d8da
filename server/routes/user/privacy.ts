// /api/users/privacy — the worker's privacy rights, auth-user on all (shapes: src/lib/contract/privacy.ts):
//   GET  /summary                       → { data: PrivacySummary } what is held, by category, who
//                                          receives it, how long it is kept
//   GET  /export                        → application/zip with Content-Length ('Descargar mis datos';
//                                          format in docs/privacy-export.md)
//   GET  /consents                      → { data: Consent[] } newest first, withdrawn ones included
//   POST /consents { purpose: 'ofertas' } → 201 { message, data: Consent } job offers again
//                                          | 409 already given
//   POST /consents/:id/withdraw         → { message, data: Consent } at once | 404 not theirs
//                                          | 409 the required consent, or already withdrawn
//   GET  /requests                      → { data: PrivacyRequest[] } newest first
//   POST /requests { kind, reason?, password, corrections? }
//                                       → 201 { message, data: PrivacyRequest } with its deadline
//                                          | 400 rules or wrong password | 429 too many wrong passwords
//                                          | 409 one of that kind already pending, or blocking with
//                                            nothing else pending
import { Hono, type Context } from 'hono';
import {
  PRIVACY_REQUEST_LABELS,
  ConsentGrantBodySchema,
  PrivacyIdParamsSchema,
  PrivacyRequestBodySchema,
} from '../../../src/lib/contract/privacy.ts';
import { findConsent, hasActiveConsent, listConsents, recordConsent, withdrawConsent } from '../../db/consents.ts';
import { transaction } from '../../db/database.ts';
import {
  findWorkerRequest,
  hasPendingRequest,
  insertPrivacyRequest,
  listWorkerRequests,
} from '../../db/privacy-requests.ts';
import type { AppDeps } from '../../deps.ts';
import { answerDueDate } from '../../lib/privacy-deadline.ts';
import { noticeNewRequest } from '../../lib/privacy-notices.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import { confirmPassword } from './password-confirm.ts';
import { exportContent } from './privacy-export-data.ts';
import { exportResponse } from './privacy-export.ts';
import { privacySummary } from './privacy-summary.ts';

export const PRIVACY_MESSAGES = {
  requestReceived: (kind: string, due: string) =>
    `Recibimos tu solicitud de ${kind.toLowerCase()}. La empresa debe responderte a más tardar el ${due}.`,
  alreadyPending: (kind: string) => `Ya tienes una solicitud de ${kind.toLowerCase()} pendiente.`,
  blockingAlone:
    'El bloqueo temporal se pide mientras esperas la respuesta a una solicitud de corrección, eliminación u oposición. Primero haz esa solicitud.',
  consentNotFound: 'El consentimiento no existe o no es tuyo.',
  consentRequired:
    'Este consentimiento es necesario para tener una cuenta. Si ya no quieres darlo, solicita la eliminación de tus datos.',
  consentAlreadyWithdrawn: 'Este consentimiento ya estaba retirado.',
  consentWithdrawn: 'Retiramos tu consentimiento. Desde ahora no usaremos tus datos para eso.',
  offersAlreadyGiven: 'Ya aceptaste recibir ofertas de trabajo.',
  offersGiven: 'Listo: te enviaremos ofertas de trabajo por correo o WhatsApp.',
} as const;

const M = PRIVACY_MESSAGES;

const consentParam = routeParams(PrivacyIdParamsSchema);

/** '2026-12-27' → '27/12/2026', as the site shows dates. */
function dayOf(date: string): string {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${year}`;
}

export function userPrivacyRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const account = (c: Context<AuthEnv>) => c.get('session').account;

  return new Hono<AuthEnv>()
    .get('/summary', auth, (c) => c.json({ data: privacySummary(deps.db, account(c).id_user) }))
    .get('/export', auth, (c) => {
      const now = deps.now();
      return exportResponse(exportContent(deps.db, account(c).id_user, now), deps.blobs, now);
    })
    .get('/consents', auth, (c) => c.json({ data: listConsents(deps.db, account(c).id_user) }))
    .post('/consents', auth, jsonBody(ConsentGrantBodySchema), (c) => {
      const { id_user, id_business } = account(c);
      if (hasActiveConsent(deps.db, id_user, 'ofertas')) return c.json({ message: [M.offersAlreadyGiven] }, 409);
      const id = recordConsent(deps.db, {
        idUser: id_user,
        idBusinessTarget: id_business,
        purpose: 'ofertas',
        channel: 'panel',
        at: deps.now(),
      });
      return c.json({ message: M.offersGiven, data: findConsent(deps.db, id_user, id) }, 201);
    })
    .post('/consents/:id/withdraw', auth, consentParam, (c) => {
      const { id_user } = account(c);
      const consent = findConsent(deps.db, id_user, c.req.valid('param').id);
      if (!consent) return c.json({ message: [M.consentNotFound] }, 404);
      if (consent.required) return c.json({ message: [M.consentRequired] }, 409);
      if (!consent.active) return c.json({ message: [M.consentAlreadyWithdrawn] }, 409);
      transaction(deps.db, () => withdrawConsent(deps.db, consent, id_user, deps.now()));
      return c.json({ message: M.consentWithdrawn, data: findConsent(deps.db, id_user, consent.id_consent) });
    })
    .get('/requests', auth, (c) => c.json({ data: listWorkerRequests(deps.db, account(c).id_user, deps.now()) }))
    .post('/requests', auth, jsonBody(PrivacyRequestBodySchema), async (c) => {
      const body = c.req.valid('json');
      const signedIn = account(c);
      const label = PRIVACY_REQUEST_LABELS[body.kind];
      const confirmed = await confirmPassword(deps, c, signedIn, body.password);
      if (!confirmed.ok) return confirmed.response;
      if (hasPendingRequest(deps.db, signedIn.id_user, [body.kind])) {
        return c.json({ message: [M.alreadyPending(label)] }, 409);
      }
      if (
        body.kind === 'bloqueo' &&
        !hasPendingRequest(deps.db, signedIn.id_user, ['rectificacion', 'supresion', 'oposicion'])
      ) {
        return c.json({ message: [M.blockingAlone] }, 409);
      }
      const now = deps.now();
      const dueDate = answerDueDate(now);
      const id = transaction(deps.db, () => {
        const inserted = insertPrivacyRequest(deps.db, {
          idUser: signedIn.id_user,
          idBusiness: signedIn.id_business,
          kind: body.kind,
          reason: body.reason,
          corrections: body.kind === 'rectificacion' ? (body.corrections ?? {}) : null,
          receivedAt: now,
          dueDate,
        });
        noticeNewRequest(deps.db, { idUser: signedIn.id_user, kind: body.kind, dueDate }, deps.siteOrigin, now);
        return inserted;
      });
      return c.json(
        {
          message: M.requestReceived(label, dayOf(dueDate)),
          data: findWorkerRequest(deps.db, signedIn.id_user, id, now),
        },
        201,
      );
    });
}
