// The worker's document rules: status labels, when a card offers upload or replace,
// the 'Documentos cargados' progress, the three counts and which files the viewer lists.
import { expiryState } from '@/lib/documents/standing.ts';
import { formatDate } from '@/lib/format/index.ts';
import type { DashboardFile, ProfileFiles } from './document-types.ts';

export const DOCUMENT_STATUS_LABELS: Readonly<Record<string, string>> = {
  ACCEPTED: 'Aprobado',
  REJECTED: 'Rechazado',
  PENDING: 'En revisión',
  SOLICIT_REJECTED: 'Solicitud de rechazo',
};
export const OTHER_STATUS_LABEL = 'Pendiente';

export type StatusTone = 'accepted' | 'rejected' | 'review' | 'requested' | 'missing';

const TONES: Readonly<Record<string, StatusTone>> = {
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
  PENDING: 'review',
  SOLICIT_REJECTED: 'requested',
};

/** 'Aprobado', 'Rechazado', 'En revisión', 'Solicitud de rechazo', anything else 'Pendiente'. */
export function documentStatusLabel(status: string | null): string {
  return (status !== null && DOCUMENT_STATUS_LABELS[status]) || OTHER_STATUS_LABEL;
}

export function documentStatusTone(status: string | null): StatusTone {
  return (status !== null && TONES[status]) || 'missing';
}

export const EXPIRED_LABEL = 'Vencido';

export interface CardStatus {
  readonly label: string;
  readonly tone: StatusTone;
  /** 'Vence el dd/mm/aaaa' for an approved document within 30 days of its expiry. */
  readonly notice: string | null;
}

/**
 * What a card reads on `today` (YYYY-MM-DD in Chile): an approved document past its expiry date
 * reads 'Vencido' (and counts as missing); one within 30 days of it stays 'Aprobado' and says
 * 'Vence el dd/mm/aaaa'; any other reads its status.
 */
export function cardStatus(file: DashboardFile, today: string): CardStatus {
  const expiry = expiryState(file, today);
  if (expiry === 'vencido') return { label: EXPIRED_LABEL, tone: 'rejected', notice: null };
  const notice =
    expiry === 'por_vencer' && file.expiration_date ? `Vence el ${formatDate(file.expiration_date)}` : null;
  return { label: documentStatusLabel(file.file_status), tone: documentStatusTone(file.file_status), notice };
}

/** An approved document about to expire or expired may be renewed with a new file. */
export function offersRenewal(file: DashboardFile, today: string): boolean {
  const expiry = expiryState(file, today);
  return expiry === 'por_vencer' || expiry === 'vencido';
}

/** Unuploaded cards show a plus to upload. */
export function offersUpload(file: DashboardFile): boolean {
  return !file.isUploaded;
}

/** Replace is offered only when the status is REJECTED or PENDING. */
export function offersReplace(file: DashboardFile): boolean {
  return file.isUploaded && (file.file_status === 'REJECTED' || file.file_status === 'PENDING');
}

/** The documents a profile shows on its cards: visible general files, then custom ones. */
export function cardFiles(files: ProfileFiles): DashboardFile[] {
  return [...files.filesGeneral.filter((file) => file.visibility === 'VISIBLE'), ...files.filesPersonalizated];
}

export const PROGRESS_EXCLUDED_PURPOSE = 'furgon_interior_general';

export interface Progress {
  readonly uploaded: number;
  readonly total: number;
}

/**
 * 'Documentos cargados' on `today` (YYYY-MM-DD in Chile): uploaded over total, leaving out
 * furgon_interior_general; a file counts as uploaded when its label is neither Rechazado nor
 * Pendiente and it has not expired (an approved document past its expiry date is missing again).
 */
export function documentProgress(files: readonly DashboardFile[], today: string): Progress {
  const counted = files.filter((file) => file.purpose_name !== PROGRESS_EXCLUDED_PURPOSE);
  const uploaded = counted.filter((file) => {
    const label = documentStatusLabel(file.file_status);
    return (
      label !== DOCUMENT_STATUS_LABELS['REJECTED'] &&
      label !== OTHER_STATUS_LABEL &&
      expiryState(file, today) !== 'vencido'
    );
  });
  return { uploaded: uploaded.length, total: counted.length };
}

export function progressPercent({ uploaded, total }: Progress): number {
  return total === 0 ? 0 : Math.round((uploaded / total) * 100);
}

export interface StatusCounts {
  readonly review: number;
  readonly accepted: number;
  readonly rejected: number;
}

/**
 * The three count cards on `today`, over the same documents as 'Documentos cargados' (so the two
 * never disagree: En revisión + Aceptados is the progress's uploaded count): En revisión (PENDING,
 * and SOLICIT_REJECTED, uploaded and still awaiting the company's decision), Aceptados (ACCEPTED
 * and not expired), Rechazados (REJECTED).
 */
export function statusCounts(files: readonly DashboardFile[], today: string): StatusCounts {
  const counted = files.filter((file) => file.purpose_name !== PROGRESS_EXCLUDED_PURPOSE);
  const count = (...statuses: string[]) =>
    counted.filter((file) => file.file_status !== null && statuses.includes(file.file_status)).length;
  const expired = counted.filter((file) => expiryState(file, today) === 'vencido').length;
  return {
    review: count('PENDING', 'SOLICIT_REJECTED'),
    accepted: count('ACCEPTED') - expired,
    rejected: count('REJECTED'),
  };
}

/**
 * The document viewer lists only files that have an id and visibility VISIBLE; custom files must
 * also be uploaded. Hidden general files are considered too, and drop out here.
 */
export function viewerFiles(files: ProfileFiles): DashboardFile[] {
  return [...files.filesGeneral, ...files.filesGeneralHidden, ...files.filesPersonalizated].filter(
    (file) =>
      file.id_file !== null && file.visibility === 'VISIBLE' && (file.type_file === 'General' || file.isUploaded),
  );
}
