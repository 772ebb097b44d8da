// One valid request per signing route, in an order where each finds what it needs: the company
// sends contracts, the worker asks for a code (read back from the outbox) and signs, rejects
// another; the owner reads the demo power, asks for a code and signs (so the reject after it
// meets a spent link, an answer the contract documents too).
import type { Database } from '../db/database.ts';
import { listOutbox } from '../db/outbox.ts';
import { int } from '../db/rows.ts';
import { createPdf } from '../lib/pdf.ts';
import { DEMO_VERIFICATION_CODE } from '../seed/signing.ts';
import type { SampleRequest, SamplePayload } from './samples.ts';
import { CONTRACT_ITEMS_SAMPLE } from '../../src/lib/contract/contract-template.sample.ts';

const WORKER_ID = "(SELECT id_user FROM users WHERE email = 'trabajador@demo.cl' ORDER BY id_user LIMIT 1)";
const PDF_BYTES = new Uint8Array(createPdf({ title: 'Contrato subido', pages: [['Cláusula primera.']] }));

function one(db: Database, sql: string, column: string): number {
  const row = db.prepare(sql).get();
  if (!row) throw new Error(`No seeded row for ${sql}`);
  return int(row, column);
}

const worker = (db: Database) => one(db, `SELECT ${WORKER_ID} AS id`, 'id');
const pendingNamed = (db: Database, name: string) =>
  one(
    db,
    `SELECT id_history FROM contracts WHERE id_user = ${WORKER_ID} AND status = 'PENDING'
     AND document_name = '${name}' ORDER BY id_history LIMIT 1`,
    'id_history',
  );
const toSign = (db: Database) => pendingNamed(db, 'Contrato de trabajo');
const toReject = (db: Database) => pendingNamed(db, 'Anexo de tarifas temporada alta');

/** The six digits of the newest code message in the outbox. */
function lastCode(db: Database): string {
  const message = listOutbox(db).find((entry) => /código/i.test(entry.subject) && /\b\d{6}\b/.test(entry.text));
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '000000';
}

const json = (value: unknown): SamplePayload => ({ json: value });
const TEMPLATE = {
  document_name: 'Contrato de trabajo',
  cargo: 'Conductora de reparto',
  fecha_inicio: '2099-01-05',
  jornada: 'Lunes a viernes, 09:00 a 18:00',
  remuneracion: '850.000',
  lugar_trabajo: 'Bodega Quilicura',
  ...CONTRACT_ITEMS_SAMPLE,
};

export const SIGNING_SAMPLES: Readonly<Record<string, SampleRequest>> = {
  'POST /_dev/power-owner-token': { path: '/_dev/power-owner-token' },
  'POST /business/contracts/upload': {
    path: '/business/contracts/upload',
    as: 'company',
    payload: (db) => ({
      form: () => {
        const body = new FormData();
        body.append('data', JSON.stringify({ id_user: worker(db), document_name: 'Contrato subido' }));
        body.append('document', new File([PDF_BYTES], 'contrato.pdf', { type: 'application/pdf' }));
        return body;
      },
    }),
  },
  'POST /business/contracts/template': {
    path: '/business/contracts/template',
    as: 'company',
    payload: (db) => json({ id_user: worker(db), ...TEMPLATE }),
  },
  'POST /business/contracts/template/preview': {
    path: '/business/contracts/template/preview',
    as: 'company',
    payload: (db) => json({ id_user: worker(db), ...TEMPLATE }),
  },
  'GET /business/contracts/all': { path: '/business/contracts/all', as: 'company' },
  'GET /business/contracts/download-file/:id_history': {
    path: (db) => `/business/contracts/download-file/${toSign(db)}`,
    as: 'company',
  },
  'GET /api/users/contracts/signing/:id_history': {
    path: (db) => `/api/users/contracts/signing/${toSign(db)}`,
    as: 'worker',
  },
  'GET /api/users/contracts/signing/:id_history/file': {
    path: (db) => `/api/users/contracts/signing/${toSign(db)}/file`,
    as: 'worker',
  },
  'POST /api/users/contracts/signing/:id_history/send-code': {
    path: (db) => `/api/users/contracts/signing/${toSign(db)}/send-code`,
    as: 'worker',
  },
  'POST /api/users/contracts/signing/:id_history/sign': {
    path: (db) => `/api/users/contracts/signing/${toSign(db)}/sign`,
    as: 'worker',
    payload: (db) => json({ code: lastCode(db), consent: true, read_all: true }),
  },
  'POST /api/users/contracts/signing/:id_history/reject': {
    path: (db) => `/api/users/contracts/signing/${toReject(db)}/reject`,
    as: 'worker',
    payload: json({ reason: 'La tarifa no es la que acordamos por teléfono.' }),
  },
  'GET /api/public/verify/:code': { path: `/api/public/verify/${DEMO_VERIFICATION_CODE}` },
  'GET /api/public/power-signing/power': { path: '/api/public/power-signing/power', as: 'owner' },
  'GET /api/public/power-signing/file': { path: '/api/public/power-signing/file', as: 'owner' },
  'POST /api/public/power-signing/send-code': { path: '/api/public/power-signing/send-code', as: 'owner' },
  'POST /api/public/power-signing/sign': {
    path: '/api/public/power-signing/sign',
    as: 'owner',
    payload: (db) => json({ rut: '8.765.432-K', code: lastCode(db), consent: true }),
  },
  'POST /api/public/power-signing/reject': {
    path: '/api/public/power-signing/reject',
    as: 'owner',
    payload: json({ reason: 'No reconozco a este conductor.' }),
  },
  'GET /api/users/power-simple/status': { path: '/api/users/power-simple/status', as: 'power' },
  'GET /api/users/power-simple/signed-file': { path: '/api/users/power-simple/signed-file', as: 'power' },
};
