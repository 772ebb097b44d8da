// The power's files and the copies of the signed power: the PDF as sent (written when the power
// was created; built again for a power older than that), where the signed one goes, and the
// e-mails that carry it to the owner and, when the driver left an address, to the driver.
import { dirname } from 'node:path';
import { formatDateTime } from '../../../src/lib/format/date.ts';
import type { Database } from '../../db/database.ts';
import { sendMail } from '../../db/outbox.ts';
import { int, text, textOrNull, type Row } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { buildPowerDocument } from '../../lib/documents/power-pdf.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { writeStored } from '../../lib/signing/files.ts';
import type { Stamped } from '../../lib/signing/stamp.ts';
import { powerContent } from './power-signing-store.ts';

/** The stored path of the power's PDF as sent. */
export async function sourceOf(deps: AppDeps, power: Row): Promise<string> {
  const stored = textOrNull(power, 'source_path');
  if (stored) return stored;
  const built = await buildPowerDocument({ ...powerContent(power), createdAt: new Date(text(power, 'created_at')) });
  const path = `powers/power-${int(power, 'id_power')}/poder.pdf`;
  await writeStored(deps.blobs, path, built.bytes);
  deps.db
    .prepare('UPDATE simple_powers SET source_path = ?, source_sha256 = ? WHERE id_power = ?')
    .run(path, sha256Hex(built.bytes), int(power, 'id_power'));
  return path;
}

export function signedPathFor(sourcePath: string): string {
  return `${dirname(sourcePath)}/poder-firmado.pdf`;
}

export interface SignedPower {
  readonly path: string;
  readonly stamped: Stamped;
  readonly signedAt: Date;
}

export function sendPowerCopies(db: Database, power: Row, signed: SignedPower): void {
  const { owner, driver, vehicle } = powerContent(power);
  const when = formatDateTime(signed.signedAt);
  const attachment = {
    name: 'poder_simple_firmado.pdf',
    storage_path: signed.path,
    sha256: signed.stamped.signedSha256,
  };
  const closing = [
    '',
    `Código de verificación: ${signed.stamped.verificationCode}`,
    `Cualquier persona puede verificarlo en: ${signed.stamped.verificationUrl}`,
  ];
  sendMail(
    db,
    {
      to: owner.email,
      kind: 'power-signed-copy',
      subject: 'Copia del poder simple que firmaste',
      text: [
        `Hola ${owner.name}:`,
        '',
        `Firmaste electrónicamente el poder simple que autoriza a ${driver.name} a conducir tu vehículo ` +
          `${vehicle.brand} ${vehicle.model}, patente ${vehicle.plate}, el ${when} (hora de Chile).`,
        'Adjuntamos una copia del poder firmado.',
        ...closing,
      ].join('\n'),
      attachments: [attachment],
    },
    signed.signedAt,
  );
  const driverEmail = textOrNull(power, 'email_driver');
  if (driverEmail) {
    sendMail(
      db,
      {
        to: driverEmail,
        kind: 'power-signed-copy',
        subject: 'Tu poder simple fue firmado',
        text: [
          `Hola ${driver.name}:`,
          '',
          `${owner.name} firmó el poder simple para que conduzcas su vehículo ${vehicle.brand} ${vehicle.model}, ` +
            `patente ${vehicle.plate}, el ${when} (hora de Chile).`,
          'Adjuntamos una copia del poder firmado. Llévala contigo cuando conduzcas el vehículo.',
          ...closing,
        ].join('\n'),
        attachments: [attachment],
      },
      signed.signedAt,
    );
  }
}
