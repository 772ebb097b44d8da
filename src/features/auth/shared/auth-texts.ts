// Texts of the sign-in pages' brand panel, shared by the island and its pre-rendered shell.
export const AUTH_PITCH = {
  company: 'Publica ofertas, revisa a tus postulantes y gestiona a tu equipo en un solo lugar.',
  tenant: 'Tus documentos, contratos y oportunidades de trabajo, en un solo lugar.',
} as const;

export const AUTH_AUDIENCE = {
  company: 'Acceso para empresas',
  tenant: (brandName: string) => `Portal de ${brandName}`,
} as const;
