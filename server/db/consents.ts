// Consents, one row each: what it is for, to which company the data goes, how it was given, under
// which version of the privacy policy, and when it was withdrawn. Registration records the
// required consent and, when ticked, the job offers; applying to another company's posting
// records the sharing of the profile with that company. Withdrawing takes effect at once: offers
// stop, and a withdrawn application sharing removes the application itself.
import {
  CONSENT_CHANNEL_LABELS,
  CONSENT_PURPOSE_LABELS,
  PRIVACY_POLICY_VERSION,
  WITHDRAWAL_CHANNELS,
  type Consent,
  type ConsentChannel,
  type ConsentPurpose,
  type WithdrawalChannel,
} from '../../src/lib/contract/privacy.ts';
import type { RegistrationConsents } from '../../src/lib/validation/consent.ts';
import type { Database } from './database.ts';
import { insertedId, int, intOrNull, text, textOrNull, type Row } from './rows.ts';

export interface NewConsent {
  readonly idUser: number | null;
  readonly idSubmission?: number | null;
  readonly idBusinessTarget: number;
  readonly purpose: ConsentPurpose;
  readonly channel: ConsentChannel;
  readonly idPublication?: number | null;
  readonly policyVersion?: string;
  readonly at: Date | string;
}

export function recordConsent(db: Database, consent: NewConsent): number {
  const at = typeof consent.at === 'string' ? consent.at : consent.at.toISOString();
  return insertedId(
    db
      .prepare(
        `INSERT INTO consents (id_user, id_submission, id_business_target, purpose, channel, policy_version,
           id_publication, granted_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        consent.idUser,
        consent.idSubmission ?? null,
        consent.idBusinessTarget,
        consent.purpose,
        consent.channel,
        consent.policyVersion ?? PRIVACY_POLICY_VERSION,
        consent.idPublication ?? null,
        at,
      ),
  );
}

/** The consents given with a registration: the required one always, the offers when ticked. */
export function recordRegistrationConsents(
  db: Database,
  registration: {
    readonly idUser: number | null;
    readonly idSubmission?: number | null;
    readonly idBusiness: number;
    readonly channel: 'registro-fijo' | 'registro-dinamico';
    readonly consents: RegistrationConsents;
    readonly at: Date;
  },
): void {
  const common = {
    idUser: registration.idUser,
    idSubmission: registration.idSubmission ?? null,
    idBusinessTarget: registration.idBusiness,
    channel: registration.channel,
    at: registration.at,
  };
  recordConsent(db, { ...common, purpose: 'tratamiento' });
  if (registration.consents.job_offers) recordConsent(db, { ...common, purpose: 'ofertas' });
}

const SELECT = `
  SELECT c.*, b.name_business, b.display_name, p.title AS posting_title
  FROM consents c
  JOIN businesses b ON b.id_business = c.id_business_target
  LEFT JOIN job_postings p ON p.id_publication = c.id_publication`;

function withdrawalChannel(raw: string | null): WithdrawalChannel | null {
  return WITHDRAWAL_CHANNELS.find((channel) => channel === raw) ?? null;
}

function toConsent(row: Row): Consent {
  const purpose = text(row, 'purpose') as ConsentPurpose;
  const channel = text(row, 'channel') as ConsentChannel;
  const withdrawnAt = textOrNull(row, 'withdrawn_at');
  const required = purpose === 'tratamiento';
  return {
    id_consent: int(row, 'id_consent'),
    purpose,
    purpose_label: CONSENT_PURPOSE_LABELS[purpose],
    required,
    channel,
    channel_label: CONSENT_CHANNEL_LABELS[channel],
    company: { name_business: text(row, 'name_business'), display_name: text(row, 'display_name') },
    id_publication: intOrNull(row, 'id_publication'),
    posting_title: textOrNull(row, 'posting_title'),
    policy_version: text(row, 'policy_version'),
    granted_at: text(row, 'granted_at'),
    withdrawn_at: withdrawnAt,
    withdrawn_via: withdrawalChannel(textOrNull(row, 'withdrawn_via')),
    active: withdrawnAt === null,
    withdrawable: withdrawnAt === null && !required,
  };
}

/** Every consent of the worker, newest first, those given together in the order given (withdrawn
 * ones included: it is a history). */
export function listConsents(db: Database, idUser: number): Consent[] {
  return db
    .prepare(`${SELECT} WHERE c.id_user = ? ORDER BY c.granted_at DESC, c.id_consent ASC`)
    .all(idUser)
    .map(toConsent);
}

export function findConsent(db: Database, idUser: number, idConsent: number): Consent | undefined {
  const row = db.prepare(`${SELECT} WHERE c.id_user = ? AND c.id_consent = ?`).get(idUser, idConsent);
  return row ? toConsent(row) : undefined;
}

export function hasActiveConsent(db: Database, idUser: number, purpose: ConsentPurpose): boolean {
  return (
    db
      .prepare('SELECT 1 FROM consents WHERE id_user = ? AND purpose = ? AND withdrawn_at IS NULL LIMIT 1')
      .get(idUser, purpose) !== undefined
  );
}

/**
 * Withdraws one consent now. Withdrawing the sharing of an application also withdraws the
 * application, so the other company stops seeing the profile at once.
 */
export function withdrawConsent(
  db: Database,
  consent: Consent,
  idUser: number,
  now: Date,
  via: 'panel' | 'chat' = 'panel',
): void {
  db.prepare(
    'UPDATE consents SET withdrawn_at = ?, withdrawn_via = ? WHERE id_consent = ? AND withdrawn_at IS NULL',
  ).run(now.toISOString(), via, consent.id_consent);
  if (consent.purpose === 'postulacion' && consent.id_publication !== null) {
    db.prepare('DELETE FROM applied_postings WHERE id_user = ? AND id_publication = ?').run(
      idUser,
      consent.id_publication,
    );
  }
}

/** Withdraws every optional consent still given; returns them as they were. */
export function withdrawOptionalConsents(db: Database, idUser: number, now: Date): Consent[] {
  const active = listConsents(db, idUser).filter((consent) => consent.withdrawable);
  for (const consent of active) withdrawConsent(db, consent, idUser, now);
  return active;
}

/**
 * Applying to a posting of another company shares the profile with that company: recorded as a
 * consent for that posting (once while it stands). A posting of the worker's own company shares
 * nothing new.
 */
export function recordApplicationConsent(db: Database, idUser: number, idPublication: number, now: Date): void {
  const row = db
    .prepare(
      `SELECT o.id_business AS target, u.id_business AS own
       FROM job_postings p JOIN users o ON o.id_user = p.id_owner, users u
       WHERE p.id_publication = ? AND u.id_user = ?`,
    )
    .get(idPublication, idUser);
  if (!row || int(row, 'target') === int(row, 'own')) return;
  const standing = db
    .prepare(
      `SELECT 1 FROM consents WHERE id_user = ? AND purpose = 'postulacion' AND id_publication = ?
       AND withdrawn_at IS NULL`,
    )
    .get(idUser, idPublication);
  if (standing) return;
  recordConsent(db, {
    idUser,
    idBusinessTarget: int(row, 'target'),
    purpose: 'postulacion',
    channel: 'postulacion',
    idPublication,
    at: now,
  });
}
