// Spanish messages of the signing routes (the field rules keep theirs in src/lib/validation).
import { CODE_MESSAGES } from './codes.ts';

export { CODE_MESSAGES };

export const CONTRACT_MESSAGES = {
  notFound: 'Contrato no encontrado',
  workerNotFound: 'El trabajador no existe o no pertenece a tu empresa.',
  alreadySigned: 'Este contrato ya está firmado.',
  alreadyRejected: 'Este contrato fue rechazado; ya no se puede firmar.',
  noFile: 'Adjunta el contrato en PDF.',
  invalidData: 'Los datos del contrato no son válidos.',
  sent: (name: string) => `Contrato enviado a ${name}. Le avisamos por correo para que lo revise y firme.`,
  codeSent: (where: string) => `Te enviamos un código de verificación ${where}. Vence en 10 minutos.`,
  signed: 'Firmaste el contrato. Te enviamos una copia a tu correo.',
  rejected: (company: string) => `Rechazaste el contrato. Le avisamos a ${company}.`,
} as const;

export const POWER_SIGNING_MESSAGES = {
  missingToken: 'Falta el enlace para firmar el poder. Ábrelo desde el mensaje que recibiste.',
  invalidToken: 'El enlace para firmar el poder no es válido. Ábrelo desde el mensaje que recibiste.',
  expiredToken: 'El enlace para firmar el poder expiró. Pide al conductor que inicie un poder nuevo.',
  usedSigned: 'Este enlace ya se usó: el poder ya fue firmado.',
  usedRejected: 'Este enlace ya se usó: el poder fue rechazado.',
  rutMismatch: 'El RUT no coincide con el del dueño del vehículo.',
  codeSent: (where: string) => `Te enviamos un código de verificación por WhatsApp al ${where}. Vence en 10 minutos.`,
  signed: 'Firmaste el poder. Te enviamos una copia a tu correo.',
  rejected: 'Rechazaste el poder. El conductor verá que no fue firmado.',
  notSigned: 'El poder aún no está firmado.',
} as const;

export const VERIFY_MESSAGES = {
  notFound:
    'No encontramos un documento firmado con ese código. Revisa que esté escrito como aparece en la hoja de firmas.',
} as const;
