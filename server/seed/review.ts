// Seeds the document review demo (review-data.ts): each company's required documents, the
// documents they create for the demo accounts and registrants, and the registrants' uploads with
// their decisions. The required documents must be seeded before the registrants, who receive them
// as they sign up; the main worker keeps the documents of documents-data.ts as they are.
import { findWorkerDocumentType, documentTypeName } from '../../src/lib/reference/index.ts';
import { rejectionText } from '../../src/lib/validation/rejection-reason.ts';
import type { Database } from '../db/database.ts';
import { addRequiredDocuments } from '../db/documents/required.ts';
import { int } from '../db/rows.ts';
import type { AccountIds, ProfileIds } from './accounts.ts';
import { DEMO_ACCOUNTS, type DemoTenantKey } from './demo.ts';
import { profileId } from './lookup.ts';
import { registrantEmail } from './registrants.ts';
import { REGISTRANT_UPLOADS, REQUIREMENTS } from './review-data.ts';
import { daysFrom } from './time.ts';
import type { TenantIds } from './tenants.ts';
import type { SeedFiles } from './files.ts';
import { seedUpload } from './uploads.ts';

const TENANTS: readonly DemoTenantKey[] = ['andes', 'sur'];
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const EVENT_COLUMNS = `id_file, kind, previous_status, new_status, id_actor, actor_role, actor_name, actor_email,
  reason_code, reason, issue_date, expiration_date, type_name, created_at`;

/**
 * Numbers the seeded histories in the order things happened (they are seeded document by
 * document), as live ones are; and has the main worker last look at her news a month ago, so
 * 'Novedades' shows the decisions of the month since.
 */
export function settleHistories(db: Database, accounts: AccountIds, now: Date): void {
  db.exec(
    `CREATE TEMP TABLE seeded_events AS SELECT ${EVENT_COLUMNS} FROM document_events ORDER BY created_at, id_event`,
  );
  db.exec('DELETE FROM document_events');
  db.exec(`INSERT INTO document_events (${EVENT_COLUMNS}) SELECT ${EVENT_COLUMNS} FROM seeded_events ORDER BY rowid`);
  db.exec('DROP TABLE seeded_events');
  const lastVisit = new Date(now.getTime() - 30 * DAY_MS).toISOString();
  const seen = db
    .prepare(
      `SELECT COALESCE(MAX(e.id_event), 0) AS seen FROM document_events e
       JOIN user_files f ON f.id_file = e.id_file JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
       WHERE p.id_user = ? AND e.created_at < ?`,
    )
    .get(accounts.worker, lastVisit);
  db.prepare('INSERT INTO news_reads (id_user, seen_until) VALUES (?, ?)').run(
    accounts.worker,
    int(seen ?? {}, 'seen'),
  );
}

export function seedRequirements(db: Database, tenants: TenantIds): void {
  const insert = db.prepare(
    `INSERT INTO required_documents (id_business, id_profile, type_file, purpose_name, title, expires, position)
     VALUES (?, ?, 'General', ?, NULL, ?, ?)`,
  );
  for (const tenant of TENANTS) {
    for (const [profile, purposes] of Object.entries(REQUIREMENTS[tenant])) {
      purposes.forEach((purpose, position) =>
        insert.run(
          tenants[tenant],
          profileId(profile),
          purpose,
          findWorkerDocumentType(purpose)?.expires ? 1 : 0,
          position,
        ),
      );
    }
  }
}

/** The other demo workers receive what their company asks besides their seeded documents. */
export function completeDemoRequirements(db: Database, profiles: ProfileIds): void {
  addRequiredDocuments(db, profiles.workerSurDriver);
  addRequiredDocuments(db, profiles.verificationHelper);
}

export function seedRegistrantUploads(
  db: Database,
  files: SeedFiles,
  tenants: TenantIds,
  accounts: AccountIds,
  now: Date,
): void {
  const companies = { andes: 'company', sur: 'companySur' } as const;
  for (const tenant of TENANTS) {
    const key = companies[tenant];
    const company = { id_user: accounts[key], name: DEMO_ACCOUNTS[key].name, email: DEMO_ACCOUNTS[key].email };
    for (const [person, uploads] of Object.entries(REGISTRANT_UPLOADS[tenant])) {
      const [firstname = '', lastname = ''] = person.split(' ');
      const email = registrantEmail({ firstname, lastname });
      uploads.forEach((upload, index) => {
        const row = db
          .prepare(
            `SELECT f.id_file, f.id_profile_user, u.id_user FROM user_files f
             JOIN user_profiles p ON p.id_profile_user = f.id_profile_user JOIN users u ON u.id_user = p.id_user
             WHERE u.email = ? AND u.id_business = ? AND f.type_file = 'General' AND f.purpose_name = ?
             ORDER BY f.id_file LIMIT 1`,
          )
          .get(email, tenants[tenant], upload.purpose);
        if (!row) throw new Error(`${person} has no required ${upload.purpose}`);
        const expires = findWorkerDocumentType(upload.purpose)?.expires === true;
        const expiresIn = upload.expiresInDays ?? 400;
        seedUpload(db, files, {
          idFile: int(row, 'id_file'),
          idProfileUser: int(row, 'id_profile_user'),
          group: 'General',
          label: documentTypeName(upload.purpose),
          kind: upload.purpose.startsWith('cedula') || upload.purpose === 'licencia_conducir' ? 'png' : 'pdf',
          imageSeed: index,
          status: upload.status,
          uploadedAt: new Date(now.getTime() - upload.hoursAgo * HOUR_MS).toISOString(),
          issueDate: expires ? daysFrom(now, expiresIn - 365 * 2) : null,
          expirationDate: expires ? daysFrom(now, expiresIn) : null,
          rejection: upload.rejection
            ? {
                code: upload.rejection.code,
                text: rejectionText({ reason: upload.rejection.code, detail: upload.rejection.detail }),
              }
            : null,
          worker: { id_user: int(row, 'id_user'), name: person, email },
          company,
          now,
        });
      });
    }
  }
}
