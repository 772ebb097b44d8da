// Spanish messages of the /business routes (the field rules keep theirs in src/lib/validation).

export const BUSINESS_MESSAGES = {
  postingCreated: 'Publicación creada correctamente',
  postingUpdated: 'Publicación actualizada correctamente',
  postingDeleted: 'Publicación eliminada correctamente',
  postingNotFound: 'No encontramos esa publicación entre las de tu empresa.',
  searchMax: 'La búsqueda no puede tener más de 100 caracteres',
  emailSent: 'Correo enviado correctamente',
  notAnApplicant: 'Esa persona no ha postulado a las publicaciones de tu empresa.',
  notYourEmail: 'El correo de la empresa no corresponde a tu cuenta.',
} as const;
