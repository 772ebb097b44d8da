// Storage of simple powers: one row per power (awaiting the owner's signature), its two images
// and the power as a PDF in the file store under `powers/{random id}/` with names the server chooses, the
// owner's single-use signing link (public/owner-token.ts) and the chat-app message that carries it
// in the outbox; all or nothing.
import { randomUUID } from 'node:crypto';
import { chileanMobile } from '../../../src/lib/format/phone.ts';
import { transaction } from '../../db/database.ts';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { deleteFolder } from '../../lib/blobs/store.ts';
import { linkSuffix } from '../../lib/delivery/templates.ts';
import { insertedId } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import type { BuiltPdf } from '../../lib/documents/pdf-writer.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import type { PowerFields, StoredImage } from './power-input.ts';
import { OWNER_LINK_DAYS, type OwnerLink } from './owner-token.ts';

export const AWAITING_OWNER_SIGNATURE = 'AWAITING_OWNER_SIGNATURE';

export interface NewPower {
  readonly subject: string;
  readonly fields: PowerFields;
  readonly images: readonly StoredImage[];
  /** The power as a PDF, as the owner will read and sign it. */
  readonly document: BuiltPdf;
  /** Where the driver wants a copy of the signed power, if anywhere. */
  readonly emailDriver: string | null;
}

export function powerExistsForToken(db: Database, subject: string): boolean {
  return db.prepare('SELECT 1 FROM simple_powers WHERE token_subject = ?').get(subject) !== undefined;
}

export function ownerChatMessage(fields: PowerFields, link: Pick<OwnerLink, 'url'>): string {
  return [
    `Hola ${fields.fullNameOwner}:`,
    `${fields.fullNameDriver} (RUT ${fields.rutDriver}) inició un poder simple para conducir tu vehículo ` +
      `${fields.vehicleBrand} ${fields.vehicleModel} ${fields.vehicleYear}, patente ${fields.vehicleLicensePlate}.`,
    `Para que el poder tenga validez debes firmarlo. Revísalo y fírmalo aquí: ${link.url}`,
    `El enlace sirve una sola vez y vence en ${OWNER_LINK_DAYS} días. Para firmar te enviaremos un código por este chat.`,
    'Si no reconoces esta solicitud, ignora este mensaje.',
  ].join('\n');
}

function powerRow(power: NewPower, createdAt: string, link: OwnerLink, sourcePath: string) {
  const f = power.fields;
  const row: Record<string, string | number> = {
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
    phone_owner: chileanMobile(f.phoneOwner),
    email_owner: f.emailOwner,
    status: AWAITING_OWNER_SIGNATURE,
    created_at: createdAt,
    owner_token_id: link.id,
    owner_token_expires_at: link.expiresAt,
    source_path: sourcePath,
    source_sha256: sha256Hex(power.document.bytes),
  };
  if (power.emailDriver) row['email_driver'] = power.emailDriver;
  return row;
}

function insertRow(db: Database, table: string, row: Record<string, string | number>): number {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  return insertedId(db.prepare(sql).run(...Object.values(row)));
}

/**
 * Stores the power, its files and the outbox message; returns the new id, or null when the token
 * already made a power. The files go to the store first; the check that the token is unused and
 * the insert are then one synchronous transaction, so two requests with one token store one power
 * (the loser's files are removed).
 */
export async function storePower(deps: AppDeps, power: NewPower, link: OwnerLink): Promise<number | null> {
  const now = deps.now();
  const createdAt = now.toISOString();
  // A fresh random folder per power: nothing the client sends reaches a path.
  const relativeFolder = `powers/${randomUUID()}`;
  let idPower: number | null = null;
  try {
    for (const image of power.images) await deps.blobs.put(`${relativeFolder}/${image.fileName}`, image.bytes);
    await deps.blobs.put(`${relativeFolder}/poder.pdf`, power.document.bytes);
    idPower = transaction(deps.db, () => {
      if (powerExistsForToken(deps.db, power.subject)) return null;
      const row = powerRow(power, createdAt, link, `${relativeFolder}/poder.pdf`);
      const id = insertRow(deps.db, 'simple_powers', row);
      for (const image of power.images) {
        insertRow(deps.db, 'simple_power_files', {
          id_power: id,
          field: image.field,
          original_name: image.originalName,
          mime_type: image.mimeType,
          size: image.bytes.length,
          storage_path: `${relativeFolder}/${image.fileName}`,
          created_at: createdAt,
        });
      }
      const text = ownerChatMessage(power.fields, link);
      const f = power.fields;
      sendMail(
        deps.db,
        {
          channel: 'chat',
          to: chileanMobile(f.phoneOwner),
          subject: 'Firma de poder simple',
          text,
          kind: 'owner-signing-link',
          params: {
            body: [f.fullNameDriver, `${f.vehicleBrand} ${f.vehicleModel}`, f.vehicleLicensePlate],
            button: linkSuffix(link.url),
          },
          fallbackTo: f.emailOwner,
        },
        now,
      );
      return id;
    });
  } finally {
    if (idPower === null) await deleteFolder(deps.blobs, `${relativeFolder}/`);
  }
  return idPower;
}
