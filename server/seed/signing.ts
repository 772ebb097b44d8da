// Demo data of signing: the companies' RUTs; the demo worker's earlier contracts tied to their
// company with their PDF as sent; one more contract awaiting the worker's signature and one signed
// in the product (its signature page, hash and verification code real, through the same code path
// the API signs with); and a simple power awaiting its owner (POST /_dev/power-owner-token mints
// its signing link; the seed leaves the outbox empty).
// Dated relative to the day the demo is seeded, like the other contracts.
import { createHash } from 'node:crypto';
import { CONTRACT_CONSENT_TEXT } from '../../src/lib/contract/signing.ts';
import { chileanMobile } from '../../src/lib/format/phone.ts';
import { maskEmail, maskPhoneTail } from '../../src/lib/format/mask.ts';
import { transaction } from '../db/database.ts';
import type { Database } from '../db/database.ts';
import { int, text } from '../db/rows.ts';
import { buildTemplateContract } from '../lib/documents/contract-pdf.ts';
import { buildPowerDocument } from '../lib/documents/power-pdf.ts';
import { contractDownloadPath } from '../lib/download-paths.ts';
import { EMPLOYER_ROLE, insertSignature } from '../lib/signing/signatures.ts';
import { stampDocument } from '../lib/signing/stamp.ts';
import { mintOwnerLink } from '../routes/public/owner-token.ts';
import type { AccountIds } from './accounts.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demo.ts';
import { samplePng, type SeedFiles, writeSeedFile } from './files.ts';
import { timestampFrom } from './time.ts';

export interface SigningSeedOptions {
  readonly powerJwtSecret: string;
  readonly siteOrigin: string;
}

export const COMPANY_RUTS = { andes: '76.086.428-5', sur: '77.123.456-9' } as const;
/** The signed demo contract's code, fixed so the demo can be verified by hand on any day. */
export const DEMO_VERIFICATION_CODE = '7KQF-M2XD-9PRT';
export const DEMO_PENDING_CONTRACT = 'Contrato de trabajo';
export const DEMO_SIGNED_CONTRACT = 'Anexo de jornada y remuneración';
/** token_subject of the demo power (as if its driver's link had carried it). */
export const DEMO_POWER_SUBJECT = 'demo-poder-esperando-al-dueno';

const WORKER = DEMO_ACCOUNTS.worker;
const WORKER_NAME = `${WORKER.firstname} ${WORKER.lastname}`;
const employer = {
  name: DEMO_TENANTS.andes.display_name,
  rut: COMPANY_RUTS.andes,
  email: DEMO_TENANTS.andes.contact_email,
};
const worker = { name: WORKER_NAME, rut: WORKER.rut, email: WORKER.email };

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function andesId(db: Database): number {
  const row = db
    .prepare('SELECT id_business FROM businesses WHERE name_business = ?')
    .get(DEMO_TENANTS.andes.name_business);
  if (!row) throw new Error('demo tenant missing');
  return int(row, 'id_business');
}

/** The contracts seeded before signing existed: tied to the company, their PDF as the one sent. */
function adoptEarlierContracts(db: Database, files: SeedFiles, idBusiness: number, idUser: number): void {
  const rows = db.prepare('SELECT id_history, storage_path FROM contracts WHERE id_user = ?').all(idUser);
  const update = db.prepare(
    `UPDATE contracts SET id_business = ?, origin = 'upload', source_path = ?, source_sha256 = ?, pages = 3
     WHERE id_history = ?`,
  );
  for (const row of rows) {
    const path = text(row, 'storage_path');
    update.run(idBusiness, path, sha256(files.read(path)), int(row, 'id_history'));
  }
}

interface SeededContract {
  readonly idBusiness: number;
  readonly idUser: number;
  readonly title: string;
  readonly bytes: Uint8Array;
  readonly pages: number;
  readonly sentAt: string;
  readonly originalDocumentId: number;
}

function insertPending(db: Database, files: SeedFiles, contract: SeededContract): { id: number; path: string } {
  const row = db
    .prepare(
      `INSERT INTO contracts (original_document_id, id_user, id_profile_user, empresa, document, document_name,
         status, date_send, id_business, origin, pages, source_sha256)
       VALUES (?, ?, (SELECT MIN(id_profile_user) FROM user_profiles WHERE id_user = ?), ?, ?, ?, 'PENDING', ?, ?,
         'template', ?, ?) RETURNING id_history`,
    )
    .get(
      contract.originalDocumentId,
      contract.idUser,
      contract.idUser,
      employer.name,
      `${contract.title.toLowerCase().replace(/[^a-z0-9]+/g, '_')}.pdf`,
      contract.title,
      contract.sentAt,
      contract.idBusiness,
      contract.pages,
      sha256(contract.bytes),
    );
  if (!row) throw new Error('demo contract not stored');
  const id = int(row, 'id_history');
  const path = `users/${contract.idUser}/contracts/${id}-enviado.pdf`;
  writeSeedFile(files, path, Buffer.from(contract.bytes));
  db.prepare('UPDATE contracts SET source_path = ?, url_file = ? WHERE id_history = ?').run(
    path,
    contractDownloadPath(contract.originalDocumentId, id),
    id,
  );
  return { id, path };
}

async function template(title: string, cargo: string, startDay: number, today: Date, sentAt: string) {
  return buildTemplateContract({
    template: {
      document_name: title,
      cargo,
      fecha_inicio: timestampFrom(today, startDay).slice(0, 10),
      jornada: 'Lunes a viernes, de 08:30 a 17:30, con una hora de colación',
      remuneracion: 780000,
      lugar_trabajo: 'Centro de distribución Transportes Andes, Av. Américo Vespucio 1501, Quilicura',
      ciudad_firma: 'Santiago',
      domicilio_empleador: 'Av. Américo Vespucio 1501, Quilicura, Región Metropolitana',
      nacionalidad: 'chilena',
      fecha_nacimiento: '1992-09-14',
      domicilio_trabajador: 'Los Aromos 245, Maipú, Región Metropolitana',
      funciones: 'Carga y reparto de pedidos en la zona sur de Santiago, y registro de cada entrega en la aplicación.',
      forma_pago: 'transferencia',
      periodo_pago: 'mensual',
      horas_semanales: 42,
      plazo: 'indefinido',
      fecha_termino: '',
      obra: '',
      beneficios: 'Colación diaria en el centro de distribución.',
      otros_pactos: '',
    },
    employer,
    worker,
    issuedAt: new Date(sentAt),
  });
}

async function seedContracts(db: Database, files: SeedFiles, accounts: AccountIds, today: Date, site: string) {
  const idBusiness = andesId(db);
  adoptEarlierContracts(db, files, idBusiness, accounts.worker);
  const pendingAt = timestampFrom(today, -1);
  const pending = await template(DEMO_PENDING_CONTRACT, 'Conductora de reparto', 14, today, pendingAt);
  const signedSentAt = timestampFrom(today, -12);
  const signedAt = new Date(timestampFrom(today, -11, 2.5));
  const annex = await template(DEMO_SIGNED_CONTRACT, 'Conductora de reparto', -5, today, signedSentAt);
  const delivery = {
    channels: ['email', 'chat'] as const,
    destinations: [maskEmail(WORKER.email), maskPhoneTail(WORKER.phone)],
  };
  const signer = { role: 'Trabajador', name: WORKER_NAME, rut: WORKER.rut };
  const stamped = await stampDocument({
    source: annex.bytes,
    documentName: DEMO_SIGNED_CONTRACT,
    signer,
    delivery: { channels: [...delivery.channels], destinations: delivery.destinations },
    consentText: CONTRACT_CONSENT_TEXT,
    siteOrigin: site,
    signedAt,
    client: { ip: '127.0.0.1', userAgent: 'Datos de demostración' },
    verificationCode: DEMO_VERIFICATION_CODE,
  });
  transaction(db, () => {
    insertPending(db, files, {
      idBusiness,
      idUser: accounts.worker,
      title: DEMO_PENDING_CONTRACT,
      ...pending,
      sentAt: pendingAt,
      originalDocumentId: 504,
    });
    const { id } = insertPending(db, files, {
      ...{ idBusiness, idUser: accounts.worker, title: DEMO_SIGNED_CONTRACT, ...annex },
      ...{ sentAt: signedSentAt, originalDocumentId: 505 },
    });
    const signedPath = `users/${accounts.worker}/contracts/${id}-firmado.pdf`;
    writeSeedFile(files, signedPath, Buffer.from(stamped.bytes));
    db.prepare(
      `UPDATE contracts SET status = 'SIGNED', date_signature = ?, storage_path = ?, url_file = ? WHERE id_history = ?`,
    ).run(signedAt.toISOString(), signedPath, contractDownloadPath(505, id), id);
    insertSignature(db, {
      subject: `contract:${id}`,
      kind: 'contract',
      verificationCode: stamped.verificationCode,
      documentName: DEMO_SIGNED_CONTRACT,
      parties: [{ role: EMPLOYER_ROLE, name: employer.name, rut: employer.rut }, signer],
      signer,
      method: stamped.method,
      clientIp: stamped.clientIp,
      userAgent: stamped.userAgent,
      sourceSha256: stamped.sourceSha256,
      signedSha256: stamped.signedSha256,
      storagePath: signedPath,
      signedAt: signedAt.toISOString(),
    });
  });
}

const POWER = {
  fullNameDriver: 'Pedro Alarcón Vidal',
  rutDriver: '15.678.901-1',
  nationalityDriver: 'Chilena',
  addressDriver: 'Pasaje Los Aromos 742, Maipú',
  vehicleBrand: 'Hyundai',
  vehicleModel: 'Porter',
  vehicleYear: 2021,
  vehicleLicensePlate: 'RTZP48',
  fullNameOwner: 'Rosa Vidal Contreras',
  rutOwner: '8.765.432-K',
  nationalityOwner: 'Chilena',
  addressOwner: 'Av. Los Pajaritos 3120, Maipú',
  phoneOwner: '912345678',
  emailOwner: 'rosa.vidal@correo.cl',
} as const;

async function seedPower(db: Database, files: SeedFiles, today: Date, options: SigningSeedOptions) {
  const createdAt = new Date(timestampFrom(today, -1, 2));
  const document = await buildPowerDocument({
    driver: {
      name: POWER.fullNameDriver,
      rut: POWER.rutDriver,
      nationality: POWER.nationalityDriver,
      address: POWER.addressDriver,
    },
    vehicle: {
      brand: POWER.vehicleBrand,
      model: POWER.vehicleModel,
      year: POWER.vehicleYear,
      plate: POWER.vehicleLicensePlate,
    },
    owner: {
      ...{ name: POWER.fullNameOwner, rut: POWER.rutOwner, nationality: POWER.nationalityOwner },
      ...{ address: POWER.addressOwner, phone: POWER.phoneOwner, email: POWER.emailOwner },
    },
    createdAt,
  });
  const link = await mintOwnerLink(
    options.powerJwtSecret,
    options.siteOrigin,
    createdAt,
    'demo-enlace-dueno-rosa-vidal',
  );
  const folder = 'powers/demo-rosa-vidal';
  writeSeedFile(files, `${folder}/poder.pdf`, Buffer.from(document.bytes));
  transaction(db, () => {
    const row = db
      .prepare(
        `INSERT INTO simple_powers (token_subject, full_name_driver, rut_driver, address_driver, nationality_driver,
           vehicle_brand, vehicle_model, vehicle_year, vehicle_license_plate, full_name_owner, rut_owner,
           address_owner, nationality_owner, phone_owner, email_owner, status, created_at, owner_token_id,
           owner_token_expires_at, source_path, source_sha256)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'AWAITING_OWNER_SIGNATURE', ?, ?, ?, ?, ?)
         RETURNING id_power`,
      )
      .get(
        ...[DEMO_POWER_SUBJECT, POWER.fullNameDriver, POWER.rutDriver, POWER.addressDriver, POWER.nationalityDriver],
        ...[POWER.vehicleBrand, POWER.vehicleModel, POWER.vehicleYear, POWER.vehicleLicensePlate],
        ...[POWER.fullNameOwner, POWER.rutOwner, POWER.addressOwner, POWER.nationalityOwner],
        chileanMobile(POWER.phoneOwner),
        ...[POWER.emailOwner, createdAt.toISOString(), link.id, link.expiresAt, `${folder}/poder.pdf`],
        sha256(document.bytes),
      );
    if (!row) throw new Error('demo power not stored');
    const insertFile = db.prepare(
      `INSERT INTO simple_power_files (id_power, field, original_name, mime_type, size, storage_path, created_at)
       VALUES (?, ?, ?, 'image/png', ?, ?, ?)`,
    );
    [
      ['files[cedula_identidad_frontal_owner]', 'cedula-frontal.png'],
      ['files[cedula_identidad_posterior_owner]', 'cedula-posterior.png'],
    ].forEach(([field = '', name = ''], index) => {
      const bytes = samplePng(index + 2, 160);
      writeSeedFile(files, `${folder}/${name}`, bytes);
      insertFile.run(int(row, 'id_power'), field, name, bytes.length, `${folder}/${name}`, createdAt.toISOString());
    });
  });
}

/** Seeds the signing demo data after the accounts and their contracts exist. */
export async function seedSigning(
  db: Database,
  files: SeedFiles,
  accounts: AccountIds,
  today: Date,
  options: SigningSeedOptions,
): Promise<void> {
  const update = db.prepare('UPDATE businesses SET rut_business = ? WHERE name_business = ?');
  update.run(COMPANY_RUTS.andes, DEMO_TENANTS.andes.name_business);
  update.run(COMPANY_RUTS.sur, DEMO_TENANTS.sur.name_business);
  await seedContracts(db, files, accounts, today, options.siteOrigin);
  await seedPower(db, files, today, options);
}
