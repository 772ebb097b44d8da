// The contract of the document review routes, an extension of the specified API (each entry has
// `extension: true`): the company's queue, decisions, worker's file and required documents, and
// the worker's news. Spread into OPERATIONS; answer schemas are the shared wire shapes.
import {
  BulkApprovalAnswerSchema,
  DecisionAnswerSchema,
  DismissNewsAnswerSchema,
  DocumentRequestAnswerSchema,
  NewsAnswerSchema,
  QueuePageSchema,
  RequiredDocumentsAnswerSchema,
  ReviewDocumentAnswerSchema,
  SavedRequirementsAnswerSchema,
  WorkerFileAnswerSchema,
} from '../../src/lib/contract/index.ts';
import { errorAnswer } from './answers.ts';
import type { Answer, Operation } from './operations.ts';

const ok = (description: string, body: Answer['body']): Answer => ({ description, body });
const refusal = (description: string): Answer => ({ description, body: errorAnswer });
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

const notFound = refusal('El documento no es de un trabajador que la empresa vea (otra empresa, o no existe).');
const decisionRefusals = {
  403: refusal('El trabajador solo postuló: decide la empresa con la que se registró.'),
  404: notFound,
  409: refusal('El documento ya no está en revisión, o cambió desde la versión enviada (If-Match).'),
};

const company = (summary: string, answers: Operation['answers']): Operation => ({
  summary,
  api: 'business',
  auth: 'business',
  answers,
  extension: true,
});

export const REVIEW_OPERATIONS: Readonly<Record<string, Operation>> = {
  'GET /business/review/queue': company('Documentos por revisar (50 por página, los más antiguos primero)', {
    200: ok('Una página de la cola, el total y el cursor de la siguiente.', QueuePageSchema),
  }),
  'GET /business/review/documents/:id_file': company('Un documento por revisar, con su historial', {
    200: ok('El documento, su trabajador y su historial.', ReviewDocumentAnswerSchema),
    404: notFound,
  }),
  'GET /business/review/documents/:id_file/file': company('El archivo de un documento, para el visor', {
    200: ok('El PDF o la imagen.', { binary: FILE_TYPES }),
    404: refusal('El documento no es de un trabajador de la empresa, o aún no se sube.'),
  }),
  'POST /business/review/documents/:id_file/approve': company('Aprobar un documento', {
    200: ok('Aprobado: el documento, el siguiente de la cola y cuántos quedan.', DecisionAnswerSchema),
    ...decisionRefusals,
  }),
  'POST /business/review/documents/:id_file/reject': company('Rechazar un documento con su motivo', {
    200: ok('Rechazado: el documento, el siguiente de la cola y cuántos quedan.', DecisionAnswerSchema),
    ...decisionRefusals,
  }),
  'POST /business/review/approve-many': company('Aprobar varios documentos (resultado por documento)', {
    200: ok('El resultado de cada documento, el siguiente de la cola y cuántos quedan.', BulkApprovalAnswerSchema),
  }),
  'GET /business/workers/:id_user': company('Ficha del trabajador', {
    200: ok(
      'Datos, perfiles, documentos con su historial, faltantes y respuestas del registro.',
      WorkerFileAnswerSchema,
    ),
    404: refusal('La persona no se registró con la empresa ni postuló a sus publicaciones.'),
  }),
  'POST /business/workers/:id_user/request-documents': company('Solicitar al trabajador lo que falta', {
    200: ok('Mensaje enviado por correo (y chat si tiene teléfono).', DocumentRequestAnswerSchema),
    403: refusal('El trabajador solo postuló: le pide documentos la empresa con la que se registró.'),
    404: refusal('La persona no se registró con la empresa ni postuló a sus publicaciones.'),
    409: refusal('No hay documentos pendientes, rechazados ni vencidos.'),
    429: refusal('Ya se le pidieron documentos 3 veces en 24 horas: esperar (Retry-After).'),
  }),
  'GET /business/required-documents': company('Documentos requeridos por perfil', {
    200: ok('Los perfiles que ofrece la empresa con sus documentos, y el catálogo.', RequiredDocumentsAnswerSchema),
  }),
  'PUT /business/required-documents/:id_profile': company('Guardar los documentos requeridos de un perfil', {
    200: ok(
      'La lista guardada y los documentos agregados o quitados a los trabajadores.',
      SavedRequirementsAnswerSchema,
    ),
    404: refusal('La empresa no ofrece ese perfil.'),
  }),
  'GET /api/users/news': {
    summary: 'Novedades del trabajador: decisiones sobre sus documentos',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Las decisiones no descartadas, de la más nueva a la más antigua.', NewsAnswerSchema) },
    extension: true,
  },
  'POST /api/users/news/dismiss': {
    summary: 'Descartar las novedades vistas',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Novedades descartadas.', DismissNewsAnswerSchema) },
    extension: true,
  },
};
