// Tenant (business) reads: the lookups behind tenant links (name_business + rgs).
import type { Database } from './database.ts';
import { int, text, type Row } from './rows.ts';

export interface Tenant {
  readonly id_business: number;
  readonly name_business: string;
  readonly display_name: string;
  readonly rgs: string;
  readonly registration_kind: 'fixed' | 'dynamic';
  readonly contact_email: string;
  readonly phone: string;
  readonly logo: string;
  readonly brand_slug: string;
}

/** The tenant whose link is `/…/{name_business}?rgs={rgs}`, or undefined when the pair is unknown. */
export function findTenantByLink(db: Database, nameBusiness: string, rgs: string): Tenant | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE name_business = ? AND rgs = ?').get(nameBusiness, rgs);
  return row ? tenantOf(row) : undefined;
}

/** The tenant `idBusiness` (a company account's own), or undefined. */
export function findTenant(db: Database, idBusiness: number): Tenant | undefined {
  const row = db.prepare('SELECT * FROM businesses WHERE id_business = ?').get(idBusiness);
  return row ? tenantOf(row) : undefined;
}

function tenantOf(row: Row): Tenant {
  return {
    id_business: int(row, 'id_business'),
    name_business: text(row, 'name_business'),
    display_name: text(row, 'display_name'),
    rgs: text(row, 'rgs'),
    registration_kind: text(row, 'registration_kind') === 'dynamic' ? 'dynamic' : 'fixed',
    contact_email: text(row, 'contact_email'),
    phone: text(row, 'phone'),
    logo: text(row, 'logo'),
    brand_slug: text(row, 'brand_slug'),
  };
}
