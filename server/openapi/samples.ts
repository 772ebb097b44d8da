// One representative, valid request per route of the local API, keyed like the route table
// ('METHOD /path/:param'), sent in this order to a freshly seeded app by the in-process answer
// test: each answer must match its operation in the contract document. Requests that need an id
// read it from the seeded database; the worker is trabajador@demo.cl, the company empresa@demo.cl,
// and the worker whose e-mail is not verified yet verifica@demo.cl.
import type { Database } from '../db/database.ts';
import { int } from '../db/rows.ts';
import { createPng } from '../lib/png.ts';
import { PLAIN_PDF } from '../lib/test-images.ts';
import { listOutbox } from '../db/outbox.ts';
import { DEMO_TENANTS } from '../seed/demo.ts';
import { REVIEW_SAMPLES } from './review-samples.ts';
import { SIGNING_SAMPLES } from './signing-samples.ts';
import { POWER_FIELDS_SAMPLE } from '../../src/lib/contract/power.sample.ts';
import { createHmac } from 'node:crypto';
import { TEST_WHATSAPP_WEBHOOK } from '../test-support.ts';

export type SamplePayload = { readonly json: unknown } | { readonly form: () => FormData };

export interface SampleRequest {
  /** The path as sent (parameters filled in, query string included). */
  readonly path: string | ((db: Database) => string);
  readonly payload?: SamplePayload | ((db: Database) => SamplePayload);
  /** Which demo session signs the request, when the route needs one ('unverified': verifica@demo.cl). */
  readonly as?: 'worker' | 'unverified' | 'company' | 'power' | 'owner';
  /** Headers computed from the body as sent (a provider's signature). */
  readonly headers?: (body: string | undefined) => Record<string, string>;
}

const ANDES = DEMO_TENANTS.andes;
const WORKER_ID = "(SELECT id_user FROM users WHERE email = 'trabajador@demo.cl' ORDER BY id_user LIMIT 1)";
const COMPANY_ID = "(SELECT id_user FROM users WHERE email = 'empresa@demo.cl' ORDER BY id_user LIMIT 1)";
const PNG = new Uint8Array(createPng({ width: 4, height: 3, pixel: () => [10, 120, 200] }));
const PDF = PLAIN_PDF;

const json = (value: unknown): SamplePayload => ({ json: value });
const form = (parts: Record<string, string | File>): SamplePayload => ({
  form: () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) body.append(name, value);
    return body;
  },
});
const png = (name: string) => new File([PNG], name, { type: 'image/png' });
const pdf = (name: string) => new File([PDF], name, { type: 'application/pdf' });

function one(db: Database, sql: string, column: string): number {
  const row = db.prepare(sql).get();
  if (!row) throw new Error(`No seeded row for ${sql}`);
  return int(row, column);
}

const workerProfile = (db: Database) =>
  one(
    db,
    `SELECT id_profile_user FROM user_profiles WHERE id_user = ${WORKER_ID} ORDER BY 1 LIMIT 1`,
    'id_profile_user',
  );
const workerFile = (db: Database, type: string) =>
  one(
    db,
    `SELECT f.id_file FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
     WHERE p.id_user = ${WORKER_ID} AND f.type_file = '${type}' ORDER BY 1 LIMIT 1`,
    'id_file',
  );
const workerExperience = (db: Database) =>
  one(db, `SELECT id_ew FROM experience_work WHERE id_user = ${WORKER_ID} ORDER BY 1 DESC LIMIT 1`, 'id_ew');
const workerBank = (db: Database) =>
  one(
    db,
    `SELECT id_bank_detail FROM bank_details WHERE id_user = ${WORKER_ID} ORDER BY 1 DESC LIMIT 1`,
    'id_bank_detail',
  );
const companyPosting = (db: Database) =>
  one(
    db,
    `SELECT id_publication FROM job_postings WHERE id_owner = ${COMPANY_ID} ORDER BY 1 LIMIT 1`,
    'id_publication',
  );
const unsavedPosting = (db: Database) =>
  one(
    db,
    `SELECT id_publication FROM job_postings WHERE is_active = 1 AND id_publication NOT IN
     (SELECT id_publication FROM saved_postings WHERE id_user = ${WORKER_ID}) ORDER BY 1 LIMIT 1`,
    'id_publication',
  );
const activePosting = (db: Database) =>
  one(db, 'SELECT id_publication FROM job_postings WHERE is_active = 1 ORDER BY 1 LIMIT 1', 'id_publication');

const EXPERIENCE = {
  ...{ job_title: 'Conductor de reparto', nameBusiness: 'Transportes Andes', typeEmployment: 'Jornada completa' },
  ...{ location: 'Santiago', start_date: '2020-01-01', end_date: '2021-06-30', job_description: 'Reparto.' },
};
const BANK = {
  ...{ account_holder_name: 'Camila Rojas', bank_name: 'Banco Estado', account_type: 'Cuenta Rut' },
  ...{ account_number: '12345678', rut_account: '12.345.678-5', email: 'camila@correo.cl', phone: '56987654321' },
  invoice_type: 'Boleta',
};
const POSTING = {
  title: 'Conductor de furgón para ruta Ñuñoa',
  description: 'Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes en la mañana.',
  requirements: 'Licencia clase B, furgón propio y disponibilidad inmediata.',
  ...{ id_vehicle: 1, id_capacity: 2, id_zone: 2, id_region: 13000, id_commune: 2580, id_schedule: 1 },
  ...{ start_time: '2099-03-01', pawn: 1300 },
};
const POWER_FIELDS = POWER_FIELDS_SAMPLE;
const REGISTRATION = {
  ...{ email: 'nueva.conductora@correo.cl', password: 'Clave12345', firstname: 'Josefa', lastname: 'Araya' },
  ...{ rut: '11.111.111-1', phone: 56976543210, region_id: 13000, commune_id: 2580, schedule_id: 1 },
  ...{ address: 'Avenida Providencia 2124, Providencia', profile_id: 1 },
  businessRegister: { name_business: ANDES.name_business, rgs: ANDES.rgs },
  ...{ hasVehicle: true, vehicle_id: 1, patent_vehicle: 'bbbb12', vehicle_make: 'toyota', vehicle_model: 'hi ace' },
  year: 2019,
  consents: { data_processing: true, job_offers: false },
};

/** The six digits of the newest code mailed to `to`. */
function newestCodeTo(db: Database, to: string): string {
  const message = listOutbox(db).find((entry) => entry.to === to && /\b\d{6}\b/.test(entry.text));
  return /\b(\d{6})\b/.exec(message?.text ?? '')?.[1] ?? '000000';
}

const workerConsent = (db: Database, purpose: string) =>
  one(
    db,
    `SELECT id_consent FROM consents WHERE id_user = ${WORKER_ID} AND purpose = '${purpose}' ORDER BY 1 LIMIT 1`,
    'id_consent',
  );
/** The company's pending privacy request of the given kind (the seeded deletion, or the sample's). */
const pendingRequest = (db: Database, kind: string) =>
  one(
    db,
    `SELECT id_request FROM privacy_requests WHERE state = 'pendiente' AND kind = '${kind}' ORDER BY 1 LIMIT 1`,
    'id_request',
  );

/** The seeded conversation of Transportes Andes that is still inside its 24-hour window. */
const demoConversation = (db: Database) => {
  const row = db
    .prepare(
      `SELECT i.sender FROM inbound_messages i JOIN chat_contacts c ON c.phone = i.sender
       ORDER BY c.last_inbound_at DESC LIMIT 1`,
    )
    .get();
  const phone = typeof row?.['sender'] === 'string' ? row['sender'] : '';
  db.prepare('INSERT INTO conversations (phone) VALUES (?) ON CONFLICT (phone) DO NOTHING').run(phone);
  return one(db, `SELECT id_conversation FROM conversations WHERE phone = '${phone}'`, 'id_conversation');
};

export const SAMPLE_REQUESTS: Readonly<Record<string, SampleRequest>> = {
  'POST /auth/login': {
    path: '/auth/login',
    payload: json({ email: 'trabajador@demo.cl', password: 'Demo12345', rgs: ANDES.rgs }),
  },
  'POST /auth/validate-code-email-verification': {
    path: '/auth/validate-code-email-verification',
    payload: json({ code: '123456', token: 'no-es-un-token' }),
  },
  'POST /auth/reset-password': {
    path: '/auth/reset-password',
    payload: json({ email: 'trabajador@demo.cl', rgs: ANDES.rgs }),
  },
  'POST /auth/worker-sign-in-link': {
    path: '/auth/worker-sign-in-link',
    payload: json({ email: 'trabajador@demo.cl' }),
  },
  'POST /auth/reset-password-verify-token': {
    path: '/auth/reset-password-verify-token',
    payload: json({ token: 'enlace-vencido', rgs: ANDES.rgs }),
  },
  'POST /auth/reset-password-confirm': {
    path: '/auth/reset-password-confirm',
    payload: json({ token: 'enlace-vencido', password: 'Nueva12345', rgs: ANDES.rgs }),
  },
  'POST /auth/success-login': { path: '/auth/success-login', as: 'worker' },
  'GET /general-data/get-filtered-regions/:param': { path: '/general-data/get-filtered-regions/2' },
  'GET /general-data/get-filtered-communes/:param': { path: '/general-data/get-filtered-communes/13000' },
  'GET /general-data/get-all-datas-filters': { path: '/general-data/get-all-datas-filters' },
  'GET /general-data/get-jobpostings-home': { path: '/general-data/get-jobpostings-home' },
  'GET /api/public/job-postings/:id': { path: '/api/public/job-postings/1?business=transportes-andes' },
  'POST /api/users/validate-business-register/:name_business/:rgs': {
    path: `/api/users/validate-business-register/${encodeURIComponent(ANDES.name_business)}/${ANDES.rgs}`,
  },
  'POST /api/users/validate-email-user': {
    path: '/api/users/validate-email-user',
    payload: json({ email: 'nueva.persona@correo.cl', rgs: ANDES.rgs }),
  },
  'POST /api/users/validate-rut-user': {
    path: '/api/users/validate-rut-user',
    payload: json({ rut: '11.111.111-1', rgs: ANDES.rgs }),
  },
  'POST /api/users/validate-phone-user': {
    path: '/api/users/validate-phone-user',
    payload: json({ phone: '56976543210', rgs: ANDES.rgs }),
  },
  'GET /api/users/register/lookups/:name_business/:rgs': {
    path: `/api/users/register/lookups/${encodeURIComponent(ANDES.name_business)}/${ANDES.rgs}`,
  },
  'POST /api/users/register': { path: '/api/users/register', payload: form({ data: JSON.stringify(REGISTRATION) }) },
  'GET /forms/register/active': { path: '/forms/register/active?slug=sur-2025' },
  'GET /forms/register/page': {
    path: (db) => {
      const id = one(db, 'SELECT id_form FROM forms ORDER BY 1 LIMIT 1', 'id_form');
      const page = one(db, `SELECT id_page FROM form_pages WHERE id_form = ${id} ORDER BY 1 LIMIT 1`, 'id_page');
      return `/forms/register/page?id_form=${id}&id_page=${page}`;
    },
  },
  'GET /forms/register/all': {
    path: (db) => `/forms/register/all?id_form=${one(db, 'SELECT id_form FROM forms LIMIT 1', 'id_form')}`,
  },
  'POST /forms/register/submit': {
    path: '/forms/register/submit',
    payload: form({ userData: '[{"page_id": 999999, "responses": []}]' }),
  },
  'GET /geocoder/search': { path: '/geocoder/search?q=Providencia' },
  'POST /api/users/create-power-simple': {
    path: '/api/users/create-power-simple',
    as: 'power',
    payload: form({
      ...POWER_FIELDS,
      'files[cedula_identidad_frontal_owner]': png('frente.png'),
      'files[cedula_identidad_posterior_owner]': png('reverso.png'),
    }),
  },
  'GET /api/users/files/default/obtain-all-documents-user': {
    path: (db) => `/api/users/files/default/obtain-all-documents-user?id_profile_user=${workerProfile(db)}`,
    as: 'worker',
  },
  'POST /api/users/files/default/upload-files-user': {
    path: '/api/users/files/default/upload-files-user',
    as: 'worker',
    payload: (db) =>
      form({ licencia_conducir: pdf('licencia.pdf'), data: JSON.stringify({ id_profile_user: workerProfile(db) }) }),
  },
  'GET /api/users/files/default/get-file-user/:purpose/:id_profile_user': {
    path: (db) => `/api/users/files/default/get-file-user/licencia_conducir/${workerProfile(db)}`,
    as: 'worker',
  },
  'GET /api/users/files/default/download-file/:id_profile_user/:id_file': {
    path: (db) => `/api/users/files/default/download-file/${workerProfile(db)}/${workerFile(db, 'General')}`,
    as: 'worker',
  },
  'GET /api/users/files/custom/obtain-all-documents-user': {
    path: (db) => `/api/users/files/custom/obtain-all-documents-user?id_profile_user=${workerProfile(db)}`,
    as: 'worker',
  },
  'POST /api/users/files/custom/upload-files-user': {
    path: '/api/users/files/custom/upload-files-user',
    as: 'worker',
    payload: (db) =>
      form({ examen_psicotecnico: pdf('examen.pdf'), data: JSON.stringify({ id_profile_user: workerProfile(db) }) }),
  },
  'GET /api/users/files/custom/get-file-user/:purpose/:id_profile_user': {
    path: (db) => `/api/users/files/custom/get-file-user/carta_recomendacion/${workerProfile(db)}`,
    as: 'worker',
  },
  'GET /api/users/files/custom/download-file/:id_profile_user/:id_file': {
    path: (db) => `/api/users/files/custom/download-file/${workerProfile(db)}/${workerFile(db, 'Personalizated')}`,
    as: 'worker',
  },
  'GET /api/users/contracts/all': { path: '/api/users/contracts/all', as: 'worker' },
  'GET /api/users/contracts/download-file/:original_document_id/:id_history': {
    path: '/api/users/contracts/download-file/501/1',
    as: 'worker',
  },
  'GET /api/users/assistance/user-assistance': { path: '/api/users/assistance/user-assistance', as: 'worker' },
  'GET /api/users/penaltys/user-penalty': { path: '/api/users/penaltys/user-penalty', as: 'worker' },
  'GET /api/users/get-all-profiles-business/:id': {
    path: (db) => `/api/users/get-all-profiles-business/${workerProfile(db)}`,
    as: 'worker',
  },
  'GET /api/users/get-extra-data-user': { path: '/api/users/get-extra-data-user', as: 'worker' },
  'POST /api/users/update-data-user': {
    path: '/api/users/update-data-user',
    as: 'worker',
    payload: json({ firstname: 'Camila', lastname: 'Rojas', address: 'Ñuñoa 123', about_me: 'Hola' }),
  },
  'POST /api/users/update-profile-image': {
    path: '/api/users/update-profile-image',
    as: 'worker',
    payload: form({ newProfileImage: png('foto.png') }),
  },
  'GET /api/users/experience-work/get-experience-work': {
    path: '/api/users/experience-work/get-experience-work',
    as: 'worker',
  },
  'POST /api/users/experience-work/add-experience-work': {
    path: '/api/users/experience-work/add-experience-work',
    as: 'worker',
    payload: json(EXPERIENCE),
  },
  'GET /api/users/experience-work/get-experience-work-for-update/:id': {
    path: (db) => `/api/users/experience-work/get-experience-work-for-update/${workerExperience(db)}`,
    as: 'worker',
  },
  'PUT /api/users/experience-work/update-experience-work/:id': {
    path: (db) => `/api/users/experience-work/update-experience-work/${workerExperience(db)}`,
    as: 'worker',
    payload: json({ ...EXPERIENCE, location: 'Ñuñoa' }),
  },
  'DELETE /api/users/experience-work/delete-experience-work/:id': {
    path: (db) => `/api/users/experience-work/delete-experience-work/${workerExperience(db)}`,
    as: 'worker',
  },
  'GET /api/users/bank-details/get-banks-details': { path: '/api/users/bank-details/get-banks-details', as: 'worker' },
  'POST /api/users/bank-details/add-bank-details': {
    path: '/api/users/bank-details/add-bank-details',
    as: 'worker',
    payload: json(BANK),
  },
  'GET /api/users/bank-details/get-bank-details-for-update/:id': {
    path: (db) => `/api/users/bank-details/get-bank-details-for-update/${workerBank(db)}`,
    as: 'worker',
  },
  'PUT /api/users/bank-details/update-bank-details/:id': {
    path: (db) => `/api/users/bank-details/update-bank-details/${workerBank(db)}`,
    as: 'worker',
    payload: json({ ...BANK, bank_name: 'Banco de Chile' }),
  },
  'PUT /api/users/bank-details/change-select-bank/:id': {
    path: (db) => `/api/users/bank-details/change-select-bank/${workerBank(db)}`,
    as: 'worker',
    payload: json({ selected: true }),
  },
  'DELETE /api/users/bank-details/delete-bank-details/:id': {
    path: (db) => `/api/users/bank-details/delete-bank-details/${workerBank(db)}`,
    as: 'worker',
  },
  'GET /api/users/job-postings': { path: '/api/users/job-postings', as: 'worker' },
  'POST /api/users/filter-job-postings': {
    path: '/api/users/filter-job-postings',
    as: 'worker',
    payload: json({ id_region: 13000 }),
  },
  'POST /api/users/search-job-postings': {
    path: '/api/users/search-job-postings',
    as: 'worker',
    payload: json({ search_jps: 'conductor' }),
  },
  'GET /api/users/filter-job-postings-by-id/:id': {
    path: (db) => `/api/users/filter-job-postings-by-id/${activePosting(db)}`,
    as: 'worker',
  },
  'POST /api/users/save-posting': {
    path: '/api/users/save-posting',
    as: 'worker',
    payload: (db) => json({ id_publication: unsavedPosting(db) }),
  },
  'POST /api/users/postulate-job-posting': {
    path: '/api/users/postulate-job-posting',
    as: 'worker',
    payload: (db) => json({ id_publication: activePosting(db) }),
  },
  'GET /api/users/get-all-save-posting': { path: '/api/users/get-all-save-posting', as: 'worker' },
  'GET /api/users/get-all-postulate-job-posting': { path: '/api/users/get-all-postulate-job-posting', as: 'worker' },
  'GET /api/users/privacy/summary': { path: '/api/users/privacy/summary', as: 'worker' },
  'GET /api/users/privacy/export': { path: '/api/users/privacy/export', as: 'worker' },
  'GET /api/users/privacy/consents': { path: '/api/users/privacy/consents', as: 'worker' },
  'POST /api/users/privacy/consents/:id/withdraw': {
    path: (db) => `/api/users/privacy/consents/${workerConsent(db, 'ofertas')}/withdraw`,
    as: 'worker',
  },
  'POST /api/users/privacy/consents': {
    path: '/api/users/privacy/consents',
    as: 'worker',
    payload: json({ purpose: 'ofertas' }),
  },
  'POST /api/users/privacy/requests': {
    path: '/api/users/privacy/requests',
    as: 'worker',
    payload: json({ kind: 'oposicion', reason: 'No quiero recibir ofertas.', password: 'Demo12345' }),
  },
  'GET /api/users/privacy/requests': { path: '/api/users/privacy/requests', as: 'worker' },
  'POST /api/users/update-password': {
    path: '/api/users/update-password',
    as: 'worker',
    payload: json({ current_password: 'Demo12345', new_password: 'Nueva12345', confirm_password: 'Nueva12345' }),
  },
  'POST /api/users/email-verification': { path: '/api/users/email-verification', as: 'unverified' },
  'POST /api/users/email-verification/confirm': {
    path: '/api/users/email-verification/confirm',
    as: 'unverified',
    payload: (db) => json({ code: newestCodeTo(db, 'verifica@demo.cl') }),
  },
  'GET /business/job-postings': { path: '/business/job-postings', as: 'company' },
  'POST /business/search-my-job-postings': {
    path: '/business/search-my-job-postings',
    as: 'company',
    payload: json({ search: 'conductor' }),
  },
  'POST /business/create-job-posting': { path: '/business/create-job-posting', as: 'company', payload: json(POSTING) },
  'GET /business/get-data-job-posting-to-update/:id': {
    path: (db) => `/business/get-data-job-posting-to-update/${companyPosting(db)}`,
    as: 'company',
  },
  'PUT /business/update-job-posting/:id': {
    path: (db) => `/business/update-job-posting/${companyPosting(db)}`,
    as: 'company',
    payload: json({ ...POSTING, pawn: 1400 }),
  },
  'GET /business/get-postulates-job-posting/:id': {
    path: (db) => `/business/get-postulates-job-posting/${activePosting(db)}`,
    as: 'company',
  },
  'POST /business/send-email-to-user-jobpostulate': {
    path: '/business/send-email-to-user-jobpostulate',
    as: 'company',
    payload: json({
      ...{ subject: 'Entrevista', message: 'Hola', name_user: 'Camila Rojas', user_email: 'trabajador@demo.cl' },
      ...{ email_business: 'empresa@demo.cl', name_business: 'Transportes Andes', phone_business: '56911111111' },
    }),
  },
  'GET /business/get-registered-profiles': { path: '/business/get-registered-profiles', as: 'company' },
  'DELETE /business/delete-job-posting/:id': {
    path: (db) => `/business/delete-job-posting/${companyPosting(db)}`,
    as: 'company',
  },
  ...REVIEW_SAMPLES,
  'GET /business/privacy-requests': { path: '/business/privacy-requests', as: 'company' },
  'GET /business/company-links': { path: '/business/company-links', as: 'company' },
  'POST /business/privacy-requests/:id/extend': {
    path: (db) => `/business/privacy-requests/${pendingRequest(db, 'supresion')}/extend`,
    as: 'company',
    payload: json({ reason: 'Revisamos los contratos archivados.' }),
  },
  'POST /business/privacy-requests/:id/complete': {
    path: (db) => `/business/privacy-requests/${pendingRequest(db, 'supresion')}/complete`,
    as: 'company',
    payload: json({ answer: 'Eliminamos tus datos y guardamos solo lo que exige la ley.' }),
  },
  'POST /business/privacy-requests/:id/reject': {
    path: (db) => `/business/privacy-requests/${pendingRequest(db, 'oposicion')}/reject`,
    as: 'company',
    payload: json({ answer: 'Necesitamos tus datos para pagarte.' }),
  },
  'GET /business/conversations': { path: '/business/conversations', as: 'company' },
  'GET /business/conversations/:id_conversation': {
    path: (db) => `/business/conversations/${demoConversation(db)}`,
    as: 'company',
  },
  'POST /business/conversations/:id_conversation/read': {
    path: (db) => `/business/conversations/${demoConversation(db)}/read`,
    as: 'company',
  },
  'POST /business/conversations/:id_conversation/messages': {
    path: (db) => `/business/conversations/${demoConversation(db)}/messages`,
    as: 'company',
    payload: json({ mode: 'text', text: 'Hola, la revisamos hoy.' }),
  },
  'GET /public-files/:folder/:name': { path: '/public-files/logos/transportes-andes.png' },
  'POST /contact/emails/reu': {
    path: '/contact/emails/reu',
    payload: json({
      phone: '56987654321',
      firstname: 'Ana',
      lastname: 'Pérez',
      email: 'ana@correo.cl',
      message: 'Hola',
    }),
  },
  'POST /contact/send-email-contact': {
    path: '/contact/send-email-contact',
    payload: json({ name: 'Ana', email: 'ana@correo.cl', subject: 'Consulta', message: 'Hola' }),
  },
  'POST /contact/send-email-inquiries-complaints': {
    path: '/contact/send-email-inquiries-complaints',
    payload: json({
      kind: 'consulta',
      name: 'Ana',
      rut: '12.345.678-5',
      email: 'ana@correo.cl',
      company: '',
      message: 'Hola',
    }),
  },
  'POST /business/contact-business': {
    path: '/business/contact-business',
    payload: json({
      ...{ name_business: 'Flota Sur', name: 'Ana', email: 'ana@correo.cl', industry: 'Logística' },
      ...{ team_size: '1 a 50', message: 'Hola', phone: '56987654321' },
    }),
  },
  'POST /business/register': {
    path: '/business/register',
    payload: json({
      ...{ name_business: 'Flota Sur', rut_business: '12.345.678-5', name: 'Ana', email: 'ana@correo.cl' },
      ...{ id_vehicle: 1, vehicles_needed: 3, id_region: 13000, id_schedule: 1, start_date: '2099-01-01' },
      ...{ requirements: '', phone: '56987654321' },
    }),
  },
  'GET /_dev/outbox': { path: '/_dev/outbox' },
  'POST /_dev/jobs/:name/run': { path: '/_dev/jobs/auth-prune/run' },
  'GET /_dev/phone': { path: '/_dev/phone' },
  'GET /healthz': { path: '/healthz' },
  'GET /readyz': { path: '/readyz' },
  'GET /webhooks/whatsapp': {
    path: `/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${TEST_WHATSAPP_WEBHOOK.verifyToken}&hub.challenge=1158201444`,
  },
  'POST /webhooks/whatsapp': {
    path: '/webhooks/whatsapp',
    payload: json({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                statuses: [
                  { id: 'wamid.MUESTRA', status: 'delivered', timestamp: '1700000000', recipient_id: '56987654321' },
                ],
              },
            },
          ],
        },
      ],
    }),
    headers: (body) => ({
      'x-hub-signature-256': `sha256=${createHmac('sha256', TEST_WHATSAPP_WEBHOOK.appSecret)
        .update(body ?? '')
        .digest('hex')}`,
    }),
  },
  'POST /_dev/power-token': { path: '/_dev/power-token', payload: json({ expiresInSeconds: 3600 }) },
  'POST /auth/logout/user': { path: '/auth/logout/user', as: 'worker' },
  'POST /auth/logout/business': { path: '/auth/logout/business', as: 'company' },
  'POST /_dev/reset': { path: '/_dev/reset' },
  ...SIGNING_SAMPLES,
};
