// Account reads and writes behind the /auth routes: tenants by rgs, accounts by e-mail (per
// tenant, or company accounts when no tenant is given), password changes and verification.
import type { Database } from '../../db/database.ts';
import { bool, int, text, textOrNull, type Row } from '../../db/rows.ts';

export const USER_ROLE = 'User';

export interface TenantRef {
  readonly id_business: number;
  readonly name_business: string;
  readonly rgs: string;
  readonly brand_slug: string;
  readonly display_name: string;
}

export interface Account {
  readonly id_user: number;
  readonly id_business: number;
  readonly role: string;
  readonly email: string;
  readonly password_hash: string | null;
  readonly firstname: string | null;
  readonly name: string | null;
  readonly email_verified: boolean;
  readonly requires_email_verification: boolean;
  /** Bumped on every password change: session tokens signed with an older value are void. */
  readonly session_version: number;
}

function tenant(row: Row): TenantRef {
  return {
    id_business: int(row, 'id_business'),
    name_business: text(row, 'name_business'),
    rgs: text(row, 'rgs'),
    brand_slug: text(row, 'brand_slug'),
    display_name: text(row, 'display_name'),
  };
}

function account(row: Row): Account {
  return {
    id_user: int(row, 'id_user'),
    id_business: int(row, 'id_business'),
    role: text(row, 'role'),
    email: text(row, 'email'),
    password_hash: textOrNull(row, 'password_hash'),
    firstname: textOrNull(row, 'firstname'),
    name: textOrNull(row, 'name'),
    email_verified: bool(row, 'email_verified'),
    requires_email_verification: bool(row, 'requires_email_verification'),
    session_version: int(row, 'session_version'),
  };
}

export function findTenantByRgs(db: Database, rgs: string): TenantRef | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE rgs = ? ORDER BY id_business LIMIT 1').get(rgs);
  return row ? tenant(row) : undefined;
}

export function findTenantById(db: Database, id: number): TenantRef | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE id_business = ?').get(id);
  return row ? tenant(row) : undefined;
}

/**
 * Accounts that may sign in with `email`: every account of the tenant when one is given (the
 * company link), otherwise only company accounts (the bare /login is the company sign-in).
 */
export function findSignInAccounts(db: Database, email: string, tenantId: number | null): Account[] {
  const rows =
    tenantId === null
      ? db.prepare('SELECT * FROM users WHERE email = ? AND role <> ? ORDER BY id_user').all(email, USER_ROLE)
      : db.prepare('SELECT * FROM users WHERE email = ? AND id_business = ? ORDER BY id_user').all(email, tenantId);
  return rows.map(account);
}

/** The worker accounts of `email`, in every company (for the company sign-in's hint). */
export function findWorkerAccounts(db: Database, email: string): Account[] {
  return db
    .prepare('SELECT * FROM users WHERE email = ? AND role = ? ORDER BY id_user')
    .all(email, USER_ROLE)
    .map(account);
}

export function findAccount(db: Database, idUser: number): Account | undefined {
  const row = db.prepare('SELECT * FROM users WHERE id_user = ?').get(idUser);
  return row ? account(row) : undefined;
}

/** Stores a new password and voids every session token issued before it (a new session version). */
export function setPassword(db: Database, idUser: number, passwordHash: string, now: Date): void {
  db.prepare(
    'UPDATE users SET password_hash = ?, session_version = session_version + 1, updated_at = ? WHERE id_user = ?',
  ).run(passwordHash, now.toISOString(), idUser);
}

export function markEmailVerified(db: Database, idUser: number, now: Date): void {
  db.prepare('UPDATE users SET email_verified = 1, updated_at = ? WHERE id_user = ?').run(now.toISOString(), idUser);
}
