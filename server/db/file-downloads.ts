// The audit log of a worker's files read by a company (migration 17): one row per download that
// was answered with the file.
import type { CompanyActor } from './documents/company-access.ts';
import type { Database } from './database.ts';
import { int, intOrNull, text } from './rows.ts';

export type DownloadedFile =
  { readonly kind: 'document'; readonly idFile: number } | { readonly kind: 'contract'; readonly idHistory: number };

export interface FileDownload {
  readonly company: CompanyActor;
  readonly idWorker: number | null;
  readonly file: DownloadedFile;
  readonly fileName: string;
  readonly clientIp: string;
  readonly at: Date;
}

export function recordDownload(db: Database, download: FileDownload): void {
  db.prepare(
    `INSERT INTO file_downloads
       (id_business, id_actor, actor_email, id_worker, kind, id_file, id_history, file_name, client_ip, downloaded_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    download.company.id_business,
    download.company.id_user,
    download.company.email,
    download.idWorker,
    download.file.kind,
    download.file.kind === 'document' ? download.file.idFile : null,
    download.file.kind === 'contract' ? download.file.idHistory : null,
    download.fileName,
    download.clientIp,
    download.at.toISOString(),
  );
}

export interface DownloadRecord {
  readonly id_business: number;
  readonly actor_email: string;
  readonly id_worker: number | null;
  readonly kind: string;
  readonly id_file: number | null;
  readonly id_history: number | null;
  readonly file_name: string;
  readonly client_ip: string;
  readonly downloaded_at: string;
}

/** The downloads of a worker's files, oldest first. */
export function downloadsOfWorker(db: Database, idWorker: number): DownloadRecord[] {
  return db
    .prepare('SELECT * FROM file_downloads WHERE id_worker = ? ORDER BY id_download')
    .all(idWorker)
    .map((row) => ({
      id_business: int(row, 'id_business'),
      actor_email: text(row, 'actor_email'),
      id_worker: intOrNull(row, 'id_worker'),
      kind: text(row, 'kind'),
      id_file: intOrNull(row, 'id_file'),
      id_history: intOrNull(row, 'id_history'),
      file_name: text(row, 'file_name'),
      client_ip: text(row, 'client_ip'),
      downloaded_at: text(row, 'downloaded_at'),
    }));
}
