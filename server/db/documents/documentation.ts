// Documentation summaries on the server: for every worker of a company at once (the registered
// profiles list), from one query over the company's documents, with the shared rule of
// src/lib/documents (the same documents as the worker's progress bar, read against today).
import type { DocumentationSummary } from '../../../src/lib/documents/documentation.ts';
import { summarizeDocumentation, type CountedDocument } from '../../../src/lib/documents/documentation.ts';
import type { Database } from '../database.ts';
import { openAccount } from '../open-accounts.ts';
import { bool, int, text, textOrNull, type Row } from '../rows.ts';

export function countedDocument(row: Row): CountedDocument {
  return {
    purpose_name: text(row, 'purpose_name'),
    type_file: text(row, 'type_file'),
    visibility: text(row, 'visibility'),
    isUploaded: bool(row, 'is_uploaded'),
    file_status: textOrNull(row, 'file_status'),
    expiration_date: textOrNull(row, 'expiration_date'),
  };
}

/** The summary of each worker registered with the company (workers without documents included). */
export function documentationByWorker(
  db: Database,
  idBusiness: number,
  today: string,
): Map<number, DocumentationSummary> {
  const rows = db
    .prepare(
      `SELECT u.id_user, f.purpose_name, f.type_file, f.visibility, f.is_uploaded, f.file_status, f.expiration_date
       FROM users u
       LEFT JOIN user_profiles p ON p.id_user = u.id_user
       LEFT JOIN user_files f ON f.id_profile_user = p.id_profile_user
       WHERE u.id_business = ? AND u.role = 'User' AND ${openAccount('u')}`,
    )
    .all(idBusiness);
  const documents = new Map<number, CountedDocument[]>();
  for (const row of rows) {
    const list = documents.get(int(row, 'id_user')) ?? [];
    if (row['purpose_name'] !== null) list.push(countedDocument(row));
    documents.set(int(row, 'id_user'), list);
  }
  return new Map([...documents].map(([idUser, list]) => [idUser, summarizeDocumentation(list, today)]));
}
