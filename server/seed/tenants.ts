// Seeds the two demo tenants, the profiles each offers at registration, and their logos.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { DEMO_TENANTS } from './demo.ts';
import type { DemoTenant, DemoTenantKey } from './demo.ts';
import { fileName, samplePng, type SeedFiles, writeSeedFile } from './files.ts';
import { profileId } from './lookup.ts';
import { SEED_CREATED_AT } from './time.ts';

export type TenantIds = Record<DemoTenantKey, number>;

const OFFERED_PROFILES: Record<DemoTenantKey, readonly string[]> = {
  andes: ['Conductor', 'Peoneta', 'Vendedor', 'Picker'],
  sur: ['Conductor', 'Peoneta', 'Picker'],
};

export function seedTenants(db: Database, files: SeedFiles): TenantIds {
  const insertTenant = db.prepare(
    `INSERT INTO businesses (name_business, display_name, rgs, registration_kind, contact_email,
       phone, logo, brand_slug, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertProfile = db.prepare('INSERT INTO business_profiles (id_business, id_profile) VALUES (?, ?)');
  const insert = (key: DemoTenantKey, logoSeed: number): number => {
    const tenant: DemoTenant = DEMO_TENANTS[key];
    const id = insertedId(
      insertTenant.run(
        tenant.name_business,
        tenant.display_name,
        tenant.rgs,
        tenant.registration_kind,
        tenant.contact_email,
        tenant.phone,
        tenant.logo,
        tenant.brand_slug,
        SEED_CREATED_AT,
      ),
    );
    for (const profile of OFFERED_PROFILES[key]) insertProfile.run(id, profileId(profile));
    // Public logos live under files/public/logos and are served by /public-files/logos/:name.
    writeSeedFile(files, `public/logos/${fileName(tenant.logo)}`, samplePng(logoSeed, 96));
    return id;
  };
  return { andes: insert('andes', 0), sur: insert('sur', 1) };
}
