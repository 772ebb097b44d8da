// Migration 2: what a worker keeps in the dashboard: documents (general and custom files),
// contracts, attendance and penalty records, work experience and bank details.
import type { Migration } from './migration.ts';

export const documentsAndRecords: Migration = {
  version: 2,
  name: 'documents-records',
  sql: `
    -- One row per document a profile needs; is_uploaded = 0 rows are requirements not yet met.
    CREATE TABLE user_files (
      id_file INTEGER PRIMARY KEY,
      id_profile_user INTEGER NOT NULL REFERENCES user_profiles (id_profile_user) ON DELETE CASCADE,
      type_file TEXT NOT NULL CHECK (type_file IN ('General', 'Personalizated')),
      purpose_name TEXT NOT NULL,
      title TEXT,
      visibility TEXT NOT NULL DEFAULT 'VISIBLE' CHECK (visibility IN ('VISIBLE', 'HIDDEN')),
      is_uploaded INTEGER NOT NULL DEFAULT 0,
      file_status TEXT,
      type_name TEXT,
      rejection_reason TEXT,
      date_upload TEXT,
      issue_date TEXT,
      expiration_date TEXT,
      storage_path TEXT,
      url_file TEXT,
      UNIQUE (id_profile_user, type_file, purpose_name)
    );

    CREATE TABLE contracts (
      id_history INTEGER PRIMARY KEY,
      original_document_id INTEGER NOT NULL,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      id_profile_user INTEGER REFERENCES user_profiles (id_profile_user) ON DELETE SET NULL,
      empresa TEXT NOT NULL,
      document TEXT NOT NULL,
      document_name TEXT NOT NULL,
      status TEXT NOT NULL,
      date_send TEXT NOT NULL,
      date_signature TEXT,
      storage_path TEXT,
      url_file TEXT
    );

    CREATE TABLE attendance_records (
      id_attendance INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      name_business TEXT NOT NULL,
      date_confirm TEXT NOT NULL,
      confirm TEXT NOT NULL CHECK (confirm IN ('SI', 'NO'))
    );

    CREATE TABLE penalty_records (
      id_penalty INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      operation TEXT NOT NULL,
      date_confirm TEXT NOT NULL,
      amount INTEGER NOT NULL,
      description TEXT NOT NULL
    );

    CREATE TABLE experience_work (
      id_ew INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      job_title TEXT NOT NULL,
      company_name TEXT NOT NULL,
      type_employment TEXT NOT NULL,
      location TEXT NOT NULL,
      start_date TEXT NOT NULL,
      end_date TEXT NOT NULL,
      duration TEXT NOT NULL,
      job_description TEXT NOT NULL,
      created_at TEXT NOT NULL
    );

    -- At most one account per worker (spec: "Solo puede tener una cuenta bancaria").
    CREATE TABLE bank_details (
      id_bank_detail INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL UNIQUE REFERENCES users (id_user) ON DELETE CASCADE,
      account_holder_name TEXT NOT NULL,
      bank_name TEXT NOT NULL,
      account_number TEXT NOT NULL,
      account_type TEXT NOT NULL,
      invoice_type TEXT NOT NULL,
      sii_address TEXT,
      selected TEXT,
      receipt_issuance TEXT,
      rut_account TEXT NOT NULL,
      email TEXT NOT NULL,
      phone TEXT NOT NULL,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL
    );
  `,
};
