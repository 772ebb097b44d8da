// Creating a worker account (role 'User') from a registration: the row POST /auth/login reads
// (same table, e-mail per company, scrypt hash from lib/password.ts), its chosen profile, and the
// welcome e-mail in the outbox. Duplicates are refused before writing; the table's unique
// constraints stay the last word when two registrations race.
import type { Database } from '../../db/database.ts';
import { addRequiredDocuments } from '../../db/documents/required.ts';
import { sendMail } from '../../db/outbox.ts';
import { insertedId } from '../../db/rows.ts';
import {
  EMAIL_TAKEN_MESSAGE,
  PHONE_TAKEN_MESSAGE,
  RUT_TAKEN_MESSAGE,
} from '../../../src/lib/validation/registration.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { WORKER_ROLE, emailRegistered, phoneRegistered, rutRegistered, type RegistrationTenant } from './tenant.ts';

export interface NewWorker {
  readonly email: string;
  readonly passwordHash: string;
  readonly rut: string | null;
  readonly firstname: string | null;
  readonly lastname: string | null;
  /** Dial code plus number, digits only. */
  readonly phone: string | null;
  readonly address: string | null;
  readonly about_me?: string | null;
  readonly region_id?: number | null;
  readonly commune_id?: number | null;
  readonly schedule_id?: number | null;
  readonly profile_id: number | null;
  readonly vehicle?: {
    readonly vehicle_id: number;
    readonly patent_vehicle: string;
    readonly vehicle_make: string;
    readonly vehicle_model: string;
    readonly year: number;
  } | null;
}

/** The duplicate messages for this worker in this company (empty when all is free). */
export function duplicateMessages(
  db: Database,
  idBusiness: number,
  worker: Pick<NewWorker, 'email' | 'rut' | 'phone'>,
) {
  const messages: string[] = [];
  if (emailRegistered(db, idBusiness, worker.email)) messages.push(EMAIL_TAKEN_MESSAGE);
  if (worker.rut && rutRegistered(db, idBusiness, worker.rut)) messages.push(RUT_TAKEN_MESSAGE);
  if (worker.phone && phoneRegistered(db, idBusiness, worker.phone)) messages.push(PHONE_TAKEN_MESSAGE);
  return messages;
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof Error && /UNIQUE constraint failed/i.test(error.message);
}

/** Inserts the account and its profile, with the documents the company asks of that profile (not
 * uploaded yet); call inside a transaction. Returns the new id_user. */
export function insertWorker(db: Database, tenant: RegistrationTenant, worker: NewWorker, now: Date): number {
  const stamp = now.toISOString();
  const vehicle = worker.vehicle ?? null;
  const idUser = insertedId(
    db
      .prepare(
        `INSERT INTO users (id_business, role, email, password_hash, rut, firstname, lastname, phone,
           address, about_me, region_id, commune_id, schedule_id, has_vehicle, vehicle_id,
           patent_vehicle, vehicle_make, vehicle_model, vehicle_year, email_verified,
           requires_email_verification, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?, ?)`,
      )
      .run(
        tenant.id_business,
        WORKER_ROLE,
        worker.email.trim(),
        worker.passwordHash,
        worker.rut,
        worker.firstname,
        worker.lastname,
        worker.phone,
        worker.address,
        worker.about_me ?? null,
        worker.region_id ?? null,
        worker.commune_id ?? null,
        worker.schedule_id ?? null,
        vehicle ? 1 : 0,
        vehicle?.vehicle_id ?? null,
        vehicle?.patent_vehicle ?? null,
        vehicle?.vehicle_make ?? null,
        vehicle?.vehicle_model ?? null,
        vehicle?.year ?? null,
        stamp,
        stamp,
      ),
  );
  if (worker.profile_id !== null) {
    const profile = db
      .prepare('INSERT INTO user_profiles (id_user, id_profile, created_at) VALUES (?, ?, ?)')
      .run(idUser, worker.profile_id, stamp);
    addRequiredDocuments(db, insertedId(profile));
  }
  return idUser;
}

export function sendWelcome(db: Database, tenant: RegistrationTenant, worker: NewWorker, loginUrl: string, now: Date) {
  const greeting = worker.firstname ? `Hola ${worker.firstname}:` : 'Hola:';
  sendMail(
    db,
    {
      to: worker.email,
      kind: 'welcome',
      subject: REGISTER_MESSAGES.welcomeSubject(tenant.display_name),
      text: [
        greeting,
        `Tu registro en ${tenant.display_name} quedó listo. Ya puedes iniciar sesión con tu correo y contraseña:`,
        loginUrl,
        'Si no fuiste tú, ignora este mensaje.',
      ].join('\n'),
    },
    now,
  );
}
