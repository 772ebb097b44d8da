// The registration frame's fixed texts, shared by the pre-rendered shell and the island so that
// both paint the same band.
export const REGISTRATION_TITLE = 'Registro de trabajadores';
export const REGISTRATION_LEAD =
  'Completa tus datos para postular. Tus respuestas se guardan en este dispositivo mientras avanzas.';
