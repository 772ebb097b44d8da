// The simple power as its owner and its driver see it, and the guarded moves from
// AWAITING_OWNER_SIGNATURE to SIGNED or REJECTED that also spend the owner's link.
import type { OwnerPower, PowerState, PowerStatus } from '../../../src/lib/contract/signing.ts';
import { POWER_CONSENT_TEXT, SIGNING_PATHS } from '../../../src/lib/contract/signing.ts';
import { maskEmail, maskPhoneTail, maskRutTail } from '../../../src/lib/format/mask.ts';
import { formatRut } from '../../../src/lib/validation/rut.ts';
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull, type Row } from '../../db/rows.ts';
import { liveCode } from '../../lib/signing/codes.ts';
import { verificationUrl } from '../../lib/signing/documents.ts';
import { signatureOf } from '../../lib/signing/signatures.ts';
import { POWER_DOCUMENT_NAME, type PowerContent } from '../../lib/documents/power-pdf.ts';

export const powerSubject = (idPower: number) => `power:${idPower}`;

export function powerContent(row: Row): Omit<PowerContent, 'createdAt'> {
  return {
    driver: {
      name: text(row, 'full_name_driver'),
      rut: formatRut(text(row, 'rut_driver')),
      nationality: text(row, 'nationality_driver'),
      address: text(row, 'address_driver'),
    },
    vehicle: {
      brand: text(row, 'vehicle_brand'),
      model: text(row, 'vehicle_model'),
      year: int(row, 'vehicle_year'),
      plate: text(row, 'vehicle_license_plate'),
    },
    owner: {
      name: text(row, 'full_name_owner'),
      rut: formatRut(text(row, 'rut_owner')),
      nationality: text(row, 'nationality_owner'),
      address: text(row, 'address_owner'),
      phone: text(row, 'phone_owner'),
      email: text(row, 'email_owner'),
    },
  };
}

/** What /firmar-poder shows: names in full, RUTs, phone and e-mail masked. */
export function ownerView(db: Database, row: Row, now: Date): OwnerPower {
  const { driver, vehicle, owner } = powerContent(row);
  return {
    status: text(row, 'status') as PowerStatus,
    document_name: POWER_DOCUMENT_NAME,
    created_at: text(row, 'created_at'),
    driver: {
      name: driver.name,
      rut: maskRutTail(driver.rut),
      nationality: driver.nationality,
      address: driver.address,
    },
    vehicle,
    owner: {
      name: owner.name,
      rut: maskRutTail(owner.rut),
      nationality: owner.nationality,
      address: owner.address,
      phone: maskPhoneTail(owner.phone),
      email: maskEmail(owner.email),
    },
    consent_text: POWER_CONSENT_TEXT,
    code: liveCode(db, powerSubject(int(row, 'id_power')), now),
    link_expires_at: textOrNull(row, 'owner_token_expires_at') ?? text(row, 'created_at'),
  };
}

/** Where the driver's power stands, for the driver's own link. */
export function driverView(db: Database, row: Row | undefined, siteOrigin: string): PowerState {
  if (!row) {
    return {
      status: 'NOT_SENT',
      ...{ created_at: null, date_signature: null, date_rejected: null, rejection_reason: null },
      ...{ verification_code: null, verification_url: null, signed_file_url: null },
    };
  }
  const status = text(row, 'status') as PowerStatus;
  const signature = signatureOf(db, powerSubject(int(row, 'id_power')));
  return {
    status,
    created_at: text(row, 'created_at'),
    date_signature: textOrNull(row, 'date_signature'),
    date_rejected: textOrNull(row, 'date_rejected'),
    rejection_reason: textOrNull(row, 'rejection_reason'),
    verification_code: signature?.verificationCode ?? null,
    verification_url: signature ? verificationUrl(siteOrigin, signature.verificationCode) : null,
    signed_file_url: status === 'SIGNED' ? SIGNING_PATHS.driverSignedFile : null,
  };
}

/** Awaiting → SIGNED, the link spent; false when it was not awaiting any more. */
export function markPowerSigned(db: Database, idPower: number, signedPath: string, at: string): boolean {
  const result = db
    .prepare(
      `UPDATE simple_powers SET status = 'SIGNED', date_signature = ?, signed_path = ?, owner_token_used_at = ?
       WHERE id_power = ? AND status = 'AWAITING_OWNER_SIGNATURE' AND owner_token_used_at IS NULL`,
    )
    .run(at, signedPath, at, idPower);
  return Number(result.changes) === 1;
}

/** Awaiting → REJECTED with its reason, the link spent; false when it was not awaiting any more. */
export function markPowerRejected(db: Database, idPower: number, reason: string, at: string): boolean {
  const result = db
    .prepare(
      `UPDATE simple_powers SET status = 'REJECTED', date_rejected = ?, rejection_reason = ?, owner_token_used_at = ?
       WHERE id_power = ? AND status = 'AWAITING_OWNER_SIGNATURE' AND owner_token_used_at IS NULL`,
    )
    .run(at, reason, at, idPower);
  return Number(result.changes) === 1;
}
