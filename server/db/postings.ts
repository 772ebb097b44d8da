// Job posting reads shared by every route that lists postings: the row → view mapping with
// display names resolved from the reference data (vehicle, capacity, zone, region, commune,
// schedule) and the owning company's name and logo. The shape is the shared Posting schema's.
import { SCHEDULES, VEHICLES, VEHICLE_CAPACITIES, ZONES, findRegion } from '../../src/lib/reference/index.ts';
import { findCommune } from '../../src/lib/reference/communes.ts';
import type { Posting } from '../../src/lib/posting.ts';
import type { Database } from './database.ts';
import { int, intOrNull, text, textOrNull } from './rows.ts';
import type { Row } from './rows.ts';

/** SELECT list and joins that `toPostingView` expects; append WHERE/ORDER/LIMIT. */
export const POSTING_SELECT = `
  SELECT p.*, COALESCE(u.name, b.display_name) AS name_business, COALESCE(u.logo, b.logo) AS logo_business
  FROM job_postings p
  JOIN users u ON u.id_user = p.id_owner
  JOIN businesses b ON b.id_business = u.id_business`;

export function toPostingView(row: Row): Posting {
  const idVehicle = int(row, 'id_vehicle');
  const idCapacity = intOrNull(row, 'id_capacity');
  const idZone = int(row, 'id_zone');
  const idRegion = int(row, 'id_region');
  const idCommune = int(row, 'id_commune');
  const idSchedule = int(row, 'id_schedule');
  return {
    id_publication: int(row, 'id_publication'),
    version: int(row, 'version'),
    title: text(row, 'title'),
    description: text(row, 'description'),
    requirements: text(row, 'requirements'),
    id_vehicle: idVehicle,
    name_vehicle: VEHICLES.find((vehicle) => vehicle.id_vehicle === idVehicle)?.name_vehicle ?? null,
    id_capacity: idCapacity,
    capacity_kg: VEHICLE_CAPACITIES.find((capacity) => capacity.id_capacity === idCapacity)?.capacity_kg ?? null,
    id_zone: idZone,
    name_zone: ZONES.find((zone) => zone.id_zone === idZone)?.name_zone ?? null,
    id_region: idRegion,
    name_region: findRegion(idRegion)?.name_region ?? null,
    id_commune: idCommune,
    name_commune: findCommune(idCommune)?.name_commune ?? null,
    id_schedule: idSchedule,
    name_schedule: SCHEDULES.find((schedule) => schedule.id_schedule === idSchedule)?.name_schedule ?? null,
    start_time: text(row, 'start_time'),
    pawn: int(row, 'pawn'),
    is_active: int(row, 'is_active') !== 0,
    name_business: text(row, 'name_business'),
    logo_business: textOrNull(row, 'logo_business'),
    created_at: text(row, 'created_at'),
  };
}

/** The newest active postings of every tenant, newest first. */
export function listNewestActivePostings(db: Database, limit: number): Posting[] {
  return db
    .prepare(`${POSTING_SELECT} WHERE p.is_active = 1 ORDER BY p.created_at DESC, p.id_publication DESC LIMIT ?`)
    .all(limit)
    .map(toPostingView);
}

/** The company behind a posting, or named by its link, as its public page names it. */
export interface PostingCompany {
  readonly id_business: number;
  readonly name_business: string;
  readonly display_name: string;
  readonly rgs: string;
}

const COMPANY_COLUMNS = 'b.id_business, b.name_business, b.display_name, b.rgs';

function toCompany(row: Row | undefined): PostingCompany | null {
  if (!row) return null;
  return {
    id_business: int(row, 'id_business'),
    name_business: text(row, 'name_business'),
    display_name: text(row, 'display_name'),
    rgs: text(row, 'rgs'),
  };
}

/** Posting `id` with its company, or nulls when there is no such posting. */
export function findPostingWithCompany(
  db: Database,
  id: number,
): { posting: Posting | null; company: PostingCompany | null } {
  const row = db.prepare(`${POSTING_SELECT} WHERE p.id_publication = ?`).get(id);
  if (!row) return { posting: null, company: null };
  const company = db
    .prepare(
      `SELECT ${COMPANY_COLUMNS} FROM job_postings p JOIN users u ON u.id_user = p.id_owner
       JOIN businesses b ON b.id_business = u.id_business WHERE p.id_publication = ?`,
    )
    .get(id);
  return { posting: toPostingView(row), company: toCompany(company) };
}

/** The company whose link carries `nameBusiness`, or null. */
export function findCompanyByName(db: Database, nameBusiness: string): PostingCompany | null {
  return toCompany(
    db.prepare(`SELECT ${COMPANY_COLUMNS} FROM businesses b WHERE b.name_business = ?`).get(nameBusiness),
  );
}

/** A company's switched-on postings, newest first (the caller drops those already started). */
export function listActivePostingsOfCompany(db: Database, idBusiness: number): Posting[] {
  return db
    .prepare(
      `${POSTING_SELECT} WHERE p.is_active = 1 AND b.id_business = ? ORDER BY p.created_at DESC, p.id_publication DESC`,
    )
    .all(idBusiness)
    .map(toPostingView);
}
