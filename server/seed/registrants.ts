// Seeds the demo registrants (registrants-data.ts) of both companies: their accounts, dated
// within the twelve weeks before the day the demo is seeded, their profiles with the documents
// their company asks of them, and their applications to their company's postings.
import type { Database } from '../db/database.ts';
import { addRequiredDocuments } from '../db/documents/required.ts';
import { insertedId } from '../db/rows.ts';
import { computeRutCheckDigit, formatRut } from '../../src/lib/validation/rut.ts';
import type { DemoTenantKey } from './demo.ts';
import { communeId, profileId } from './lookup.ts';
import { REGISTRANTS, type RegistrantSpec } from './registrants-data.ts';
import type { TenantIds } from './tenants.ts';

const HOUR_MS = 60 * 60 * 1000;

/** 'Benjamín' 'Álvarez' → 'benjamin.alvarez@demo.cl'. */
export function registrantEmail(person: Pick<RegistrantSpec, 'firstname' | 'lastname'>): string {
  const plain = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  return `${plain(person.firstname)}.${plain(person.lastname)}@demo.cl`;
}

export function registrantRut(person: Pick<RegistrantSpec, 'rutBody'>): string {
  return formatRut(`${person.rutBody}${computeRutCheckDigit(person.rutBody)}`);
}

/** Seeds the registrants; sign-up days count back from `today`, applications fall between the
 * sign-up and `today`. `postingIds` are the seeded POSTINGS ids, in order. */
export function seedRegistrants(db: Database, tenants: TenantIds, postingIds: readonly number[], today: Date): void {
  const insertUser = db.prepare(
    `INSERT INTO users (id_business, role, email, password_hash, rut, firstname, lastname, phone, address,
       region_id, commune_id, schedule_id, has_vehicle, vehicle_id, patent_vehicle, vehicle_make,
       vehicle_model, vehicle_year, email_verified, requires_email_verification, created_at, updated_at)
     VALUES (?, 'User', ?, NULL, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, ?, ?)`,
  );
  const insertProfile = db.prepare('INSERT INTO user_profiles (id_user, id_profile, created_at) VALUES (?, ?, ?)');
  const insertApplication = db.prepare(
    'INSERT INTO applied_postings (id_user, id_publication, created_at) VALUES (?, ?, ?)',
  );
  const now = today.getTime();
  for (const tenant of Object.keys(REGISTRANTS) as DemoTenantKey[]) {
    REGISTRANTS[tenant].forEach((person, index) => {
      // Mornings to evenings, never later than two hours before the seed.
      const signedUp = now - person.daysAgo * 24 * HOUR_MS - (2 + (index % 9)) * HOUR_MS;
      const createdAt = new Date(signedUp).toISOString();
      const vehicle = person.vehicle;
      const id = insertedId(
        insertUser.run(
          tenants[tenant],
          registrantEmail(person),
          registrantRut(person),
          person.firstname,
          person.lastname,
          `569${person.mobile}`,
          `${person.street}, ${person.commune}`,
          person.region,
          communeId(person.region, person.commune),
          person.schedule,
          vehicle ? 1 : 0,
          vehicle?.[0] ?? null,
          vehicle?.[1] ?? null,
          vehicle?.[2] ?? null,
          vehicle?.[3] ?? null,
          vehicle?.[4] ?? null,
          createdAt,
          createdAt,
        ),
      );
      // Each profile receives the documents the company asks of it, as a registration does.
      for (const name of person.profiles) {
        addRequiredDocuments(db, insertedId(insertProfile.run(id, profileId(name), createdAt)));
      }
      person.applied.forEach((postingIndex, order) => {
        const postingId = postingIds[postingIndex];
        if (postingId === undefined) throw new Error(`No demo posting at index ${postingIndex}`);
        const appliedAt = signedUp + ((now - signedUp) * (order + 1)) / (person.applied.length + 1);
        insertApplication.run(id, postingId, new Date(appliedAt).toISOString());
      });
    });
  }
}
