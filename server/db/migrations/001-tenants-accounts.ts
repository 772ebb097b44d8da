// Migration 1: tenants (businesses), accounts of every role, worker profiles, and the profiles
// each tenant offers at registration.
import type { Migration } from './migration.ts';

export const tenantsAndAccounts: Migration = {
  version: 1,
  name: 'tenants-accounts',
  sql: `
    CREATE TABLE businesses (
      id_business INTEGER PRIMARY KEY,
      name_business TEXT NOT NULL UNIQUE,
      display_name TEXT NOT NULL,
      rgs TEXT NOT NULL,
      registration_kind TEXT NOT NULL CHECK (registration_kind IN ('fixed', 'dynamic')),
      contact_email TEXT NOT NULL,
      phone TEXT NOT NULL,
      logo TEXT NOT NULL,
      brand_slug TEXT NOT NULL,
      task_product INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL
    );

    CREATE TABLE business_profiles (
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      id_profile INTEGER NOT NULL,
      PRIMARY KEY (id_business, id_profile)
    );

    -- Workers (role 'User') and company accounts (any other role) share one table; e-mail, RUT
    -- and phone are unique per tenant, as the registration checks say.
    CREATE TABLE users (
      id_user INTEGER PRIMARY KEY,
      id_business INTEGER NOT NULL REFERENCES businesses (id_business) ON DELETE CASCADE,
      role TEXT NOT NULL,
      email TEXT NOT NULL COLLATE NOCASE,
      password_hash TEXT,
      rut TEXT,
      firstname TEXT,
      lastname TEXT,
      name TEXT,
      phone TEXT,
      address TEXT,
      about_me TEXT,
      img_profile TEXT,
      logo TEXT,
      region_id INTEGER,
      commune_id INTEGER,
      schedule_id INTEGER,
      has_vehicle INTEGER NOT NULL DEFAULT 0,
      vehicle_id INTEGER,
      patent_vehicle TEXT,
      vehicle_make TEXT,
      vehicle_model TEXT,
      vehicle_year INTEGER,
      email_verified INTEGER NOT NULL DEFAULT 0,
      requires_email_verification INTEGER NOT NULL DEFAULT 0,
      created_at TEXT NOT NULL,
      updated_at TEXT NOT NULL,
      UNIQUE (id_business, email)
    );
    CREATE UNIQUE INDEX users_business_rut ON users (id_business, rut)
      WHERE rut IS NOT NULL AND role = 'User';
    CREATE UNIQUE INDEX users_business_phone ON users (id_business, phone)
      WHERE phone IS NOT NULL AND role = 'User';

    CREATE TABLE user_profiles (
      id_profile_user INTEGER PRIMARY KEY,
      id_user INTEGER NOT NULL REFERENCES users (id_user) ON DELETE CASCADE,
      id_profile INTEGER NOT NULL,
      created_at TEXT NOT NULL,
      UNIQUE (id_user, id_profile)
    );
  `,
};
