// One valid request per document review route, for the contract test (spread into
// SAMPLE_REQUESTS in the order they must run: each decision takes a different document awaiting
// review of Transportes Andes, so the ones before it do not take it first).
import type { Database } from '../db/database.ts';
import { int } from '../db/rows.ts';
import type { SampleRequest } from './samples.ts';

function one(db: Database, sql: string): number {
  const row = db.prepare(sql).get();
  if (!row) throw new Error(`No seeded row for ${sql}`);
  return int(row, 'id');
}

const AWAITING = `f.is_uploaded = 1 AND f.file_status IN ('PENDING', 'SOLICIT_REJECTED')`;
const ANDES_AWAITING = `SELECT f.id_file AS id FROM user_files f JOIN businesses b ON b.id_business = f.id_business
  WHERE b.name_business = 'transportes-andes' AND ${AWAITING}`;

/** The demo worker's document awaiting review with this purpose. */
const workerDocument = (purpose: string) => (db: Database) =>
  one(
    db,
    `SELECT f.id_file AS id FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
     JOIN users u ON u.id_user = p.id_user
     WHERE u.email = 'trabajador@demo.cl' AND f.purpose_name = '${purpose}' AND ${AWAITING} ORDER BY f.id_file LIMIT 1`,
  );
const demoWorker = (db: Database) => one(db, "SELECT id_user AS id FROM users WHERE email = 'trabajador@demo.cl'");
const laterYear = () => new Date().getUTCFullYear() + 5;

export const REVIEW_SAMPLES: Readonly<Record<string, SampleRequest>> = {
  'GET /business/review/queue': { path: '/business/review/queue', as: 'company' },
  'GET /business/review/documents/:id_file': {
    path: (db) => `/business/review/documents/${one(db, `${ANDES_AWAITING} ORDER BY f.id_file LIMIT 1`)}`,
    as: 'company',
  },
  'GET /business/review/documents/:id_file/file': {
    path: (db) => `/business/review/documents/${one(db, `${ANDES_AWAITING} ORDER BY f.id_file LIMIT 1`)}/file`,
    as: 'company',
  },
  'POST /business/review/documents/:id_file/approve': {
    path: (db) => `/business/review/documents/${workerDocument('certificado_antecedentes')(db)}/approve`,
    as: 'company',
    payload: { json: {} },
  },
  'POST /business/review/documents/:id_file/reject': {
    path: (db) => `/business/review/documents/${workerDocument('hoja_vida_conductor')(db)}/reject`,
    as: 'company',
    payload: { json: { reason: 'imagen_ilegible', detail: 'La foto está desenfocada.' } },
  },
  'POST /business/review/approve-many': {
    path: '/business/review/approve-many',
    as: 'company',
    payload: (db) => ({
      json: {
        documents: [
          {
            id_file: one(db, `${ANDES_AWAITING} ORDER BY f.id_file DESC LIMIT 1`),
            issue_date: '2024-01-15',
            expiration_date: `${laterYear()}-01-15`,
          },
        ],
      },
    }),
  },
  'GET /business/workers/:id_user': { path: (db) => `/business/workers/${demoWorker(db)}`, as: 'company' },
  'POST /business/workers/:id_user/request-documents': {
    path: (db) => `/business/workers/${demoWorker(db)}/request-documents`,
    as: 'company',
  },
  'GET /business/required-documents': { path: '/business/required-documents', as: 'company' },
  'PUT /business/required-documents/:id_profile': {
    path: '/business/required-documents/4',
    as: 'company',
    payload: {
      json: {
        documents: [
          { purpose_name: 'cedula_identidad_frontal' },
          { purpose_name: 'cedula_identidad_posterior' },
          { title: 'Certificado de manejo de grúa horquilla', expires: true },
        ],
      },
    },
  },
  'GET /api/users/news': { path: '/api/users/news', as: 'worker' },
  'POST /api/users/news/dismiss': { path: '/api/users/news/dismiss', as: 'worker', payload: { json: { until: 1 } } },
};
