// What the product holds about a worker, by category, who receives it and how long it is kept:
// the answer of GET /api/users/privacy/summary. Counts are read from the worker's own rows; the
// fields are the names of what each category keeps, the edit path is where the worker changes it
// in their area, and what they cannot edit there is named so they can ask for its correction.
import {
  ANSWER_DAYS,
  EXTENSION_DAYS,
  PRIVACY_POLICY_VERSION,
  RETENTION_MONTHS,
  type DataCategory,
  type DataCategoryHeld,
  type PrivacySummary,
} from '../../../src/lib/contract/privacy.ts';
import { listConsents } from '../../db/consents.ts';
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull } from '../../db/rows.ts';
import { monthsBefore } from '../../lib/retention-sweep.ts';

const SETTINGS = '/user/dashboard/settings/';
const BANK = '/user/dashboard/settings/banco-detalles';
const HOME = '/user/dashboard/home';
const POSTINGS = '/user/dashboard/job-postings';

type Copy = Omit<DataCategoryHeld, 'records'>;

const CATEGORIES: Readonly<Record<DataCategory, Copy>> = {
  identity: {
    id: 'identity',
    title: 'Identidad y perfil',
    description: 'Quién eres y cómo te presentas a la empresa.',
    fields: ['Nombre', 'Apellido', 'RUT', 'Foto de perfil', 'Sobre mí', 'Perfiles', 'Experiencia laboral'],
    edit_path: SETTINGS,
    request_only: ['RUT'],
  },
  contact: {
    id: 'contact',
    title: 'Contacto',
    description: 'Cómo te escribe la empresa.',
    fields: ['Correo electrónico', 'Teléfono'],
    edit_path: null,
    request_only: ['Correo electrónico', 'Teléfono'],
  },
  address: {
    id: 'address',
    title: 'Dirección',
    description: 'Dónde vives, para asignarte rutas y turnos cercanos.',
    fields: ['Dirección', 'Región', 'Comuna'],
    edit_path: SETTINGS,
    request_only: ['Región', 'Comuna'],
  },
  vehicle: {
    id: 'vehicle',
    title: 'Vehículo',
    description: 'El vehículo con que trabajas, si tienes uno.',
    fields: ['Tipo de vehículo', 'Patente', 'Marca', 'Modelo', 'Año'],
    edit_path: null,
    request_only: [],
  },
  bank: {
    id: 'bank',
    title: 'Datos bancarios',
    description: 'La cuenta donde recibes tus pagos.',
    fields: ['Titular', 'Banco', 'Tipo y número de cuenta', 'RUT de la cuenta', 'Correo', 'Teléfono'],
    edit_path: BANK,
    request_only: [],
  },
  documents: {
    id: 'documents',
    title: 'Documentos',
    description: 'Los documentos que cargaste, como tu cédula o tu licencia, y su revisión.',
    fields: ['Archivos cargados', 'Fechas de emisión y vencimiento', 'Estado de revisión'],
    edit_path: HOME,
    request_only: [],
  },
  contracts: {
    id: 'contracts',
    title: 'Contratos',
    description: 'Los contratos y anexos que la empresa te envió y los que firmaste.',
    fields: ['Documento', 'Fecha de envío', 'Fecha de firma', 'Estado'],
    edit_path: null,
    request_only: [],
  },
  attendance_penalties: {
    id: 'attendance_penalties',
    title: 'Asistencia y multas',
    description: 'Los días que confirmaste tu asistencia y las multas registradas.',
    fields: ['Fecha y confirmación de asistencia', 'Motivo, fecha y monto de cada multa'],
    edit_path: null,
    request_only: [],
  },
  postings: {
    id: 'postings',
    title: 'Actividad en ofertas de trabajo',
    description: 'Las ofertas que guardaste y a las que postulaste.',
    fields: ['Ofertas guardadas', 'Postulaciones'],
    edit_path: POSTINGS,
    request_only: [],
  },
};

function count(db: Database, sql: string, idUser: number): number {
  const row = db.prepare(sql).get(idUser);
  return row ? int(row, 'n') : 0;
}

function recordsOf(db: Database, idUser: number, person: Record<string, unknown>): Record<DataCategory, number> {
  const profiles = 'SELECT id_profile_user FROM user_profiles WHERE id_user = ?';
  return {
    identity: 1,
    contact: 1,
    address: person['address'] || person['commune_id'] ? 1 : 0,
    vehicle: person['has_vehicle'] ? 1 : 0,
    bank: count(db, 'SELECT COUNT(*) AS n FROM bank_details WHERE id_user = ?', idUser),
    documents: count(
      db,
      `SELECT COUNT(*) AS n FROM user_files WHERE is_uploaded = 1 AND id_profile_user IN (${profiles})`,
      idUser,
    ),
    contracts: count(db, 'SELECT COUNT(*) AS n FROM contracts WHERE id_user = ?', idUser),
    attendance_penalties:
      count(db, 'SELECT COUNT(*) AS n FROM attendance_records WHERE id_user = ?', idUser) +
      count(db, 'SELECT COUNT(*) AS n FROM penalty_records WHERE id_user = ?', idUser),
    postings:
      count(db, 'SELECT COUNT(*) AS n FROM saved_postings WHERE id_user = ?', idUser) +
      count(db, 'SELECT COUNT(*) AS n FROM applied_postings WHERE id_user = ?', idUser),
  };
}

export function privacySummary(db: Database, idUser: number): PrivacySummary {
  const person = db
    .prepare(
      `SELECT u.*, b.display_name, b.name_business, b.contact_email
       FROM users u JOIN businesses b USING (id_business) WHERE u.id_user = ?`,
    )
    .get(idUser);
  if (!person) throw new Error(`No account ${idUser}`);
  const records = recordsOf(db, idUser, person);
  const employer = { name_business: text(person, 'name_business'), display_name: text(person, 'display_name') };
  const sharing = listConsents(db, idUser).filter((consent) => consent.purpose === 'postulacion' && consent.active);
  const endedAt = textOrNull(person, 'relation_ended_at') ?? textOrNull(person, 'deleted_at');
  const anonymiseAfter = endedAt ? monthsBefore(new Date(endedAt), -RETENTION_MONTHS).toISOString() : null;
  return {
    controller: { display_name: employer.display_name, contact_email: text(person, 'contact_email') },
    categories: Object.values(CATEGORIES).map((category) => ({ ...category, records: records[category.id] })),
    recipients: [
      { kind: 'empleador', company: employer, since: text(person, 'created_at'), id_consent: null },
      ...sharing.map((consent) => ({
        kind: 'postulacion' as const,
        company: consent.company,
        since: consent.granted_at,
        id_consent: consent.id_consent,
      })),
    ],
    retention: {
      months: RETENTION_MONTHS,
      text: `Guardamos tus datos mientras tu cuenta esté activa y hasta ${RETENTION_MONTHS} meses después de que termine tu relación con la empresa; luego los anonimizamos.`,
      relation_ended_at: endedAt,
      anonymise_after: anonymiseAfter,
    },
    kept_by_law: ['Contratos firmados', 'Registros de asistencia', 'Registros de multas'],
    answer_days: ANSWER_DAYS,
    extension_days: EXTENSION_DAYS,
    blocked_since: textOrNull(person, 'blocked_at'),
    policy_version: PRIVACY_POLICY_VERSION,
  };
}
