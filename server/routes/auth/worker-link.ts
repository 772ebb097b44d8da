// A way back in for a worker who lost their company's link:
//   POST /auth/worker-sign-in-link { email } → 200 { message } whether or not the e-mail is a
//        worker's; when it is, the outbox gets one e-mail with the sign-in link of each company the
//        worker registered with (/login/{name_business}?rgs=…).
// No account oracle: the answer is given before any account is looked up (the lookup and the
// e-mail happen after it), so a known e-mail answers exactly like an unknown one, and it is
// throttled per client address (429) and per e-mail (further requests answer the same but send
// nothing, so nobody can flood a worker's inbox).
import { Hono } from 'hono';
import { sendMail } from '../../db/outbox.ts';
import { int, textOrNull } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { clientAddress } from '../../lib/client-address.ts';
import { takeRate, type RateRule } from '../../lib/rate-limit.ts';
import { log } from '../../lib/log.ts';
import { tooManyRequests } from '../../lib/throttle.ts';
import { jsonBody } from '../../lib/validate.ts';
import { WORKER_LINK_SENT_MESSAGE, WorkerLinkBodySchema } from '../../../src/lib/contract/auth.ts';
import { USER_ROLE, findTenantById, type TenantRef } from './accounts.ts';

export const WORKER_LINK_PER_CLIENT: RateRule = { limit: 10, windowMs: 15 * 60_000 };
export const WORKER_LINK_PER_EMAIL: RateRule = { limit: 3, windowMs: 60 * 60_000 };

const body = jsonBody(WorkerLinkBodySchema);

/** The company's sign-in page for its workers, on the site origin. */
export function companySignInLink(siteOrigin: string, tenant: TenantRef): string {
  return `${siteOrigin}/login/${encodeURIComponent(tenant.name_business)}?rgs=${encodeURIComponent(tenant.rgs)}`;
}

/** Sends the worker accounts of `email` their companies' links; nothing when there are none. */
export function sendWorkerLinks(deps: AppDeps, email: string, now: Date): void {
  const rows = deps.db
    .prepare('SELECT id_business, firstname FROM users WHERE lower(email) = lower(?) AND role = ? ORDER BY id_user')
    .all(email, USER_ROLE);
  const tenants = rows
    .map((row) => findTenantById(deps.db, int(row, 'id_business')))
    .filter((tenant): tenant is TenantRef => tenant !== undefined);
  if (tenants.length === 0) return;
  const first = rows[0];
  const name = first ? (textOrNull(first, 'firstname') ?? '') : '';
  const lines = tenants.flatMap((tenant) => [
    `${tenant.display_name}:`,
    companySignInLink(deps.siteOrigin, tenant),
    '',
  ]);
  sendMail(
    deps.db,
    {
      to: email,
      kind: 'sign-in-link',
      subject: tenants.length === 1 ? `Tu enlace de acceso a ${tenants[0]?.display_name}` : 'Tus enlaces de acceso',
      text: [
        name ? `Hola ${name}:` : 'Hola:',
        '',
        tenants.length === 1
          ? 'Este es el enlace para iniciar sesión con tu empresa. Guárdalo para volver a entrar:'
          : 'Estás registrado con más de una empresa. Estos son sus enlaces para iniciar sesión:',
        '',
        ...lines,
        'Si no pediste este correo, puedes ignorarlo.',
      ].join('\n'),
    },
    now,
  );
}

export function workerLinkRoutes(deps: AppDeps) {
  return new Hono().post('/worker-sign-in-link', body, (c) => {
    const { email } = c.req.valid('json');
    const now = deps.now();
    const client = takeRate(deps.db, 'worker-link-client', [[clientAddress(c), WORKER_LINK_PER_CLIENT]], now);
    if (!client.ok) return tooManyRequests(c, client.retryAfterSeconds);
    setImmediate(() => {
      try {
        const target = takeRate(deps.db, 'worker-link-target', [[email.toLowerCase(), WORKER_LINK_PER_EMAIL]], now);
        if (target.ok) sendWorkerLinks(deps, email, now);
      } catch (error) {
        log.error({ err: error }, 'worker sign-in link not queued');
      }
    });
    return c.json({ message: WORKER_LINK_SENT_MESSAGE });
  });
}
