// Spanish texts of the API's input rules that are not a field's own (those live with their rule in
// src/lib/validation): a path or query value that is not valid, a company link that is not, a search
// that is too long. The site shows the same texts; a small module, so a page that only needs a text
// does not load the request shapes.

export const INVALID_PARAM_MESSAGE = 'Parámetro inválido';

/** A registration link whose company name or rgs is not confirmed. */
export const INVALID_REGISTER_LINK_MESSAGE =
  'La URL de registro ha cambiado. Contacta con tu empresa para obtener el enlace correcto.';

/** A sign-in or recovery request whose rgs cannot name a company. */
export const INVALID_SIGN_IN_LINK_MESSAGE =
  'El enlace de tu empresa no es válido. Pide el enlace correcto a tu empresa.';

export const SEARCH_MAX = 100;
export const SEARCH_MAX_MESSAGE = `La búsqueda no puede tener más de ${SEARCH_MAX} caracteres`;
