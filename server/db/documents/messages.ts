// Spanish messages of the document review routes (the field rules keep theirs in src/lib/validation).
import { INVALID_CURSOR_MESSAGE } from '../../../src/lib/contract/review.ts';

export const REVIEW_MESSAGES = {
  notFound: 'No encontramos ese documento entre los de tus trabajadores.',
  notYours: 'Solo la empresa con la que se registró el trabajador puede revisar sus documentos.',
  notAwaiting: 'Este documento ya no está en revisión.',
  stale:
    'Este documento cambió mientras lo revisabas: el trabajador subió otro archivo o alguien más lo revisó. Ábrelo de nuevo.',
  noFile: 'El trabajador todavía no sube este documento.',
  approved: 'Documento aprobado',
  rejected: 'Documento rechazado',
  invalidCursor: INVALID_CURSOR_MESSAGE,
  workerNotFound: 'No encontramos a esa persona entre los trabajadores de tu empresa.',
  nothingToRequest: 'Esta persona no tiene documentos pendientes, rechazados ni vencidos.',
  tooManyRequests: 'Ya enviaste 3 solicitudes de documentos a esta persona en las últimas 24 horas. Intenta más tarde.',
  profileNotOffered: 'Tu empresa no ofrece ese perfil.',
  requirementsSaved: 'Documentos requeridos guardados',
  newsDismissed: 'Novedades descartadas',
} as const;

export function approvedManyMessage(approved: number, failed: number): string {
  const done = approved === 1 ? '1 documento aprobado' : `${approved} documentos aprobados`;
  if (failed === 0) return done;
  return `${done}; ${failed === 1 ? '1 no se pudo aprobar' : `${failed} no se pudieron aprobar`}`;
}

export function requestSentMessage(workerName: string, documents: number): string {
  return `Enviamos a ${workerName} la lista de ${documents === 1 ? '1 documento' : `${documents} documentos`} por subir.`;
}
