// Loads the demo data: tenants, accounts, documents and contracts with
// real files on disk, each company's required documents, records, job postings, the companies'
// registrants with their uploads awaiting review or decided, consents and a pending privacy
// request, the dynamic form, and two people's WhatsApp messages to Transportes Andes.
// Identical on every run but for the dates relative to the moment it is seeded.
import { transaction } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { clearAllData } from '../db/migrate.ts';
import { seedAccounts } from './accounts.ts';
import { seedDocuments } from './documents.ts';
import { diskBlobStore } from '../lib/blobs/disk.ts';
import type { BlobStore } from '../lib/blobs/store.ts';
import { clearFiles, SeedFiles } from './files.ts';
import { seedForms } from './forms.ts';
import { seedInbox } from './inbox.ts';
import { demoPasswordHashes } from './passwords.ts';
import { seedPostings } from './postings.ts';
import { seedPrivacy } from './privacy.ts';
import { seedRecords } from './records.ts';
import { seedRegistrants } from './registrants.ts';
import { completeDemoRequirements, seedRegistrantUploads, seedRequirements, settleHistories } from './review.ts';
import { seedSigning, type SigningSeedOptions } from './signing.ts';
import { seedTenants } from './tenants.ts';
import { DEFAULT_SITE_ORIGIN, DEV_POWER_JWT_SECRET } from '../deps.ts';

const DEFAULT_SIGNING: SigningSeedOptions = { powerJwtSecret: DEV_POWER_JWT_SECRET, siteOrigin: DEFAULT_SITE_ORIGIN };

/** Seeds an empty, migrated database and puts the demo files in the store (or a folder store on
 * the path given), after removing every file it held; postings start,
 * registrants sign up, and contracts, attendance and penalties fall, on days relative to `today`.
 * The demo power's signing link is signed with `signing.powerJwtSecret` and points at `signing.siteOrigin`. */
export async function seedDemoData(
  db: Database,
  target: BlobStore | string,
  today: Date = new Date(),
  signing: SigningSeedOptions = DEFAULT_SIGNING,
): Promise<void> {
  const hashes = await demoPasswordHashes();
  const store = typeof target === 'string' ? diskBlobStore(target) : target;
  await clearFiles(store);
  const files = new SeedFiles();
  const seeded = transaction(db, () => {
    const tenants = seedTenants(db, files);
    const { accounts, profiles } = seedAccounts(db, files, tenants, hashes);
    seedDocuments(db, files, accounts, profiles, today);
    seedRequirements(db, tenants);
    completeDemoRequirements(db, profiles);
    seedRecords(db, accounts, today);
    const postings = seedPostings(db, accounts, today);
    seedRegistrants(db, tenants, postings, today);
    seedRegistrantUploads(db, files, tenants, accounts, today);
    settleHistories(db, accounts, today);
    seedPrivacy(db, accounts, tenants, today);
    seedForms(db, tenants);
    seedInbox(db, today);
    return accounts;
  });
  await seedSigning(db, files, seeded, today, signing);
  await files.flush(store);
}

/** Drops every row and every stored file, then seeds again. */
export async function resetDemoData(
  db: Database,
  target: BlobStore | string,
  today: Date = new Date(),
  signing: SigningSeedOptions = DEFAULT_SIGNING,
): Promise<void> {
  await demoPasswordHashes();
  clearAllData(db);
  await seedDemoData(db, target, today, signing);
}
