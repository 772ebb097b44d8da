import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { clearAllData, dataTables, isEmpty, migrate } from './migrate.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { int } from './rows.ts';

const EXPECTED_TABLES = [
  'applied_postings',
  'attendance_records',
  'bank_details',
  'business_profiles',
  'businesses',
  'chat_contacts',
  'consents',
  'contact_requests',
  'contracts',
  'conversation_reads',
  'conversations',
  'document_events',
  'email_verification_codes',
  'experience_work',
  'file_downloads',
  'form_component_values',
  'form_components',
  'form_pages',
  'forms',
  'inbound_messages',
  'job_postings',
  'job_runs',
  'login_attempts',
  'news_reads',
  'outbox',
  'password_reset_tokens',
  'penalty_records',
  'privacy_request_events',
  'privacy_requests',
  'rate_events',
  'registration_files',
  'registration_submissions',
  'required_documents',
  'revoked_tokens',
  'saved_postings',
  'signatures',
  'signing_codes',
  'simple_power_files',
  'simple_powers',
  'user_files',
  'user_profiles',
  'users',
];

describe('migrations', () => {
  it('numbers migrations in increasing order, each number once', () => {
    // Numbers are reserved per topic ahead of time, so a later number may land before an earlier one.
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect(versions[0]).toBe(1);
    expect(versions).toEqual([...new Set(versions)].sort((a, b) => a - b));
  });

  it('applies every migration once and records it', () => {
    const db = openDatabase(':memory:');
    expect(migrate(db)).toEqual(MIGRATIONS.map((migration) => migration.version));
    expect(migrate(db)).toEqual([]);
    const row = db.prepare('SELECT COUNT(*) AS count FROM migrations').get();
    expect(row && int(row, 'count')).toBe(MIGRATIONS.length);
    expect(dataTables(db)).toEqual(EXPECTED_TABLES);
    expect(isEmpty(db)).toBe(true);
  });

  it('rolls back a failing migration and leaves it unrecorded', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const broken = {
      version: 99,
      name: 'broken',
      sql: 'CREATE TABLE half (id INTEGER); INSERT INTO nowhere VALUES (1);',
    };
    expect(() => migrate(db, [...MIGRATIONS, broken])).toThrow();
    expect(dataTables(db)).not.toContain('half');
    expect(migrate(db, [...MIGRATIONS])).toEqual([]);
  });

  it('clears every data table but keeps the schema and the migrations record', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    db.prepare(
      `INSERT INTO businesses (name_business, display_name, rgs, registration_kind, contact_email, phone, logo, brand_slug, created_at)
       VALUES ('x', 'X', 'x-1', 'fixed', 'x@x.cl', '1', '/l.png', 'x', '2025-01-01')`,
    ).run();
    expect(isEmpty(db)).toBe(false);
    clearAllData(db);
    expect(isEmpty(db)).toBe(true);
    expect(migrate(db)).toEqual([]);
  });
});

describe('migration 12', () => {
  it('stores an owner phone kept as typed with its country code, and leaves a full one as it is', () => {
    const db = openDatabase(':memory:');
    migrate(
      db,
      MIGRATIONS.filter((migration) => migration.version < 12),
    );
    const insert = db.prepare(
      `INSERT INTO simple_powers (token_subject, full_name_driver, rut_driver, address_driver, nationality_driver,
         vehicle_brand, vehicle_model, vehicle_year, vehicle_license_plate, full_name_owner, rut_owner, address_owner,
         nationality_owner, phone_owner, email_owner, status, created_at)
       VALUES ('s', 'd', '1-9', 'a', 'n', 'b', 'm', 2020, 'BBBB12', 'o', '1-9', 'a', 'n', ?, 'o@x.cl', 'SIGNED', 'now')`,
    );
    for (const phone of ['961357902', '56961357902']) insert.run(phone);
    migrate(db);
    const phones = db.prepare('SELECT phone_owner FROM simple_powers ORDER BY id_power').all();
    expect(phones.map((row) => row['phone_owner'])).toEqual(['56961357902', '56961357902']);
    db.close();
  });
});
