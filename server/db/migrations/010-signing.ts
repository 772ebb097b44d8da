// Migration 10: signing in the product. Contracts remember the company that sent them, the PDF as
// sent (with its SHA-256) and a rejection; simple powers get the owner's single-use link, their
// PDF as sent and signed, and the outcome; companies get a RUT for the contracts they issue.
// One-time codes are stored as salted HMACs; `signatures` keeps one row per signed document (the
// UNIQUE subject makes a second signature impossible) with what its signature page states and
// the hash of the signed file. The outbox may name attachments (file references with their hash).
import type { Migration } from './migration.ts';

export const signing: Migration = {
  version: 10,
  name: 'signing',
  sql: `
    ALTER TABLE businesses ADD COLUMN rut_business TEXT;

    ALTER TABLE contracts ADD COLUMN id_business INTEGER REFERENCES businesses (id_business) ON DELETE SET NULL;
    ALTER TABLE contracts ADD COLUMN origin TEXT CHECK (origin IN ('upload', 'template'));
    ALTER TABLE contracts ADD COLUMN source_path TEXT;
    ALTER TABLE contracts ADD COLUMN source_sha256 TEXT;
    ALTER TABLE contracts ADD COLUMN pages INTEGER;
    ALTER TABLE contracts ADD COLUMN date_rejected TEXT;
    ALTER TABLE contracts ADD COLUMN rejection_reason TEXT;
    CREATE INDEX contracts_business ON contracts (id_business, date_send);

    ALTER TABLE simple_powers ADD COLUMN email_driver TEXT;
    ALTER TABLE simple_powers ADD COLUMN owner_token_id TEXT;
    ALTER TABLE simple_powers ADD COLUMN owner_token_expires_at TEXT;
    ALTER TABLE simple_powers ADD COLUMN owner_token_used_at TEXT;
    ALTER TABLE simple_powers ADD COLUMN source_path TEXT;
    ALTER TABLE simple_powers ADD COLUMN source_sha256 TEXT;
    ALTER TABLE simple_powers ADD COLUMN signed_path TEXT;
    ALTER TABLE simple_powers ADD COLUMN date_signature TEXT;
    ALTER TABLE simple_powers ADD COLUMN date_rejected TEXT;
    ALTER TABLE simple_powers ADD COLUMN rejection_reason TEXT;
    CREATE UNIQUE INDEX simple_powers_owner_token ON simple_powers (owner_token_id)
      WHERE owner_token_id IS NOT NULL;
    CREATE INDEX simple_powers_subject ON simple_powers (token_subject);

    -- subject: 'contract:{id_history}' or 'power:{id_power}'. One live code per subject.
    CREATE TABLE signing_codes (
      id_code INTEGER PRIMARY KEY,
      subject TEXT NOT NULL,
      code_hash TEXT NOT NULL,
      channels TEXT NOT NULL,
      destinations TEXT NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      expires_at TEXT NOT NULL,
      used_at TEXT,
      voided_at TEXT
    );
    CREATE INDEX signing_codes_subject ON signing_codes (subject, created_at);

    CREATE TABLE signatures (
      id_signature INTEGER PRIMARY KEY,
      subject TEXT NOT NULL UNIQUE,
      kind TEXT NOT NULL CHECK (kind IN ('contract', 'power')),
      verification_code TEXT NOT NULL UNIQUE,
      document_name TEXT NOT NULL,
      parties TEXT NOT NULL,
      signer_role TEXT NOT NULL,
      signer_name TEXT NOT NULL,
      signer_rut TEXT NOT NULL,
      method TEXT NOT NULL,
      client_ip TEXT NOT NULL,
      user_agent TEXT NOT NULL,
      source_sha256 TEXT NOT NULL,
      signed_sha256 TEXT NOT NULL,
      storage_path TEXT NOT NULL,
      signed_at TEXT NOT NULL
    );

    ALTER TABLE outbox ADD COLUMN attachments TEXT;
  `,
};
