// Texts of the sign-in pages shared by an island and its pre-rendered shell.
export const AUTH_PITCH = {
  company: 'Publica ofertas, revisa a tus postulantes y gestiona a tu equipo en un solo lugar.',
  tenant: 'Tus documentos, contratos y oportunidades de trabajo, en un solo lugar.',
} as const;

export const AUTH_AUDIENCE = {
  company: 'Acceso para empresas',
  tenant: (brandName: string) => `Portal de ${brandName}`,
} as const;

/** The workers' part under the company sign-in, shared by its form and the pre-rendered shell. */
export const WORKER_LINK_TEXTS = {
  heading: '¿Eres trabajador?',
  lead: 'Los trabajadores inician sesión con el enlace de su empresa. Escribe tu correo y te lo enviamos.',
  label: 'Tu correo de trabajador',
  button: 'Enviar enlace de acceso',
} as const;
