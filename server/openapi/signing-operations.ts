// The contract of the signing routes, all of them extensions of the specified API: a company sends
// contracts, the worker signs or rejects them, the vehicle owner signs or rejects a simple power,
// the driver follows it, and anyone verifies a signed document. Answer shapes are the shared ones
// in src/lib/contract/signing.ts.
import * as S from '../../src/lib/contract/signing.ts';
import { errorAnswer, powerTokenAnswer } from './answers.ts';
import type { Answer, Operation } from './operations.ts';

const ok = (description: string, body: Answer['body']): Answer => ({ description, body });
const refusal = (description: string): Answer => ({ description, body: errorAnswer });
const PDF = { binary: ['application/pdf'] } as const;

const codeRefusals = {
  409: refusal('El contrato ya no está pendiente (firmado o rechazado).'),
  422: refusal('Código incorrecto (con los intentos que quedan), vencido, ya usado o sin intentos.'),
};
const ownerGone = refusal('El enlace ya se usó: el poder fue firmado o rechazado.');

export const SIGNING_OPERATIONS: Readonly<Record<string, Operation>> = {
  'POST /_dev/power-owner-token': {
    summary: 'Crear el enlace de firma del dueño para el poder que espera su firma (solo la API local)',
    api: 'dev',
    answers: {
      200: ok('El token y el enlace /firmar-poder.', powerTokenAnswer),
      404: refusal('Ningún poder espera la firma de su dueño.'),
    },
  },
  'POST /business/contracts/upload': {
    summary: 'Enviar a un trabajador un contrato en PDF para que lo firme',
    api: 'business',
    auth: 'business',
    extension: true,
    body: {
      multipart: {
        data: { json: S.contractUploadDataSchema, description: 'JSON con el trabajador y el nombre del contrato.' },
        document: { file: 'El contrato en PDF (10 MB como máximo); se reescribe sin acciones ni anotaciones.' },
      },
      required: ['data', 'document'],
    },
    answers: {
      201: ok('Contrato enviado; el trabajador recibe un aviso con el enlace.', S.sentContractAnswerSchema),
      404: refusal('El trabajador no existe o no es de la empresa.'),
    },
  },
  'POST /business/contracts/template': {
    summary: 'Enviar a un trabajador un contrato hecho con la plantilla breve',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      201: ok('Contrato escrito en PDF con ambas partes y enviado.', S.sentContractAnswerSchema),
      404: refusal('El trabajador no existe o no es de la empresa.'),
    },
  },
  'POST /business/contracts/template/preview': {
    summary: 'Ver el contrato de la plantilla tal como se enviaría, sin enviarlo',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: {
      200: ok('El contrato en PDF, con la fecha de hoy; no se guarda ni se avisa a nadie.', PDF),
      404: refusal('El trabajador no existe o no es de la empresa.'),
    },
  },
  'GET /business/contracts/all': {
    summary: 'Contratos enviados por la empresa (de un trabajador con ?id_user=)',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: { 200: ok('Contratos, del más reciente al más antiguo, con su estado.', S.businessContractsAnswerSchema) },
  },
  'GET /business/contracts/download-file/:id_history': {
    summary: 'Descargar un contrato enviado por la empresa (el firmado, si ya se firmó)',
    api: 'business',
    auth: 'business',
    extension: true,
    answers: { 200: ok('El contrato en PDF.', PDF), 404: refusal('El contrato no existe o no es de la empresa.') },
  },
  'GET /api/users/contracts/signing/:id_history': {
    summary: 'Un contrato del trabajador para revisarlo y firmarlo',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('El contrato, su estado y el código vigente, si hay uno.', S.contractSigningAnswerSchema),
      404: refusal('El contrato no existe o no es del trabajador.'),
    },
  },
  'GET /api/users/contracts/signing/:id_history/file': {
    summary: 'El contrato tal como se envió, para leerlo antes de firmar',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: { 200: ok('El PDF enviado.', PDF), 404: refusal('El contrato no existe o no es del trabajador.') },
  },
  'POST /api/users/contracts/signing/:id_history/send-code': {
    summary: 'Enviar al trabajador un código para firmar (correo y WhatsApp)',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Código enviado: dónde, cuándo vence y cuándo se puede pedir otro.', S.sentCodeAnswerSchema),
      404: refusal('El contrato no existe o no es del trabajador.'),
      409: codeRefusals[409],
      429: refusal('Un código por minuto y cinco por hora.'),
    },
  },
  'POST /api/users/contracts/signing/:id_history/sign': {
    summary: 'Firmar un contrato con el código, el consentimiento y la lectura completa',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Contrato firmado: hoja de firma agregada y copia enviada al correo.', S.contractSignedAnswerSchema),
      404: refusal('El contrato no existe o no es del trabajador.'),
      ...codeRefusals,
    },
  },
  'POST /api/users/contracts/signing/:id_history/reject': {
    summary: 'Rechazar un contrato con un motivo',
    api: 'users',
    auth: 'user',
    extension: true,
    answers: {
      200: ok('Contrato rechazado; la empresa recibe el motivo.', S.contractSignedAnswerSchema),
      404: refusal('El contrato no existe o no es del trabajador.'),
      409: codeRefusals[409],
    },
  },
  'GET /api/public/verify/:code': {
    summary: 'Verificar un documento firmado por su código',
    api: 'users',
    extension: true,
    answers: {
      200: ok(
        'Documento, partes (nombre e inicial del apellido, RUT enmascarados), fecha de firma y SHA-256.',
        S.verificationAnswerSchema,
      ),
      404: refusal('Ningún documento firmado tiene ese código, o el código no tiene el formato: la misma respuesta.'),
      429: refusal('Demasiadas consultas de este cliente, o de códigos que empiezan igual: esperar Retry-After.'),
    },
  },
  'GET /api/public/power-signing/power': {
    summary: 'El poder simple que el dueño del vehículo debe firmar',
    api: 'users',
    auth: 'owner',
    extension: true,
    answers: { 200: ok('Conductor, vehículo y dueño (RUT enmascarados).', S.ownerPowerAnswerSchema), 410: ownerGone },
  },
  'GET /api/public/power-signing/file': {
    summary: 'El poder simple en PDF, tal como se firmará',
    api: 'users',
    auth: 'owner',
    extension: true,
    answers: { 200: ok('El PDF del poder.', PDF), 410: ownerGone },
  },
  'POST /api/public/power-signing/send-code': {
    summary: 'Enviar al dueño del vehículo un código para firmar (WhatsApp)',
    api: 'users',
    auth: 'owner',
    extension: true,
    answers: {
      200: ok('Código enviado.', S.sentCodeAnswerSchema),
      410: ownerGone,
      429: refusal('Un código por minuto y cinco por hora.'),
    },
  },
  'POST /api/public/power-signing/sign': {
    summary: 'Firmar el poder simple con el RUT del dueño, el código y el consentimiento',
    api: 'users',
    auth: 'owner',
    extension: true,
    answers: {
      200: ok('Poder firmado; copias al correo del dueño y del conductor.', S.ownerOutcomeAnswerSchema),
      410: ownerGone,
      422: refusal('RUT distinto del dueño, o código incorrecto, vencido, ya usado o sin intentos.'),
    },
  },
  'POST /api/public/power-signing/reject': {
    summary: 'Rechazar el poder simple con un motivo',
    api: 'users',
    auth: 'owner',
    extension: true,
    answers: { 200: ok('Poder rechazado.', S.ownerOutcomeAnswerSchema), 410: ownerGone },
  },
  'GET /api/users/power-simple/status': {
    summary: 'Estado del poder simple enviado con el enlace del conductor',
    api: 'users',
    auth: 'power',
    extension: true,
    answers: { 200: ok('Sin enviar, esperando la firma del dueño, firmado o rechazado.', S.powerStateAnswerSchema) },
  },
  'GET /api/users/power-simple/signed-file': {
    summary: 'El poder simple firmado, para el conductor',
    api: 'users',
    auth: 'power',
    extension: true,
    answers: { 200: ok('El PDF firmado.', PDF), 404: refusal('El poder aún no está firmado.') },
  },
};
