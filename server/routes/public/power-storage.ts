// Storage of simple powers: one row per power (awaiting the owner's signature), its two images
// on disk under `powers/{random id}/` with names the server chooses, and the owner's chat-app
// message in the outbox; all or nothing.
import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { transaction } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { insertedId } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import type { PowerFields, StoredImage } from './power-input.ts';

export const AWAITING_OWNER_SIGNATURE = 'AWAITING_OWNER_SIGNATURE';

export interface NewPower {
  readonly subject: string;
  readonly fields: PowerFields;
  readonly images: readonly StoredImage[];
}

export function powerExistsForToken(db: Database, subject: string): boolean {
  return db.prepare('SELECT 1 FROM simple_powers WHERE token_subject = ?').get(subject) !== undefined;
}

export function ownerChatMessage(fields: PowerFields): string {
  return [
    `Hola ${fields.fullNameOwner}:`,
    `${fields.fullNameDriver} (RUT ${fields.rutDriver}) inició un poder simple para conducir tu vehículo ` +
      `${fields.vehicleBrand} ${fields.vehicleModel} ${fields.vehicleYear}, patente ${fields.vehicleLicensePlate}.`,
    'Para que el poder tenga validez debes firmarlo. Te enviaremos el documento por este chat para que lo revises y firmes.',
    'Si no reconoces esta solicitud, ignora este mensaje.',
  ].join('\n');
}

function powerRow(power: NewPower, createdAt: string): Record<string, string | number> {
  const f = power.fields;
  return {
    token_subject: power.subject,
    full_name_driver: f.fullNameDriver,
    rut_driver: f.rutDriver,
    address_driver: f.addressDriver,
    nationality_driver: f.nationalityDriver,
    vehicle_brand: f.vehicleBrand,
    vehicle_model: f.vehicleModel,
    vehicle_year: f.vehicleYear,
    vehicle_license_plate: f.vehicleLicensePlate,
    full_name_owner: f.fullNameOwner,
    rut_owner: f.rutOwner,
    address_owner: f.addressOwner,
    nationality_owner: f.nationalityOwner,
    phone_owner: f.phoneOwner,
    email_owner: f.emailOwner,
    status: AWAITING_OWNER_SIGNATURE,
    created_at: createdAt,
  };
}

function insertRow(db: Database, table: string, row: Record<string, string | number>): number {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return insertedId(db.prepare(sql).run(...Object.values(row)));
}

/** Stores the power, its files and the outbox message; returns the new id. */
export function storePower(deps: AppDeps, power: NewPower): number {
  const now = deps.now();
  const createdAt = now.toISOString();
  // A fresh random folder per power: nothing the client sends reaches a path.
  const relativeFolder = `powers/${randomUUID()}`;
  const folder = join(deps.filesDir, relativeFolder);
  try {
    mkdirSync(folder, { recursive: true });
    for (const image of power.images) writeFileSync(join(folder, image.fileName), image.bytes);
    return transaction(deps.db, () => {
      const idPower = insertRow(deps.db, 'simple_powers', powerRow(power, createdAt));
      for (const image of power.images) {
        insertRow(deps.db, 'simple_power_files', {
          id_power: idPower,
          field: image.field,
          original_name: image.originalName,
          mime_type: image.mimeType,
          size: image.bytes.length,
          storage_path: `${relativeFolder}/${image.fileName}`,
          created_at: createdAt,
        });
      }
      const { phoneOwner } = power.fields;
      const text = ownerChatMessage(power.fields);
      sendMail(deps.db, { channel: 'chat', to: phoneOwner, subject: 'Firma de poder simple', text }, now);
      return idPower;
    });
  } catch (error) {
    rmSync(folder, { recursive: true, force: true });
    throw error;
  }
}
