// Reads behind /business about people: the workers who applied to a company's posting and the
// workers registered with the company's tenant, each with the profiles they hold, built to the
// shapes the company area reads (src/lib/contract/business.ts).
import type { Applicant, RegisteredWorker } from '../../../src/lib/contract/business.ts';
import type { ProfileLink } from '../../../src/lib/contract/worker-profile.ts';
import { BUSINESS_PROFILES, findRegion } from '../../../src/lib/reference/index.ts';
import { findCommune } from '../../../src/lib/reference/communes.ts';
import type { Database } from '../../db/database.ts';
import { documentationByWorker } from '../../db/documents/documentation.ts';
import { openAccount } from '../../db/open-accounts.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../../db/rows.ts';

function profilesOf(db: Database, idUser: number): ProfileLink[] {
  return db
    .prepare('SELECT id_profile_user, id_profile FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user')
    .all(idUser)
    .map((row) => {
      const idProfile = int(row, 'id_profile');
      return {
        id_profile_user: int(row, 'id_profile_user'),
        id_profile: idProfile,
        profile_name: BUSINESS_PROFILES.find((profile) => profile.id_profile === idProfile)?.profile_name ?? '',
      };
    });
}

function fullName(row: Row): string {
  return [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ');
}

/**
 * The workers who applied to a posting, earliest application first, with the state of their
 * documents for the workers registered with the company `idBusiness` (as of `today`).
 */
export function listApplicants(db: Database, idPublication: number, idBusiness: number, today: string): Applicant[] {
  const documentation = documentationByWorker(db, idBusiness, today);
  return db
    .prepare(
      `SELECT u.id_user, u.firstname, u.lastname, u.email, u.phone, u.rut, u.img_profile, a.created_at AS applied_at
       FROM applied_postings a JOIN users u ON u.id_user = a.id_user
       WHERE a.id_publication = ? ORDER BY a.created_at, u.id_user`,
    )
    .all(idPublication)
    .map((row) => ({
      id_user: int(row, 'id_user'),
      name_user: fullName(row),
      user_email: text(row, 'email'),
      phone: textOrNull(row, 'phone'),
      img_profile: textOrNull(row, 'img_profile'),
      profiles: profilesOf(db, int(row, 'id_user')),
      applied_at: text(row, 'applied_at'),
      rut: textOrNull(row, 'rut'),
      documentation: documentation.get(int(row, 'id_user')) ?? null,
    }));
}

/**
 * The worker with `email` who applied to at least one of the company's postings, with the first
 * name on their account (null when it has none); undefined when no such applicant exists.
 */
export function ownApplicant(db: Database, idOwner: number, email: string): { firstname: string | null } | undefined {
  const row = db
    .prepare(
      `SELECT u.firstname FROM applied_postings a
       JOIN users u ON u.id_user = a.id_user
       JOIN job_postings p ON p.id_publication = a.id_publication
       WHERE p.id_owner = ? AND u.email = ? LIMIT 1`,
    )
    .get(idOwner, email);
  return row ? { firstname: textOrNull(row, 'firstname') } : undefined;
}

/** The workers (role User) registered with the tenant, newest first, with their profiles. */
export function listRegisteredWorkers(db: Database, idBusiness: number): RegisteredWorker[] {
  return db
    .prepare(
      `SELECT id_user, firstname, lastname, email, phone, rut, img_profile, region_id, commune_id, created_at
       FROM users u WHERE id_business = ? AND role = 'User' AND ${openAccount('u')}
       ORDER BY created_at DESC, id_user DESC`,
    )
    .all(idBusiness)
    .map((row) => {
      const regionId = intOrNull(row, 'region_id');
      const communeId = intOrNull(row, 'commune_id');
      return {
        id_user: int(row, 'id_user'),
        firstname: textOrNull(row, 'firstname'),
        lastname: textOrNull(row, 'lastname'),
        email: text(row, 'email'),
        phone: textOrNull(row, 'phone'),
        rut: textOrNull(row, 'rut'),
        img_profile: textOrNull(row, 'img_profile'),
        name_region: regionId === null ? null : (findRegion(regionId)?.name_region ?? null),
        name_commune: communeId === null ? null : (findCommune(communeId)?.name_commune ?? null),
        registered_at: text(row, 'created_at'),
        profiles: profilesOf(db, int(row, 'id_user')),
      };
    });
}
