// Seeds consent and privacy data: the consents the demo workers gave when they registered (under
// the privacy policy in force then, 4 April 2025; the main worker also asked for job offers), and
// one deletion request of another Transportes Andes worker, received four days before the demo is
// seeded and still pending, so the company's privacy requests have something to answer before its
// deadline.
import type { Database } from '../db/database.ts';
import { recordConsent } from '../db/consents.ts';
import { insertPrivacyRequest } from '../db/privacy-requests.ts';
import { int } from '../db/rows.ts';
import { answerDueDate } from '../lib/privacy-deadline.ts';
import type { AccountIds } from './accounts.ts';
import { registrantEmail } from './registrants.ts';
import { REGISTRANTS } from './registrants-data.ts';
import type { TenantIds } from './tenants.ts';
import { SEED_CREATED_AT, timestampFrom } from './time.ts';

/** The privacy policy the demo workers registered under. */
export const DEMO_CONSENT_POLICY_VERSION = '2025-04-04';

export const DEMO_DELETION_REASON =
  'Ya no trabajo con la empresa y no quiero que sigan guardando mis datos ni mis documentos.';

/** The Transportes Andes registrant whose deletion request is pending. */
export function pendingDeletionEmail(): string {
  const person = REGISTRANTS.andes[0];
  if (!person) throw new Error('No Transportes Andes registrant to seed a request for');
  return registrantEmail(person);
}

export function seedPrivacy(db: Database, accounts: AccountIds, tenants: TenantIds, today: Date): void {
  const registration = (idUser: number, idBusiness: number, channel: 'registro-fijo' | 'registro-dinamico') => ({
    idUser,
    idBusinessTarget: idBusiness,
    channel,
    policyVersion: DEMO_CONSENT_POLICY_VERSION,
    at: SEED_CREATED_AT,
  });
  recordConsent(db, { ...registration(accounts.worker, tenants.andes, 'registro-fijo'), purpose: 'tratamiento' });
  recordConsent(db, { ...registration(accounts.worker, tenants.andes, 'registro-fijo'), purpose: 'ofertas' });
  recordConsent(db, { ...registration(accounts.workerSur, tenants.sur, 'registro-dinamico'), purpose: 'tratamiento' });
  recordConsent(db, {
    ...registration(accounts.verification, tenants.andes, 'registro-fijo'),
    purpose: 'tratamiento',
  });

  const requester = db.prepare('SELECT id_user FROM users WHERE email = ?').get(pendingDeletionEmail());
  if (!requester) throw new Error('The registrant with a pending deletion request is missing');
  const receivedAt = new Date(timestampFrom(today, -4, 2));
  insertPrivacyRequest(db, {
    idUser: int(requester, 'id_user'),
    idBusiness: tenants.andes,
    kind: 'supresion',
    reason: DEMO_DELETION_REASON,
    corrections: null,
    receivedAt,
    dueDate: answerDueDate(receivedAt),
  });
}
