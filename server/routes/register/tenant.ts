// Tenant and account reads of the registration routes: the company a registration link (rgs)
// names, what it offers, and the per-company duplicate checks on e-mail, RUT and phone.
import type { Database } from '../../db/database.ts';
import { bool, int, text, type Row } from '../../db/rows.ts';
import { BUSINESS_PROFILES, TASK_PROFILE_ID, type BusinessProfile } from '../../../src/lib/reference/index.ts';
import { formatRut } from '../../../src/lib/validation/index.ts';

export const WORKER_ROLE = 'User';

export interface RegistrationTenant {
  readonly id_business: number;
  readonly name_business: string;
  readonly display_name: string;
  readonly rgs: string;
  readonly registration_kind: 'fixed' | 'dynamic';
  readonly task_product: boolean;
}

function tenant(row: Row): RegistrationTenant {
  return {
    id_business: int(row, 'id_business'),
    name_business: text(row, 'name_business'),
    display_name: text(row, 'display_name'),
    rgs: text(row, 'rgs'),
    registration_kind: text(row, 'registration_kind') === 'dynamic' ? 'dynamic' : 'fixed',
    task_product: bool(row, 'task_product'),
  };
}

export function tenantByRgs(db: Database, rgs: string): RegistrationTenant | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE rgs = ? ORDER BY id_business LIMIT 1').get(rgs);
  return row ? tenant(row) : undefined;
}

export function tenantByLink(db: Database, nameBusiness: string, rgs: string): RegistrationTenant | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE name_business = ? AND rgs = ?').get(nameBusiness, rgs);
  return row ? tenant(row) : undefined;
}

export function tenantById(db: Database, idBusiness: number): RegistrationTenant | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE id_business = ?').get(idBusiness);
  return row ? tenant(row) : undefined;
}

/** The profiles the company offers at registration, in reference order. */
export function offeredProfiles(db: Database, idBusiness: number): BusinessProfile[] {
  const ids = new Set(
    db
      .prepare('SELECT id_profile FROM business_profiles WHERE id_business = ?')
      .all(idBusiness)
      .map((row) => int(row, 'id_profile')),
  );
  return BUSINESS_PROFILES.filter((profile) => ids.has(profile.id_profile));
}

/** What a worker may pick: the offered profiles, or only profile 7 when the task flag is set. */
export function selectableProfileIds(db: Database, registrationTenant: RegistrationTenant): number[] {
  if (registrationTenant.task_product) return [TASK_PROFILE_ID];
  return offeredProfiles(db, registrationTenant.id_business).map((profile) => profile.id_profile);
}

/** E-mails are unique per company across every role (the table's own constraint). */
export function emailRegistered(db: Database, idBusiness: number, email: string): boolean {
  return (
    db.prepare('SELECT 1 FROM users WHERE id_business = ? AND email = ?').get(idBusiness, email.trim()) !== undefined
  );
}

export function rutRegistered(db: Database, idBusiness: number, rut: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM users WHERE id_business = ? AND role = ? AND rut = ?')
      .get(idBusiness, WORKER_ROLE, formatRut(rut)) !== undefined
  );
}

/** `phone` carries the dial code, as stored ('56987654321'). */
export function phoneRegistered(db: Database, idBusiness: number, phone: string): boolean {
  return (
    db
      .prepare('SELECT 1 FROM users WHERE id_business = ? AND role = ? AND phone = ?')
      .get(idBusiness, WORKER_ROLE, phone) !== undefined
  );
}
