// Seeds the demo accounts (workers, companies, the verification account) and the workers'
// profiles, with a profile photo for the main worker.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { REGION_ID, VEHICLE_ID } from '../../src/lib/reference/index.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demo.ts';
import type { DemoAccount, DemoAccountKey } from './demo.ts';
import { fileName, samplePng, type SeedFiles, writeSeedFile } from './files.ts';
import { communeId, profileId } from './lookup.ts';
import type { DemoPasswordHashes } from './passwords.ts';
import type { TenantIds } from './tenants.ts';
import { SEED_CREATED_AT } from './time.ts';

export type AccountIds = Record<DemoAccountKey, number>;

export interface ProfileIds {
  readonly workerDriver: number;
  readonly workerHelper: number;
  readonly workerSurDriver: number;
  readonly verificationHelper: number;
}

export const WORKER_AVATAR = '/public-files/avatars/trabajador-demo.png';

interface WorkerDetails {
  readonly address: string;
  readonly about_me: string | null;
  readonly img_profile: string | null;
  readonly region_id: number;
  readonly commune_id: number;
  readonly schedule_id: number;
  readonly vehicle: readonly [id: number, plate: string, make: string, model: string, year: number] | null;
}

const SANTIAGO = REGION_ID.metropolitana;

const DETAILS: Partial<Record<DemoAccountKey, WorkerDetails>> = {
  worker: {
    address: 'Av. Vicuña Mackenna 4860, Macul',
    about_me:
      'Conductora profesional con cinco años de experiencia en reparto de última milla en la Región Metropolitana. Puntual, ordenada y con licencia clase A2.',
    img_profile: WORKER_AVATAR,
    region_id: SANTIAGO,
    commune_id: communeId(SANTIAGO, 'Macul'),
    schedule_id: 6,
    vehicle: [VEHICLE_ID.furgon, 'KXTR45', 'TOYOTA', 'HIACE', 2019],
  },
  workerSur: {
    address: 'Calle Picarte 1530, Valdivia',
    about_me: 'Conductor de camión 3/4 con experiencia en rutas del sur.',
    img_profile: null,
    region_id: REGION_ID.losRios,
    commune_id: communeId(REGION_ID.losRios, 'Valdivia'),
    schedule_id: 1,
    vehicle: [VEHICLE_ID.camionTresCuartos, 'HJKL72', 'HYUNDAI', 'HD65', 2017],
  },
  verification: {
    address: 'Av. Providencia 2124, Providencia',
    about_me: null,
    img_profile: null,
    region_id: SANTIAGO,
    commune_id: communeId(SANTIAGO, 'Providencia'),
    schedule_id: 3,
    vehicle: null,
  },
};

export function seedAccounts(
  db: Database,
  files: SeedFiles,
  tenants: TenantIds,
  hashes: DemoPasswordHashes,
): { accounts: AccountIds; profiles: ProfileIds } {
  const insertUser = db.prepare(
    `INSERT INTO users (id_business, role, email, password_hash, rut, firstname, lastname, name,
       phone, address, about_me, img_profile, logo, region_id, commune_id, schedule_id, has_vehicle,
       vehicle_id, patent_vehicle, vehicle_make, vehicle_model, vehicle_year, email_verified,
       requires_email_verification, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insert = (key: DemoAccountKey): number => {
    const account: DemoAccount = DEMO_ACCOUNTS[key];
    const details = DETAILS[key];
    const vehicle = details?.vehicle ?? null;
    return insertedId(
      insertUser.run(
        tenants[account.tenant],
        account.role,
        account.email,
        hashes[key],
        account.rut,
        account.firstname,
        account.lastname,
        account.name,
        account.phone,
        details?.address ?? null,
        details?.about_me ?? null,
        details?.img_profile ?? null,
        account.role === 'Business' ? DEMO_TENANTS[account.tenant].logo : null,
        details?.region_id ?? null,
        details?.commune_id ?? null,
        details?.schedule_id ?? null,
        vehicle ? 1 : 0,
        vehicle?.[0] ?? null,
        vehicle?.[1] ?? null,
        vehicle?.[2] ?? null,
        vehicle?.[3] ?? null,
        vehicle?.[4] ?? null,
        account.email_verified ? 1 : 0,
        account.requires_email_verification ? 1 : 0,
        SEED_CREATED_AT,
        SEED_CREATED_AT,
      ),
    );
  };
  const accounts: AccountIds = {
    worker: insert('worker'),
    company: insert('company'),
    companySur: insert('companySur'),
    workerSur: insert('workerSur'),
    verification: insert('verification'),
  };
  writeSeedFile(files, `public/avatars/${fileName(WORKER_AVATAR)}`, samplePng(3, 128));

  const insertProfile = db.prepare('INSERT INTO user_profiles (id_user, id_profile, created_at) VALUES (?, ?, ?)');
  /** Inserts the account's profiles (DEMO_ACCOUNTS order) and returns their id_profile_user. */
  const addProfiles = (key: DemoAccountKey): number[] =>
    DEMO_ACCOUNTS[key].profiles.map((name) =>
      insertedId(insertProfile.run(accounts[key], profileId(name), SEED_CREATED_AT)),
    );
  const [workerDriver = 0, workerHelper = 0] = addProfiles('worker');
  const [workerSurDriver = 0] = addProfiles('workerSur');
  const [verificationHelper = 0] = addProfiles('verification');
  const profiles: ProfileIds = { workerDriver, workerHelper, workerSurDriver, verificationHelper };
  return { accounts, profiles };
}
