// Test support for bad-input.test.ts: one malformed request per route of the local API, keyed by
// the route as the app lists it, with the exact Spanish messages of its 400 answer; and the
// routes that read nothing but their token. Valid payloads come from the route tests' helpers,
// each made bad in one field.
import { createPng } from './lib/png.ts';
import { postingPayload } from './routes/business/test-helpers.ts';
import { validPayload } from './routes/register/test-helpers.ts';
import { REVIEW_BAD_REQUESTS, REVIEW_TOKEN_ONLY_ROUTES } from './review-bad-requests.ts';
import { POWER_FIELDS_SAMPLE } from '../src/lib/contract/power.sample.ts';
import { CONTRACT_ITEMS_SAMPLE } from '../src/lib/contract/contract-template.sample.ts';

/** A JSON body, or a multipart body. */
export type Payload = { readonly json: unknown } | { readonly form: () => FormData };

export interface BadRequest {
  /** The path as sent (parameters filled in, query string included). */
  readonly path: string;
  readonly payload?: Payload;
  /** The exact messages of the 400 answer. */
  readonly messages: readonly string[];
}

const ANDES = 'andes-2025';
const MAIL = 'ana.perez@correo.cl';
const LONG = 'x'.repeat(101);
const INVALID_PARAM = ['Parámetro inválido'];
export const INVALID_BODY = ['El cuerpo de la solicitud no tiene un formato válido.'];

const EXPERIENCE = {
  ...{ job_title: 'Conductor de reparto', nameBusiness: 'Transportes Andes', typeEmployment: 'Jornada completa' },
  ...{ location: 'Santiago', start_date: '2020-01-01', end_date: '2021-06-30', job_description: 'Reparto.' },
};
const BANK = {
  ...{ account_holder_name: 'Camila Rojas', bank_name: 'Banco Estado', account_type: 'Cuenta Rut' },
  ...{ account_number: '12345678', rut_account: '12.345.678-5', email: MAIL, phone: '56987654321' },
  invoice_type: 'Boleta',
};
const APPLICANT_EMAIL = {
  ...{ subject: 'Entrevista', message: 'Hola', name_user: 'Camila Rojas', user_email: 'trabajador@demo.cl' },
  ...{ email_business: 'empresa@demo.cl', name_business: 'Transportes Andes', phone_business: '56911111111' },
};
const CONTACT_BUSINESS = {
  ...{ name_business: 'Flota Sur', name: 'Ana', email: MAIL, industry: 'Logística', team_size: '1 a 50' },
  ...{ message: 'Hola', phone: '56912345678' },
};
const BUSINESS_REGISTER = {
  ...{ name_business: 'Flota Sur', rut_business: '12.345.678-5', name: 'Ana', email: MAIL, id_vehicle: 1 },
  ...{ vehicles_needed: 3, id_region: 13000, id_schedule: 1, start_date: '2099-01-01', requirements: '' },
  phone: '56987654321',
};
const POWER_FIELDS = POWER_FIELDS_SAMPLE;
const CONTRACT_TEMPLATE = {
  ...{ document_name: 'Contrato de trabajo', cargo: 'Conductora de reparto', fecha_inicio: '2099-01-05' },
  ...{ jornada: 'Lunes a viernes, 09:00 a 18:00', remuneracion: '850.000', lugar_trabajo: 'Bodega Quilicura' },
  ...CONTRACT_ITEMS_SAMPLE,
};
const PNG = new Uint8Array(createPng({ width: 4, height: 3, pixel: () => [10, 120, 200] }));

const json = (value: unknown): Payload => ({ json: value });
const form = (parts: Record<string, string | File>): Payload => ({
  form: () => {
    const body = new FormData();
    for (const [name, value] of Object.entries(parts)) body.append(name, value);
    return body;
  },
});
const textFile = (name: string) => new File(['hola'], name, { type: 'text/plain' });
const png = (name: string) => new File([PNG], name, { type: 'image/png' });

export const BAD_REQUESTS: Readonly<Record<string, BadRequest>> = {
  'GET /webhooks/whatsapp': {
    path: '/webhooks/whatsapp?hub.mode=unsubscribe&hub.verify_token=x&hub.challenge=1',
    messages: ['hub.mode debe ser subscribe'],
  },
  'POST /auth/login': {
    path: '/auth/login',
    payload: json({ email: 'no-es-correo', password: 'Demo12345', rgs: ANDES }),
    messages: ['Email inválido'],
  },
  'POST /auth/validate-code-email-verification': {
    path: '/auth/validate-code-email-verification',
    payload: json({ code: '', token: '' }),
    messages: ['Ingresa el código de verificación.', 'El token de verificación no es válido.'],
  },
  'POST /auth/reset-password': {
    path: '/auth/reset-password',
    payload: json({ email: 'no-es-correo', rgs: ANDES }),
    messages: ['Email inválido'],
  },
  'POST /auth/worker-sign-in-link': {
    path: '/auth/worker-sign-in-link',
    payload: json({ email: 'no-es-correo' }),
    messages: ['Email inválido'],
  },
  'POST /auth/reset-password-verify-token': {
    path: '/auth/reset-password-verify-token',
    payload: json({ token: '', rgs: ANDES }),
    messages: ['El token es requerido.'],
  },
  'POST /auth/reset-password-confirm': {
    path: '/auth/reset-password-confirm',
    payload: json({ token: 'abc', password: 'corta', rgs: ANDES }),
    messages: ['La contraseña debe tener entre 8 y 25 caracteres'],
  },
  'GET /general-data/get-filtered-regions/:param': {
    path: '/general-data/get-filtered-regions/norte',
    messages: INVALID_PARAM,
  },
  'GET /general-data/get-filtered-communes/:param': {
    path: '/general-data/get-filtered-communes/-1',
    messages: INVALID_PARAM,
  },
  'POST /api/users/validate-business-register/:name_business/:rgs': {
    path: `/api/users/validate-business-register/${LONG}/${ANDES}`,
    messages: INVALID_PARAM,
  },
  'POST /api/users/validate-email-user': {
    path: '/api/users/validate-email-user',
    payload: json({ email: 'ana@enlista.cl', rgs: ANDES }),
    messages: ['Correo electrónico inválido'],
  },
  'POST /api/users/validate-rut-user': {
    path: '/api/users/validate-rut-user',
    payload: json({ rut: '12.345.678-4', rgs: ANDES }),
    messages: ['Dígito verificador inválido'],
  },
  'POST /api/users/validate-phone-user': {
    path: '/api/users/validate-phone-user',
    payload: json({ phone: '56912341234', rgs: ANDES }),
    messages: ['El teléfono no puede contener secuencias como 0000 o 1234'],
  },
  'GET /api/users/register/lookups/:name_business/:rgs': {
    path: `/api/users/register/lookups/transportes-andes/${LONG}`,
    messages: INVALID_PARAM,
  },
  'POST /api/users/register': {
    path: '/api/users/register',
    payload: form({ data: JSON.stringify(validPayload({ rut: '12.345.678-4' })) }),
    messages: ['Dígito verificador inválido'],
  },
  'GET /forms/register/active': { path: `/forms/register/active?slug=${LONG}`, messages: INVALID_PARAM },
  'GET /forms/register/page': { path: '/forms/register/page?id_form=1&id_page=uno', messages: INVALID_PARAM },
  'GET /forms/register/all': { path: '/forms/register/all', messages: INVALID_PARAM },
  'POST /forms/register/submit': {
    path: '/forms/register/submit',
    payload: form({ userData: '{"page_id":' }),
    messages: INVALID_BODY,
  },
  'GET /geocoder/search': { path: '/geocoder/search', messages: INVALID_PARAM },
  'POST /api/users/create-power-simple': {
    path: '/api/users/create-power-simple',
    payload: form({
      ...POWER_FIELDS,
      rutDriver: '12345678-4',
      'files[cedula_identidad_frontal_owner]': png('frente.png'),
      'files[cedula_identidad_posterior_owner]': png('reverso.png'),
    }),
    messages: ['RUT del conductor: Dígito verificador inválido'],
  },
  'GET /api/users/files/default/obtain-all-documents-user': {
    path: '/api/users/files/default/obtain-all-documents-user?id_profile_user=uno',
    messages: INVALID_PARAM,
  },
  'POST /api/users/files/default/upload-files-user': {
    path: '/api/users/files/default/upload-files-user',
    payload: form({ licencia_conducir: textFile('notas.txt'), data: JSON.stringify({ id_profile_user: 1 }) }),
    messages: ['Solo se permiten archivos PDF, PNG, JPG o JPEG'],
  },
  'GET /api/users/files/default/get-file-user/:purpose/:id_profile_user': {
    path: '/api/users/files/default/get-file-user/licencia%20conducir/1',
    messages: INVALID_PARAM,
  },
  'GET /api/users/files/default/download-file/:id_profile_user/:id_file': {
    path: '/api/users/files/default/download-file/1/1.5',
    messages: INVALID_PARAM,
  },
  'GET /api/users/files/custom/obtain-all-documents-user': {
    path: '/api/users/files/custom/obtain-all-documents-user',
    messages: INVALID_PARAM,
  },
  'POST /api/users/files/custom/upload-files-user': {
    path: '/api/users/files/custom/upload-files-user',
    payload: form({ data: JSON.stringify({ id_profile_user: 'uno' }) }),
    messages: ['Los datos del perfil no son válidos.'],
  },
  'GET /api/users/files/custom/get-file-user/:purpose/:id_profile_user': {
    path: '/api/users/files/custom/get-file-user/certificado/abc',
    messages: INVALID_PARAM,
  },
  'GET /api/users/files/custom/download-file/:id_profile_user/:id_file': {
    path: '/api/users/files/custom/download-file/abc/1',
    messages: INVALID_PARAM,
  },
  'GET /api/users/contracts/download-file/:original_document_id/:id_history': {
    path: '/api/users/contracts/download-file/1/uno',
    messages: INVALID_PARAM,
  },
  'GET /api/users/get-all-profiles-business/:id': {
    path: '/api/users/get-all-profiles-business/a%20b',
    messages: INVALID_PARAM,
  },
  'POST /api/users/update-data-user': {
    path: '/api/users/update-data-user',
    payload: json({ firstname: 'C'.repeat(51), lastname: 'Rojas', address: 'Ñuñoa 123', about_me: 'Hola' }),
    messages: ['El nombre no puede tener más de 50 caracteres'],
  },
  'POST /api/users/update-profile-image': {
    path: '/api/users/update-profile-image',
    payload: form({ newProfileImage: textFile('foto.txt') }),
    messages: ['Solo se permiten imágenes JPG, JPEG o PNG'],
  },
  'POST /api/users/experience-work/add-experience-work': {
    path: '/api/users/experience-work/add-experience-work',
    payload: json({ ...EXPERIENCE, job_title: 'ab' }),
    messages: ['Debe tener al menos 3 caracteres'],
  },
  'GET /api/users/experience-work/get-experience-work-for-update/:id': {
    path: '/api/users/experience-work/get-experience-work-for-update/uno',
    messages: INVALID_PARAM,
  },
  'PUT /api/users/experience-work/update-experience-work/:id': {
    path: '/api/users/experience-work/update-experience-work/1',
    payload: json({ ...EXPERIENCE, typeEmployment: 'Por horas' }),
    messages: ['Selecciona un tipo de empleo de la lista'],
  },
  // Deleting an experience or a bank requires a nonzero id.
  'DELETE /api/users/experience-work/delete-experience-work/:id': {
    path: '/api/users/experience-work/delete-experience-work/0',
    messages: INVALID_PARAM,
  },
  'POST /api/users/bank-details/add-bank-details': {
    path: '/api/users/bank-details/add-bank-details',
    payload: json({ ...BANK, phone: '56887654321' }),
    messages: ['El teléfono debe comenzar con 569'],
  },
  'GET /api/users/bank-details/get-bank-details-for-update/:id': {
    path: '/api/users/bank-details/get-bank-details-for-update/uno',
    messages: INVALID_PARAM,
  },
  'PUT /api/users/bank-details/update-bank-details/:id': {
    path: '/api/users/bank-details/update-bank-details/1',
    payload: json({ rut_account: '12.345.678-4' }),
    messages: ['Dígito verificador inválido'],
  },
  'PUT /api/users/bank-details/change-select-bank/:id': {
    path: '/api/users/bank-details/change-select-bank/1',
    payload: json({ selected: 'sí' }),
    messages: ['Indica si la cuenta queda seleccionada'],
  },
  'DELETE /api/users/bank-details/delete-bank-details/:id': {
    path: '/api/users/bank-details/delete-bank-details/0',
    messages: INVALID_PARAM,
  },
  'POST /api/users/filter-job-postings': {
    path: '/api/users/filter-job-postings',
    payload: json({ id_region: 'Metropolitana' }),
    messages: ['Los filtros no son válidos'],
  },
  'POST /api/users/search-job-postings': {
    path: '/api/users/search-job-postings',
    payload: json({ search_jps: LONG }),
    messages: ['La búsqueda no puede tener más de 100 caracteres'],
  },
  'GET /api/users/filter-job-postings-by-id/:id': {
    path: '/api/users/filter-job-postings-by-id/uno',
    messages: INVALID_PARAM,
  },
  'POST /api/users/save-posting': {
    path: '/api/users/save-posting',
    payload: json({ id_publication: 'uno' }),
    messages: ['Publicación inválida'],
  },
  'POST /api/users/postulate-job-posting': {
    path: '/api/users/postulate-job-posting',
    payload: json({ id_publication: 0 }),
    messages: ['Publicación inválida'],
  },
  'POST /api/users/update-password': {
    path: '/api/users/update-password',
    payload: json({ current_password: 'Demo12345', new_password: 'Nueva12345', confirm_password: 'Otra12345' }),
    messages: ['Las contraseñas no coinciden'],
  },
  'POST /api/users/email-verification/confirm': {
    path: '/api/users/email-verification/confirm',
    payload: json({ code: '12a456' }),
    messages: ['El código de verificación tiene 6 dígitos.'],
  },
  'POST /api/users/privacy/consents': {
    path: '/api/users/privacy/consents',
    payload: json({ purpose: 'tratamiento' }),
    messages: ['Solo puedes volver a aceptar recibir ofertas de trabajo'],
  },
  'POST /api/users/privacy/consents/:id/withdraw': {
    path: '/api/users/privacy/consents/uno/withdraw',
    messages: INVALID_PARAM,
  },
  'POST /api/users/privacy/requests': {
    path: '/api/users/privacy/requests',
    payload: json({ kind: 'rectificacion', reason: LONG.repeat(5), password: '', corrections: { rut: '1-2' } }),
    messages: [
      'El motivo no puede tener más de 500 caracteres',
      'Ingresa tu contraseña para confirmar',
      'Formato de RUT inválido',
    ],
  },
  'POST /business/privacy-requests/:id/complete': {
    path: '/business/privacy-requests/1/complete',
    payload: json({ answer: '' }),
    messages: ['Escribe la respuesta para la persona'],
  },
  'POST /business/privacy-requests/:id/reject': {
    path: '/business/privacy-requests/1/reject',
    payload: json({ answer: 'x'.repeat(1001) }),
    messages: ['La respuesta no puede tener más de 1000 caracteres'],
  },
  'POST /business/privacy-requests/:id/extend': {
    path: '/business/privacy-requests/1/extend',
    payload: json({ reason: 'x'.repeat(501) }),
    messages: ['El motivo no puede tener más de 500 caracteres'],
  },
  'GET /business/conversations/:id_conversation': {
    path: '/business/conversations/uno',
    messages: INVALID_PARAM,
  },
  'POST /business/conversations/:id_conversation/read': {
    path: '/business/conversations/-3/read',
    messages: INVALID_PARAM,
  },
  'POST /business/conversations/:id_conversation/messages': {
    path: '/business/conversations/1/messages',
    payload: json({ mode: 'text', text: 'Hola\u0000' }),
    messages: ['Contiene caracteres no permitidos'],
  },
  'POST /business/search-my-job-postings': {
    path: '/business/search-my-job-postings',
    payload: json({ search: LONG }),
    messages: ['La búsqueda no puede tener más de 100 caracteres'],
  },
  'POST /business/create-job-posting': {
    path: '/business/create-job-posting',
    payload: json(postingPayload({ title: '' })),
    messages: ['El título es requerido'],
  },
  'GET /business/get-data-job-posting-to-update/:id': {
    path: '/business/get-data-job-posting-to-update/uno',
    messages: INVALID_PARAM,
  },
  'PUT /business/update-job-posting/:id': {
    path: '/business/update-job-posting/1',
    payload: json(postingPayload({ pawn: -5 })),
    messages: ['Solo números permitidos'],
  },
  'DELETE /business/delete-job-posting/:id': { path: '/business/delete-job-posting/uno', messages: INVALID_PARAM },
  'GET /business/get-postulates-job-posting/:id': {
    path: '/business/get-postulates-job-posting/uno',
    messages: INVALID_PARAM,
  },
  'POST /business/send-email-to-user-jobpostulate': {
    path: '/business/send-email-to-user-jobpostulate',
    payload: json({ ...APPLICANT_EMAIL, user_email: 'no-es-correo' }),
    messages: ['Correo electrónico inválido'],
  },
  'GET /public-files/:folder/:name': { path: '/public-files/logos/logo.svg', messages: INVALID_PARAM },
  'POST /contact/emails/reu': {
    path: '/contact/emails/reu',
    payload: json({ phone: '5691234', firstname: 'Ana', lastname: 'Pérez', email: MAIL, message: 'Hola' }),
    messages: ['Teléfono: Telefono no debe ser menor a 8 caracteres'],
  },
  'POST /contact/send-email-contact': {
    path: '/contact/send-email-contact',
    payload: json({ name: 'Ana', email: 'ana@enlista.cl', subject: 'Consulta', message: 'Hola' }),
    messages: ['Correo electrónico: Correo electrónico inválido'],
  },
  'POST /contact/send-email-inquiries-complaints': {
    path: '/contact/send-email-inquiries-complaints',
    payload: json({ kind: 'consulta', name: 'Ana', rut: '12.345.678-4', email: MAIL, company: '', message: 'Hola' }),
    messages: ['RUT: Dígito verificador inválido'],
  },
  'POST /business/contact-business': {
    path: '/business/contact-business',
    payload: json({ ...CONTACT_BUSINESS, phone: '5698765' }),
    messages: ['Teléfono: Teléfono debe tener al menos 9 caracteres'],
  },
  'POST /business/register': {
    path: '/business/register',
    payload: json({ ...BUSINESS_REGISTER, rut_business: '12.345.678-4' }),
    messages: ['RUT de la empresa: Dígito verificador inválido'],
  },
  'POST /_dev/power-token': {
    path: '/_dev/power-token',
    payload: json({ expiresInSeconds: 'una hora' }),
    messages: ['expiresInSeconds debe ser un número entero entre -31536000 y 31536000'],
  },
  'POST /_dev/jobs/:name/run': {
    path: '/_dev/jobs/todos/run',
    messages: ['No existe un trabajo programado con ese nombre.'],
  },
  ...REVIEW_BAD_REQUESTS,
  'POST /business/contracts/upload': {
    path: '/business/contracts/upload',
    payload: form({ data: JSON.stringify({ id_user: 'uno' }), document: textFile('contrato.docx') }),
    messages: ['Elige a un trabajador de tu empresa.', 'El contrato debe ser un archivo PDF.'],
  },
  'POST /business/contracts/template': {
    path: '/business/contracts/template',
    payload: json({ id_user: 1, ...CONTRACT_TEMPLATE, remuneracion: '850,5' }),
    messages: ['Ingresa el monto en pesos, solo números (por ejemplo, 850.000).'],
  },
  'POST /business/contracts/template/preview': {
    path: '/business/contracts/template/preview',
    payload: json({ id_user: 1, ...CONTRACT_TEMPLATE, plazo: 'fijo', fecha_termino: '' }),
    messages: ['Ingresa la fecha de término.'],
  },
  'GET /business/contracts/all': { path: '/business/contracts/all?id_user=uno', messages: INVALID_PARAM },
  'GET /business/contracts/download-file/:id_history': {
    path: '/business/contracts/download-file/uno',
    messages: INVALID_PARAM,
  },
  'GET /api/users/contracts/signing/:id_history': { path: '/api/users/contracts/signing/uno', messages: INVALID_PARAM },
  'GET /api/users/contracts/signing/:id_history/file': {
    path: '/api/users/contracts/signing/uno/file',
    messages: INVALID_PARAM,
  },
  'POST /api/users/contracts/signing/:id_history/send-code': {
    path: '/api/users/contracts/signing/uno/send-code',
    messages: INVALID_PARAM,
  },
  'POST /api/users/contracts/signing/:id_history/sign': {
    path: '/api/users/contracts/signing/1/sign',
    payload: json({ code: '12', consent: true, read_all: true }),
    messages: ['El código de verificación tiene 6 dígitos.'],
  },
  'POST /api/users/contracts/signing/:id_history/reject': {
    path: '/api/users/contracts/signing/1/reject',
    payload: json({ reason: 'No sé' }),
    messages: ['El motivo debe tener al menos 10 caracteres.'],
  },
  'GET /api/public/job-postings/:id': {
    path: '/api/public/job-postings/una-oferta',
    messages: ['Parámetro inválido'],
  },
  'POST /api/public/power-signing/sign': {
    path: '/api/public/power-signing/sign',
    payload: json({ rut: '12.345.678-4', code: '123456', consent: true }),
    messages: ['Dígito verificador inválido'],
  },
  'POST /api/public/power-signing/reject': {
    path: '/api/public/power-signing/reject',
    payload: json({ reason: '' }),
    messages: ['Indica el motivo del rechazo.'],
  },
};

/** Routes that read nothing but their token (a bad token is a 401, see access.test.ts). */
export const TOKEN_ONLY_ROUTES: readonly string[] = [
  'POST /auth/success-login',
  'POST /auth/logout/user',
  'POST /auth/logout/business',
  'GET /general-data/get-all-datas-filters',
  'GET /general-data/get-jobpostings-home',
  'GET /api/users/contracts/all',
  'GET /api/users/assistance/user-assistance',
  'GET /api/users/penaltys/user-penalty',
  'GET /api/users/get-extra-data-user',
  'GET /api/users/experience-work/get-experience-work',
  'GET /api/users/bank-details/get-banks-details',
  'GET /api/users/job-postings',
  'GET /api/users/get-all-save-posting',
  'GET /api/users/get-all-postulate-job-posting',
  'GET /business/job-postings',
  'GET /api/users/privacy/summary',
  'GET /api/users/privacy/export',
  'GET /api/users/privacy/consents',
  'GET /api/users/privacy/requests',
  'POST /api/users/email-verification',
  'GET /business/privacy-requests',
  'GET /business/company-links',
  'GET /business/conversations',
  'GET /healthz',
  'GET /readyz',
  'GET /_dev/outbox',
  'GET /_dev/phone',
  'POST /_dev/reset',
  ...REVIEW_TOKEN_ONLY_ROUTES,
  'POST /_dev/power-owner-token',
  'GET /api/public/power-signing/power',
  'GET /api/public/power-signing/file',
  'POST /api/public/power-signing/send-code',
  'GET /api/users/power-simple/status',
  'GET /api/users/power-simple/signed-file',
  // Its token is the body's signature (401 without it); its signed bad bodies are in
  // routes/webhooks/whatsapp.test.ts.
  'POST /webhooks/whatsapp',
];

/**
 * Routes that read input but answer a malformed value exactly as an unknown one, so the answer
 * does not tell them apart (their own tests prove it): /verify's code.
 */
export const NEUTRAL_INPUT_ROUTES: readonly string[] = ['GET /api/public/verify/:code'];
