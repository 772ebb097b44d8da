// The contract of every route the front end calls, beside the route table rather than inside the
// handlers: which API it belongs to, the token it needs, the bodies the route reads by hand
// (multipart and hand-parsed JSON: the validated ones are read from the route table itself) and
// every answer with its schema. Keys are the route table's 'METHOD /path/:param'.
import type * as v from 'valibot';
import * as B from '../../src/lib/contract/business.ts';
import * as H from '../../src/lib/contract/health.ts';
import * as J from '../../src/lib/contract/jobs.ts';
import { WorkerAccountAnswerSchema } from '../../src/lib/contract/auth.ts';
import { UploadDataSchema } from '../../src/lib/contract/documents.ts';
import { emailCodeSentAnswerSchema, emailVerifiedAnswerSchema } from '../../src/lib/contract/email-verification.ts';
import {
  BusinessContactBodySchema,
  BusinessRegisterBodySchema,
  ContactBodySchema,
  InquiryBodySchema,
  MeetingBodySchema,
} from '../../src/lib/contract/public-forms.ts';
import { PowerFieldsSchema } from '../../src/lib/contract/power.ts';
import { WebhookNotificationSchema, webhookReceivedAnswerSchema } from '../../src/lib/contract/whatsapp-webhook.ts';
import * as I from '../../src/lib/contract/inbox.ts';
import * as P from '../../src/lib/contract/privacy.ts';
import { sharedPostingAnswerSchema } from '../../src/lib/contract/public-posting.ts';
import {
  DynamicSubmissionSchema,
  RegistrationBodySchema,
  RegistrationConsentsSchema,
} from '../../src/lib/contract/register.ts';
import * as A from './answers.ts';
import { REVIEW_OPERATIONS } from './review-operations.ts';
import { SIGNING_OPERATIONS } from './signing-operations.ts';

/** The three base URLs the site is built with, plus the local API's development routes. */
export type Api = 'users' | 'business' | 'data' | 'dev';
export type Auth = 'user' | 'business' | 'power' | 'owner';

/** A multipart part: a JSON text checked by a schema, a file, or a plain text field. */
export type FormPart =
  | { readonly json: v.GenericSchema; readonly description: string }
  | { readonly file: string }
  | { readonly fields: v.GenericSchema };

export type RequestBody =
  | { readonly json: v.GenericSchema }
  | { readonly multipart: Readonly<Record<string, FormPart>>; readonly required: readonly string[] };

export interface Answer {
  readonly description: string;
  /** JSON body schema; `binary` for a file with its media types; `none` for an empty body. */
  readonly body: v.GenericSchema | { readonly binary: readonly string[] } | 'none';
}

export interface Operation {
  readonly summary: string;
  readonly api: Api;
  readonly auth?: Auth;
  /** A body the handler reads itself (bodies checked by `jsonBody` come from the route table). */
  readonly body?: RequestBody;
  /** Success answers and the refusals particular to this route, by status. */
  readonly answers: Readonly<Record<number, Answer>>;
  /**
   * A route the product needs beyond the backend API it was specified against (document review,
   * signing, privacy requests, e-mail verification from the settings): the document tags it, so a backend team sees what to add, and
   * `npm run contract` reports it as not implemented, not as a mismatch, where a backend lacks it.
   */
  readonly extension?: true;
}

const ok = (description: string, body: Answer['body']): Answer => ({ description, body });
const refusal = (description: string): Answer => ({ description, body: A.errorAnswer });
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const notFound = (what: string) => refusal(`${what} no existe o no es tuya.`);
const conflict = (what: string) => refusal(what);
/** The 429 of a throttled route: Retry-After in seconds and a Spanish message asking to wait. */
const throttled = refusal('Demasiadas solicitudes: esperar los segundos de Retry-After antes de reintentar.');

const uploadBody: RequestBody = {
  multipart: {
    data: { json: UploadDataSchema, description: 'JSON con el perfil al que pertenecen los archivos.' },
    '{purpose_name}': { file: 'Un archivo PDF, PNG, JPG o JPEG (20 MB como máximo) por cada documento.' },
  },
  required: ['data'],
};

export const OPERATIONS: Readonly<Record<string, Operation>> = {
  'POST /auth/login': {
    summary: 'Iniciar sesión (trabajador con el enlace de su empresa, o empresa)',
    api: 'users',
    answers: {
      200: ok('Sesión iniciada con su token, o un código de verificación enviado por correo.', A.loginAnswer),
      401: refusal('Correo o contraseña incorrectos.'),
      403: ok(
        'Extensión: sin rgs, el correo y la contraseña correctos de un trabajador; la página de su empresa.',
        WorkerAccountAnswerSchema,
      ),
      429: refusal('Demasiados intentos fallidos: esperar antes de reintentar.'),
    },
  },
  'POST /auth/validate-code-email-verification': {
    summary: 'Confirmar el código de verificación enviado por correo',
    api: 'users',
    answers: { 200: ok('Sesión iniciada.', A.signedInAnswer) },
  },
  'POST /auth/reset-password': {
    summary: 'Pedir un enlace para restablecer la contraseña',
    api: 'users',
    answers: { 200: ok('Mismo mensaje exista o no el correo.', A.messageAnswer), 429: throttled },
  },
  'POST /auth/worker-sign-in-link': {
    summary: 'Enviar a un trabajador el enlace de acceso de su empresa',
    api: 'users',
    answers: { 200: ok('Mismo mensaje exista o no el correo.', A.messageAnswer), 429: throttled },
    extension: true,
  },
  'POST /auth/reset-password-verify-token': {
    summary: 'Comprobar un enlace de restablecimiento',
    api: 'users',
    answers: {
      200: ok('El enlace sirve.', A.resetTokenAnswer),
      204: ok('El enlace no sirve (vencido, usado o desconocido).', 'none'),
    },
  },
  'POST /auth/reset-password-confirm': {
    summary: 'Guardar la nueva contraseña con un enlace de restablecimiento',
    api: 'users',
    answers: { 200: ok('Contraseña cambiada.', A.messageAnswer) },
  },
  'POST /auth/success-login': {
    summary: 'Datos actualizados del trabajador con sesión iniciada',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El trabajador con sus perfiles y documentos.', A.refreshedUserAnswer) },
  },
  'POST /auth/logout/user': {
    summary: 'Cerrar la sesión del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Sesión cerrada: el token deja de servir.', A.messageAnswer) },
  },
  'POST /auth/logout/business': {
    summary: 'Cerrar la sesión de la empresa',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Sesión cerrada: el token deja de servir.', A.messageAnswer) },
  },
  'GET /general-data/get-filtered-regions/:param': {
    summary: 'Regiones de una zona',
    api: 'data',
    answers: { 200: ok('Regiones de la zona.', A.regionsAnswer) },
  },
  'GET /general-data/get-filtered-communes/:param': {
    summary: 'Comunas de una región',
    api: 'data',
    answers: { 200: ok('Comunas de la región.', A.communesAnswer) },
  },
  'GET /general-data/get-all-datas-filters': {
    summary: 'Datos de referencia para los filtros',
    api: 'data',
    answers: { 200: ok('Zonas, regiones, comunas, vehículos, capacidades y horarios.', A.filtersAnswer) },
  },
  'GET /general-data/get-jobpostings-home': {
    summary: 'Publicaciones activas de la portada',
    api: 'data',
    answers: { 200: ok('Publicaciones activas.', A.postingsAnswer) },
  },
  'GET /api/public/job-postings/:id': {
    summary: 'Una publicación compartida, con su empresa y sus otras publicaciones abiertas',
    api: 'data',
    extension: true,
    answers: {
      200: ok(
        'La publicación (null si se eliminó), si sigue abierta, el enlace de su empresa y otras abiertas.',
        sharedPostingAnswerSchema,
      ),
      404: { description: 'Ni la publicación ni la empresa del enlace existen.', body: A.errorAnswer },
    },
  },
  'POST /api/users/validate-business-register/:name_business/:rgs': {
    summary: 'Comprobar un enlace de registro de empresa',
    api: 'users',
    answers: { 200: ok('Si el enlace corresponde a una empresa.', A.tenantLinkAnswer) },
  },
  'POST /api/users/validate-email-user': {
    summary: 'Saber si un correo ya está registrado en la empresa',
    api: 'users',
    answers: { 200: ok('Si ya existe.', A.existsAnswer), 429: throttled },
  },
  'POST /api/users/validate-rut-user': {
    summary: 'Saber si un RUT ya está registrado en la empresa',
    api: 'users',
    answers: { 200: ok('Si ya existe.', A.existsAnswer), 429: throttled },
  },
  'POST /api/users/validate-phone-user': {
    summary: 'Saber si un teléfono ya está registrado en la empresa',
    api: 'users',
    answers: { 200: ok('Si ya existe.', A.existsAnswer), 429: throttled },
  },
  'GET /api/users/register/lookups/:name_business/:rgs': {
    summary: 'Empresa y listas del registro fijo',
    api: 'users',
    answers: {
      200: ok('La empresa, regiones, vehículos, horarios y perfiles.', A.registrationLookupsAnswer),
      404: refusal('El enlace no corresponde a una empresa.'),
    },
  },
  'POST /api/users/register': {
    summary: 'Registrar un trabajador (registro fijo)',
    api: 'users',
    body: {
      multipart: { data: { json: RegistrationBodySchema, description: 'JSON con los datos del registro.' } },
      required: ['data'],
    },
    answers: {
      201: ok('Trabajador registrado.', A.registeredAnswer),
      409: conflict('Correo, RUT o teléfono ya registrados en la empresa (un mensaje por dato).'),
      429: throttled,
    },
  },
  'GET /forms/register/active': {
    summary: 'Formulario de registro activo de una empresa',
    api: 'users',
    answers: {
      200: ok('El formulario activo, o null si la empresa usa el registro fijo.', A.activeFormAnswer),
      404: refusal('La empresa no tiene formulario de registro.'),
    },
  },
  'GET /forms/register/page': {
    summary: 'Una página del formulario de registro',
    api: 'users',
    answers: { 200: ok('La página con sus componentes.', A.formPageAnswer), 404: refusal('La página no existe.') },
  },
  'GET /forms/register/all': {
    summary: 'Todas las páginas del formulario de registro',
    api: 'users',
    answers: { 200: ok('Las páginas en orden.', A.formPagesAnswer), 404: refusal('El formulario no existe.') },
  },
  'POST /forms/register/submit': {
    summary: 'Enviar las respuestas del formulario de registro',
    api: 'users',
    body: {
      multipart: {
        userData: { json: DynamicSubmissionSchema, description: 'JSON con las respuestas de cada página.' },
        consents: {
          json: RegistrationConsentsSchema,
          description:
            'JSON con los consentimientos de la última página: sin el tratamiento de datos aceptado, el registro se rechaza.',
        },
        '{input_id}': { file: 'Un archivo por cada campo de archivo del formulario.' },
      },
      required: ['userData', 'consents'],
    },
    answers: {
      201: ok('Registro guardado y trabajador creado.', A.submittedAnswer),
      409: conflict('Correo, RUT o teléfono ya registrados en la empresa.'),
      429: throttled,
    },
  },
  'GET /geocoder/search': {
    summary: 'Sugerencias de direcciones (compatible con Nominatim; PUBLIC_GEOCODER_URL)',
    api: 'users',
    answers: { 200: ok('Direcciones encontradas.', A.geocoderAnswer) },
  },
  'POST /api/users/create-power-simple': {
    summary: 'Crear un poder simple (token del enlace del poder en auth-user)',
    api: 'users',
    auth: 'power',
    body: {
      multipart: {
        '(campos)': { fields: PowerFieldsSchema },
        'files[cedula_identidad_frontal_owner]': { file: 'Frente de la cédula del dueño (imagen).' },
        'files[cedula_identidad_posterior_owner]': { file: 'Reverso de la cédula del dueño (imagen).' },
      },
      required: ['files[cedula_identidad_frontal_owner]', 'files[cedula_identidad_posterior_owner]'],
    },
    answers: {
      201: ok('Poder creado; el dueño recibe un mensaje para firmarlo.', A.messageAnswer),
      409: conflict('El enlace ya se usó.'),
    },
  },
  'GET /api/users/files/default/obtain-all-documents-user': {
    summary: 'Documentos generales de un perfil del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Documentos del perfil.', A.documentsAnswer), 404: notFound('El perfil') },
  },
  'POST /api/users/files/default/upload-files-user': {
    summary: 'Subir documentos generales',
    api: 'users',
    auth: 'user',
    body: uploadBody,
    answers: {
      200: ok('Documentos guardados.', A.uploadedAnswer),
      404: notFound('El perfil'),
      409: conflict('El documento ya fue aceptado y no se puede reemplazar.'),
    },
  },
  'GET /api/users/files/default/get-file-user/:purpose/:id_profile_user': {
    summary: 'Un documento general por su propósito',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El documento.', A.fileAnswer), 404: notFound('El documento') },
  },
  'GET /api/users/files/default/download-file/:id_profile_user/:id_file': {
    summary: 'Descargar un documento general',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El archivo.', { binary: FILE_TYPES }), 404: notFound('El archivo') },
  },
  'GET /api/users/files/custom/obtain-all-documents-user': {
    summary: 'Documentos personalizados de un perfil del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Documentos del perfil.', A.documentsAnswer), 404: notFound('El perfil') },
  },
  'POST /api/users/files/custom/upload-files-user': {
    summary: 'Subir documentos personalizados',
    api: 'users',
    auth: 'user',
    body: uploadBody,
    answers: {
      200: ok('Documentos guardados.', A.uploadedAnswer),
      404: notFound('El perfil'),
      409: conflict('El documento ya fue aceptado y no se puede reemplazar.'),
    },
  },
  'GET /api/users/files/custom/get-file-user/:purpose/:id_profile_user': {
    summary: 'Un documento personalizado por su propósito',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El documento.', A.fileAnswer), 404: notFound('El documento') },
  },
  'GET /api/users/files/custom/download-file/:id_profile_user/:id_file': {
    summary: 'Descargar un documento personalizado',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El archivo.', { binary: FILE_TYPES }), 404: notFound('El archivo') },
  },
  'GET /api/users/contracts/all': {
    summary: 'Contratos del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Contratos, del más reciente al más antiguo.', A.contractsAnswer) },
  },
  'GET /api/users/contracts/download-file/:original_document_id/:id_history': {
    summary: 'Descargar un contrato',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('El contrato en PDF.', { binary: ['application/pdf'] }), 404: notFound('El contrato') },
  },
  'GET /api/users/assistance/user-assistance': {
    summary: 'Asistencias del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Asistencias.', A.attendanceAnswer) },
  },
  'GET /api/users/penaltys/user-penalty': {
    summary: 'Multas del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Multas.', A.penaltiesAnswer) },
  },
  'GET /api/users/get-all-profiles-business/:id': {
    summary: 'Perfiles que ofrece la empresa del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Perfiles.', A.businessProfilesAnswer), 403: refusal('La empresa no es la del trabajador.') },
  },
  'GET /api/users/get-extra-data-user': {
    summary: 'Datos personales del trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Datos personales.', A.personalDataAnswer) },
  },
  'POST /api/users/update-data-user': {
    summary: 'Guardar los datos personales',
    api: 'users',
    auth: 'user',
    answers: {
      200: ok('Datos guardados.', A.savedPersonalDataAnswer),
      409: conflict(
        'Otra sesión guardó cambios en estos datos después de leerlos (If-Match con una versión anterior).',
      ),
    },
  },
  'POST /api/users/update-profile-image': {
    summary: 'Cambiar la foto de perfil',
    api: 'users',
    auth: 'user',
    body: {
      multipart: { newProfileImage: { file: 'Imagen PNG o JPG (3 MB como máximo).' } },
      required: ['newProfileImage'],
    },
    answers: { 200: ok('Foto guardada.', A.profileImageAnswer) },
  },
  'GET /api/users/experience-work/get-experience-work': {
    summary: 'Experiencias laborales',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Experiencias.', A.experiencesAnswer) },
  },
  'POST /api/users/experience-work/add-experience-work': {
    summary: 'Agregar una experiencia laboral',
    api: 'users',
    auth: 'user',
    answers: { 201: ok('Experiencia agregada.', A.savedExperienceAnswer) },
  },
  'GET /api/users/experience-work/get-experience-work-for-update/:id': {
    summary: 'Una experiencia laboral para editarla',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('La experiencia.', A.experienceAnswer), 404: notFound('La experiencia') },
  },
  'PUT /api/users/experience-work/update-experience-work/:id': {
    summary: 'Guardar una experiencia laboral',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Experiencia guardada.', A.savedExperienceAnswer), 404: notFound('La experiencia') },
  },
  'DELETE /api/users/experience-work/delete-experience-work/:id': {
    summary: 'Eliminar una experiencia laboral',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Experiencia eliminada.', A.messageAnswer), 404: notFound('La experiencia') },
  },
  'GET /api/users/bank-details/get-banks-details': {
    summary: 'Cuentas bancarias',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Cuentas.', A.banksAnswer) },
  },
  'POST /api/users/bank-details/add-bank-details': {
    summary: 'Agregar una cuenta bancaria',
    api: 'users',
    auth: 'user',
    answers: { 201: ok('Cuenta agregada.', A.savedBankAnswer), 409: conflict('El trabajador ya tiene una cuenta.') },
  },
  'GET /api/users/bank-details/get-bank-details-for-update/:id': {
    summary: 'Una cuenta bancaria para editarla',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('La cuenta.', A.bankAnswer), 404: notFound('La cuenta') },
  },
  'PUT /api/users/bank-details/update-bank-details/:id': {
    summary: 'Guardar una cuenta bancaria',
    api: 'users',
    auth: 'user',
    answers: {
      200: ok('Cuenta guardada.', A.savedBankAnswer),
      404: notFound('La cuenta'),
      409: conflict(
        'Otra sesión guardó cambios en estos datos después de leerlos (If-Match con una versión anterior).',
      ),
    },
  },
  'PUT /api/users/bank-details/change-select-bank/:id': {
    summary: 'Elegir la cuenta bancaria para los pagos',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Cuenta elegida.', A.savedBankAnswer), 404: notFound('La cuenta') },
  },
  'DELETE /api/users/bank-details/delete-bank-details/:id': {
    summary: 'Eliminar una cuenta bancaria',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Cuenta eliminada.', A.messageAnswer), 404: notFound('La cuenta') },
  },
  'GET /api/users/job-postings': {
    summary: 'Publicaciones activas para el trabajador',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Publicaciones.', A.countedPostingsAnswer) },
  },
  'POST /api/users/filter-job-postings': {
    summary: 'Filtrar publicaciones',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Publicaciones que cumplen los filtros.', A.workerPostingListAnswer) },
  },
  'POST /api/users/search-job-postings': {
    summary: 'Buscar publicaciones por texto y filtros',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Publicaciones encontradas.', A.workerPostingListAnswer) },
  },
  'GET /api/users/filter-job-postings-by-id/:id': {
    summary: 'Una publicación',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('La publicación.', A.postingAnswer), 404: refusal('La publicación no existe.') },
  },
  'POST /api/users/save-posting': {
    summary: 'Guardar una publicación',
    api: 'users',
    auth: 'user',
    answers: {
      201: ok('Publicación guardada.', A.messageAnswer),
      404: refusal('La publicación no existe.'),
      409: conflict('Ya estaba guardada.'),
    },
  },
  'POST /api/users/postulate-job-posting': {
    summary: 'Postular a una publicación',
    api: 'users',
    auth: 'user',
    answers: {
      201: ok('Postulación enviada.', A.messageAnswer),
      400: refusal('La fecha de inicio de la publicación ya pasó.'),
      404: refusal('La publicación no existe.'),
      409: conflict('Ya había postulado.'),
    },
  },
  'GET /api/users/get-all-save-posting': {
    summary: 'Publicaciones guardadas',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Publicaciones guardadas.', A.postingsAnswer) },
  },
  'GET /api/users/get-all-postulate-job-posting': {
    summary: 'Publicaciones a las que postuló',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Postulaciones.', A.postingsAnswer) },
  },
  'POST /api/users/update-password': {
    summary: 'Cambiar la contraseña',
    api: 'users',
    auth: 'user',
    answers: { 200: ok('Contraseña cambiada.', A.messageAnswer), 429: throttled },
  },
  'POST /api/users/email-verification': {
    summary: 'Enviar al trabajador un código para verificar su correo desde la configuración',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Código enviado: cuándo vence y desde cuándo se puede pedir otro.', emailCodeSentAnswerSchema),
      409: conflict('El correo ya está verificado.'),
      429: refusal('Un código por minuto y cinco por hora (Retry-After en segundos).'),
    },
  },
  'POST /api/users/email-verification/confirm': {
    summary: 'Verificar el correo del trabajador con el código enviado',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Correo verificado.', emailVerifiedAnswerSchema),
      409: conflict('El correo ya está verificado.'),
      422: refusal('Código incorrecto, vencido, sin intentos o reemplazado por uno más nuevo.'),
    },
  },
  'GET /api/users/privacy/summary': {
    summary: 'Qué datos guardamos del trabajador, quién los recibe y por cuánto tiempo',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: { 200: ok('Los datos por categoría, sus destinatarios y su conservación.', P.privacySummaryAnswerSchema) },
  },
  'GET /api/users/privacy/export': {
    summary: 'Descargar mis datos: un ZIP con el JSON de todos los registros y los archivos del trabajador',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('El ZIP, con Content-Length (formato en docs/privacy-export.md).', { binary: ['application/zip'] }),
    },
  },
  'GET /api/users/privacy/consents': {
    summary: 'Historial de consentimientos del trabajador',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: { 200: ok('Del más reciente al más antiguo, con los retirados.', P.consentsAnswerSchema) },
  },
  'POST /api/users/privacy/consents': {
    summary: 'Volver a aceptar recibir ofertas de trabajo por correo o WhatsApp',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      201: ok('Consentimiento registrado.', P.consentAnswerSchema),
      409: conflict('Ya lo había aceptado.'),
    },
  },
  'POST /api/users/privacy/consents/:id/withdraw': {
    summary: 'Retirar un consentimiento opcional (tiene efecto de inmediato)',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Consentimiento retirado.', P.consentAnswerSchema),
      404: notFound('El consentimiento'),
      409: conflict('Es el consentimiento obligatorio, o ya estaba retirado.'),
    },
  },
  'GET /api/users/privacy/requests': {
    summary: 'Solicitudes de privacidad del trabajador, con su estado y plazo',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: { 200: ok('De la más reciente a la más antigua.', P.privacyRequestsAnswerSchema) },
  },
  'POST /api/users/privacy/requests': {
    summary: 'Pedir corrección, eliminación, oposición o bloqueo temporal (con la contraseña)',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      201: ok('Solicitud recibida, con su plazo de respuesta.', P.privacyRequestAnswerSchema),
      409: conflict('Ya hay una pendiente de ese tipo, o un bloqueo sin otra solicitud pendiente.'),
      429: refusal('Demasiadas contraseñas incorrectas: esperar antes de reintentar.'),
    },
  },
  'GET /business/job-postings': {
    summary: 'Publicaciones de la empresa',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Publicaciones con su número de postulantes.', A.companyPostingsAnswer) },
  },
  'POST /business/search-my-job-postings': {
    summary: 'Buscar entre las publicaciones de la empresa',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Publicaciones encontradas.', A.companySearchAnswer) },
  },
  'POST /business/create-job-posting': {
    summary: 'Crear una publicación',
    api: 'business',
    auth: 'business',
    answers: { 201: ok('Publicación creada.', A.savedCompanyPostingAnswer) },
  },
  'GET /business/get-data-job-posting-to-update/:id': {
    summary: 'Una publicación de la empresa para editarla',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('La publicación.', A.companyPostingAnswer), 404: notFound('La publicación') },
  },
  'PUT /business/update-job-posting/:id': {
    summary: 'Guardar una publicación',
    api: 'business',
    auth: 'business',
    answers: {
      200: ok('Publicación guardada.', A.savedCompanyPostingAnswer),
      404: notFound('La publicación'),
      409: conflict(
        'Otra sesión guardó cambios en estos datos después de leerlos (If-Match con una versión anterior).',
      ),
    },
  },
  'DELETE /business/delete-job-posting/:id': {
    summary: 'Eliminar una publicación',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Publicación eliminada.', A.messageAnswer), 404: notFound('La publicación') },
  },
  'GET /business/get-postulates-job-posting/:id': {
    summary: 'Postulantes de una publicación',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Postulantes.', A.applicantsAnswer), 404: notFound('La publicación') },
  },
  'POST /business/send-email-to-user-jobpostulate': {
    summary: 'Escribir por correo a un postulante',
    api: 'business',
    auth: 'business',
    answers: {
      200: ok('Correo enviado.', A.messageAnswer),
      403: refusal('La persona no postuló a una publicación de la empresa.'),
      404: refusal('La persona no existe.'),
      429: throttled,
    },
  },
  'GET /business/get-registered-profiles': {
    summary: 'Trabajadores registrados en la empresa',
    api: 'business',
    auth: 'business',
    answers: { 200: ok('Trabajadores con sus perfiles.', A.registeredWorkersAnswer) },
  },
  'GET /business/company-links': {
    summary: 'Con qué se arman los enlaces de registro y de inicio de sesión de la empresa',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Nombre de la empresa, name_business y rgs (grupo de registro).', B.CompanyLinksAnswerSchema),
      404: refusal('La empresa de la cuenta no existe.'),
    },
  },
  'GET /business/privacy-requests': {
    summary: 'Solicitudes de privacidad de los trabajadores de la empresa',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Pendientes primero, por plazo; cada una con su registro.', P.businessPrivacyRequestsAnswerSchema),
    },
  },
  'POST /business/privacy-requests/:id/complete': {
    summary: 'Completar una solicitud de privacidad (una eliminación anonimiza al trabajador)',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Solicitud completada, con lo que se conserva por ley.', P.businessPrivacyRequestAnswerSchema),
      404: notFound('La solicitud'),
      409: conflict('Ya respondida, un dato que ya tiene otro trabajador, o un bloqueo sin nada pendiente.'),
    },
  },
  'POST /business/privacy-requests/:id/reject': {
    summary: 'Rechazar una solicitud de privacidad con su motivo',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Solicitud rechazada.', P.businessPrivacyRequestAnswerSchema),
      404: notFound('La solicitud'),
      409: conflict('Ya respondida.'),
    },
  },
  'POST /business/privacy-requests/:id/extend': {
    summary: 'Extender una vez el plazo de una solicitud de privacidad',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Plazo extendido.', P.businessPrivacyRequestAnswerSchema),
      404: notFound('La solicitud'),
      409: conflict('Ya respondida o ya extendida.'),
    },
  },
  'GET /business/conversations': {
    summary: "Conversaciones de WhatsApp de la empresa ('Mensajes'), la más reciente primero",
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok(
        'Una por persona de la empresa que tiene mensajes, con no leídos y cierre de la ventana de 24 horas.',
        I.ConversationsAnswerSchema,
      ),
    },
  },
  'GET /business/conversations/:id_conversation': {
    summary: 'Los mensajes de una conversación, cada enviado con su estado de entrega',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok(
        'La conversación, sus mensajes (del más antiguo) y el texto de la plantilla de seguimiento.',
        I.ConversationAnswerSchema,
      ),
      404: notFound('La conversación'),
    },
  },
  'POST /business/conversations/:id_conversation/messages': {
    summary: 'Responder: texto libre dentro de las 24 horas, o la plantilla de seguimiento',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok(
        'Mensaje en cola para el WhatsApp de la persona (con su correo si el chat falla).',
        I.InboxReplyAnswerSchema,
      ),
      404: notFound('La conversación'),
      409: conflict('Texto libre fuera de la ventana de 24 horas: solo puede ir la plantilla.'),
    },
  },
  'POST /business/conversations/:id_conversation/read': {
    summary: 'Marcar una conversación como leída',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('Leída hasta ahora.', I.ConversationReadAnswerSchema),
      404: notFound('La conversación'),
    },
  },
  'GET /public-files/:folder/:name': {
    summary: 'Logos y fotos de perfil publicados por la API',
    api: 'users',
    answers: {
      200: ok('La imagen.', { binary: ['image/png', 'image/jpeg', 'image/svg+xml', 'image/webp'] }),
      404: refusal('La imagen no existe.'),
    },
  },
  'POST /contact/emails/reu': {
    summary: 'Pedir una reunión',
    api: 'users',
    body: { json: MeetingBodySchema },
    answers: { 200: ok('Solicitud recibida.', A.messageAnswer), 429: throttled },
  },
  'POST /contact/send-email-contact': {
    summary: 'Mensaje de contacto',
    api: 'users',
    body: { json: ContactBodySchema },
    answers: { 200: ok('Mensaje recibido.', A.messageAnswer), 429: throttled },
  },
  'POST /contact/send-email-inquiries-complaints': {
    summary: 'Consulta o reclamo',
    api: 'users',
    body: { json: InquiryBodySchema },
    answers: { 200: ok('Solicitud recibida.', A.messageAnswer), 429: throttled },
  },
  'POST /business/contact-business': {
    summary: 'Contacto de una empresa interesada',
    api: 'business',
    body: { json: BusinessContactBodySchema },
    answers: { 200: ok('Mensaje recibido.', A.messageAnswer), 429: throttled },
  },
  'POST /business/register': {
    summary: 'Registro de una empresa con sus requerimientos de flota (JSON, o multipart con logo)',
    api: 'business',
    body: { json: BusinessRegisterBodySchema },
    answers: { 200: ok('Registro recibido.', A.messageAnswer), 429: throttled },
  },
  'GET /healthz': {
    summary: 'El proceso de la API responde (para el balanceador de carga)',
    api: 'users',
    extension: true,
    answers: { 200: ok('{ status: "ok" }.', H.HealthAnswerSchema) },
  },
  'GET /readyz': {
    summary: 'La API puede atender: base de datos, archivos y cola de mensajes disponibles',
    api: 'users',
    extension: true,
    answers: {
      200: ok('Todo disponible, con cada parte revisada.', H.HealthAnswerSchema),
      503: ok('Alguna parte no está disponible: se nombra en checks.', H.HealthAnswerSchema),
    },
  },
  'GET /_dev/outbox': {
    summary: 'Correos y mensajes enviados (solo la API local)',
    api: 'dev',
    answers: { 200: ok('Del más nuevo al más antiguo.', A.outboxAnswer) },
  },
  'GET /_dev/phone': {
    summary: 'La bandeja de salida como la vería cada teléfono (solo la API local)',
    api: 'dev',
    answers: { 200: ok('Una página con los correos y los WhatsApp de cada persona.', { binary: ['text/html'] }) },
  },
  'POST /_dev/power-token': {
    summary: 'Crear un enlace de poder simple (solo la API local)',
    api: 'dev',
    answers: { 200: ok('El token y el enlace.', A.powerTokenAnswer) },
  },
  'POST /_dev/jobs/:name/run': {
    summary: 'Ejecutar ahora un trabajo programado, una sola vez entre todas las instancias (solo la API local)',
    api: 'dev',
    extension: true,
    answers: {
      200: ok(
        'Si esta instancia lo ejecutó (ran) y cómo terminó; ran: false si otra ya lo tomó.',
        J.JobRunAnswerSchema,
      ),
      404: refusal('El trabajo no está activo en esta API (el respaldo necesita la base de datos en disco).'),
    },
  },
  'POST /_dev/reset': {
    summary: 'Volver a los datos de demostración (solo la API local)',
    api: 'dev',
    answers: { 200: ok('Datos restablecidos.', A.messageAnswer) },
  },
  'GET /webhooks/whatsapp': {
    summary: 'Verificación de la suscripción del webhook de WhatsApp (la llama Meta)',
    api: 'users',
    answers: {
      200: ok('hub.challenge, como texto.', { binary: ['text/plain'] }),
      403: refusal('hub.verify_token no coincide con WHATSAPP_VERIFY_TOKEN.'),
    },
    extension: true,
  },
  'POST /webhooks/whatsapp': {
    summary: 'Notificaciones de WhatsApp: estados de entrega y mensajes recibidos (las envía Meta)',
    api: 'users',
    body: { json: WebhookNotificationSchema },
    answers: {
      200: ok('Notificación registrada (o ignorada si no trae nada que esta API lea).', webhookReceivedAnswerSchema),
      401: refusal('Falta X-Hub-Signature-256 o no es el HMAC-SHA256 del cuerpo con el secreto de la app.'),
    },
    extension: true,
  },
  ...REVIEW_OPERATIONS,
  ...SIGNING_OPERATIONS,
};
