// Migration 6: simple powers of attorney (with the owner's ID-card images) and the public
// requests (contact, meeting, inquiries, business sign-up) kept besides their outbox e-mails.
import type { Migration } from './migration.ts';

export const powersAndRequests: Migration = {
  version: 6,
  name: 'powers-requests',
  sql: `
    CREATE TABLE simple_powers (
      id_power INTEGER PRIMARY KEY,
      token_subject TEXT NOT NULL,
      full_name_driver TEXT NOT NULL,
      rut_driver TEXT NOT NULL,
      address_driver TEXT NOT NULL,
      nationality_driver TEXT NOT NULL,
      vehicle_brand TEXT NOT NULL,
      vehicle_model TEXT NOT NULL,
      vehicle_year INTEGER NOT NULL,
      vehicle_license_plate TEXT NOT NULL,
      full_name_owner TEXT NOT NULL,
      rut_owner TEXT NOT NULL,
      address_owner TEXT NOT NULL,
      nationality_owner TEXT NOT NULL,
      phone_owner TEXT NOT NULL,
      email_owner TEXT NOT NULL,
      status TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE simple_power_files (
      id_power_file INTEGER PRIMARY KEY,
      id_power INTEGER NOT NULL REFERENCES simple_powers (id_power) ON DELETE CASCADE,
      field TEXT NOT NULL,
      original_name TEXT NOT NULL,
      mime_type TEXT NOT NULL,
      size INTEGER NOT NULL,
      storage_path TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    CREATE TABLE contact_requests (
      id_request INTEGER PRIMARY KEY,
      kind TEXT NOT NULL,
      payload TEXT NOT NULL,
      storage_path TEXT,
      created_at TEXT NOT NULL
    );
  `,
};
