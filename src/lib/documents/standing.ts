// Where one worker document stands, for both sides: not given yet, awaiting the company's review,
// rejected, approved, and for an approved document with an expiry date whether it is about to
// expire (30 days or less: 'Vence el dd/mm/aaaa' for the worker, 'Por vencer' for the company) or
// has expired ('Vencido', which counts as missing). The stored status keeps the specification's
// meaning (an expired document stays ACCEPTED); expiry is read against today's Chilean calendar
// day, so the same data reads true on any day.

export const EXPIRY_NOTICE_DAYS = 30;

export type Standing = 'missing' | 'in_review' | 'rejected' | 'approved' | 'expiring' | 'expired';

/** The worker-side expiry of an approved document with an expiry date (null otherwise). */
export const EXPIRY_STATES = ['vigente', 'por_vencer', 'vencido'] as const;
export type ExpiryState = (typeof EXPIRY_STATES)[number];

export interface DocumentFacts {
  readonly isUploaded: boolean;
  readonly file_status: string | null;
  readonly expiration_date: string | null;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from `today` to `day` (both YYYY-MM-DD): negative once it has passed. */
export function daysUntil(day: string, today: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/** 'vencido' after its expiry day, 'por_vencer' within 30 days of it, 'vigente' before. */
export function expiryState(file: DocumentFacts, today: string): ExpiryState | null {
  if (!file.isUploaded || file.file_status !== 'ACCEPTED' || !file.expiration_date) return null;
  const days = daysUntil(file.expiration_date, today);
  if (Number.isNaN(days)) return null;
  if (days < 0) return 'vencido';
  return days <= EXPIRY_NOTICE_DAYS ? 'por_vencer' : 'vigente';
}

export function documentStanding(file: DocumentFacts, today: string): Standing {
  if (!file.isUploaded) return 'missing';
  if (file.file_status === 'REJECTED') return 'rejected';
  if (file.file_status !== 'ACCEPTED') return 'in_review';
  const expiry = expiryState(file, today);
  if (expiry === 'vencido') return 'expired';
  return expiry === 'por_vencer' ? 'expiring' : 'approved';
}

/** What the company reads for each standing; in review shows the stored status's own label. */
export const STANDING_LABELS: Readonly<Record<Standing, string>> = {
  missing: 'Pendiente',
  in_review: 'En revisión',
  rejected: 'Rechazado',
  approved: 'Aprobado',
  expiring: 'Por vencer',
  expired: 'Vencido',
};

/**
 * What 'Solicitud de rechazo' means, where it shows: the document was proposed for rejection and
 * waits for the company's final decision (it stays in 'Por revisar' until then).
 */
export const SOLICIT_REJECTED_HINTS = {
  worker: 'La empresa está evaluando rechazar este documento. Te avisaremos cuando decida.',
  company: 'Se propuso rechazar este documento: falta la decisión final de tu empresa.',
} as const;

/** The statuses the company's review queue holds: 'En revisión' and 'Solicitud de rechazo'. */
export const AWAITING_REVIEW_STATUSES = ['PENDING', 'SOLICIT_REJECTED'] as const;

export function isAwaitingReview(file: Pick<DocumentFacts, 'isUploaded' | 'file_status'>): boolean {
  return file.isUploaded && (AWAITING_REVIEW_STATUSES as readonly (string | null)[]).includes(file.file_status);
}

/**
 * A worker may upload a document while it is missing, rejected or in review (the specification's
 * replace rule), and renew an approved one that is about to expire or has expired.
 */
export function acceptsWorkerUpload(file: DocumentFacts, today: string): boolean {
  if (!file.isUploaded || file.file_status === 'REJECTED' || file.file_status === 'PENDING') return true;
  const expiry = expiryState(file, today);
  return expiry === 'por_vencer' || expiry === 'vencido';
}
