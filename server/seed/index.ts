// Loads the demo data: tenants, accounts, documents and contracts with
// real files on disk, records, job postings, the companies' registrants, consents and a pending
// privacy request, and the dynamic form.
// Identical on every run but for the dates relative to the moment it is seeded.
import { transaction } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { clearAllData } from '../db/migrate.ts';
import { seedAccounts } from './accounts.ts';
import { seedDocuments } from './documents.ts';
import { clearFiles } from './files.ts';
import { seedForms } from './forms.ts';
import { demoPasswordHashes } from './passwords.ts';
import { seedPostings } from './postings.ts';
import { seedPrivacy } from './privacy.ts';
import { seedRecords } from './records.ts';
import { seedRegistrants } from './registrants.ts';
import { seedTenants } from './tenants.ts';

/** Seeds an empty, migrated database and writes the demo files under `filesDir`; postings start,
 * registrants sign up, and contracts, attendance and penalties fall, on days relative to `today`. */
export async function seedDemoData(db: Database, filesDir: string, today: Date = new Date()): Promise<void> {
  const hashes = await demoPasswordHashes();
  clearFiles(filesDir);
  transaction(db, () => {
    const tenants = seedTenants(db, filesDir);
    const { accounts, profiles } = seedAccounts(db, filesDir, tenants, hashes);
    seedDocuments(db, filesDir, accounts, profiles, today);
    seedRecords(db, accounts, today);
    const postings = seedPostings(db, accounts, today);
    seedRegistrants(db, tenants, postings, today);
    seedPrivacy(db, accounts, tenants, today);
    seedForms(db, tenants);
  });
}

/** Drops every row and every stored file, then seeds again. */
export async function resetDemoData(db: Database, filesDir: string, today: Date = new Date()): Promise<void> {
  await demoPasswordHashes();
  clearAllData(db);
  await seedDemoData(db, filesDir, today);
}
