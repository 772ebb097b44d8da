// Spanish messages of the /business routes (the field rules keep theirs in src/lib/validation).
import { SEARCH_MAX_MESSAGE } from '../../../src/lib/contract/messages.ts';

export const BUSINESS_MESSAGES = {
  companyNotFound: 'No encontramos la empresa de esta cuenta.',
  postingCreated: 'Publicación creada correctamente',
  postingUpdated: 'Publicación actualizada correctamente',
  postingDeleted: 'Publicación eliminada correctamente',
  postingNotFound: 'No encontramos esa publicación entre las de tu empresa.',
  searchMax: SEARCH_MAX_MESSAGE,
  emailSent: 'Correo enviado correctamente',
  notAnApplicant: 'Esa persona no ha postulado a las publicaciones de tu empresa.',
  notYourEmail: 'El correo de la empresa no corresponde a tu cuenta.',
} as const;
