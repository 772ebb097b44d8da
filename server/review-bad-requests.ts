// One malformed request per document review route, with the exact Spanish messages of its 400
// answer (spread into BAD_REQUESTS; bad-input.test.ts sends each with the right live token).
import type { BadRequest } from './bad-input-requests.ts';

const INVALID_PARAM = ['Parámetro inválido'];

export const REVIEW_BAD_REQUESTS: Readonly<Record<string, BadRequest>> = {
  'GET /business/get-registered-profiles': {
    path: '/business/get-registered-profiles?documentation=todas',
    messages: ['Elige un estado de documentación de la lista'],
  },
  'GET /business/review/queue': {
    path: '/business/review/queue?cursor=%24%24',
    messages: ['La página pedida no es válida. Vuelve a abrir la lista desde el comienzo.'],
  },
  'GET /business/review/documents/:id_file': { path: '/business/review/documents/uno', messages: INVALID_PARAM },
  'GET /business/review/documents/:id_file/file': {
    path: '/business/review/documents/-1/file',
    messages: INVALID_PARAM,
  },
  'POST /business/review/documents/:id_file/approve': {
    path: '/business/review/documents/1/approve',
    payload: { json: { issue_date: 20240115, expiration_date: '2030-01-15' } },
    messages: ['La fecha de emisión no es válida'],
  },
  'POST /business/review/documents/:id_file/reject': {
    path: '/business/review/documents/1/reject',
    payload: { json: { reason: 'otro', detail: '  ' } },
    messages: ['Describe el motivo del rechazo'],
  },
  'POST /business/review/approve-many': {
    path: '/business/review/approve-many',
    payload: { json: { documents: [] } },
    messages: ['Elige al menos un documento para aprobar'],
  },
  'GET /business/workers/:id_user': { path: '/business/workers/abc', messages: INVALID_PARAM },
  'POST /business/workers/:id_user/request-documents': {
    path: '/business/workers/1.5/request-documents',
    messages: INVALID_PARAM,
  },
  'PUT /business/required-documents/:id_profile': {
    path: '/business/required-documents/1',
    payload: { json: { documents: [{ purpose_name: 'pasaporte' }] } },
    messages: ['Ese documento no está en el catálogo'],
  },
  'POST /api/users/news/dismiss': {
    path: '/api/users/news/dismiss',
    payload: { json: { until: 0 } },
    messages: ['Indica hasta qué novedad descartar'],
  },
};

/** Review routes that read nothing but their token. */
export const REVIEW_TOKEN_ONLY_ROUTES: readonly string[] = ['GET /business/required-documents', 'GET /api/users/news'];
