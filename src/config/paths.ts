// Central path builders: every internal link and redirect target is built here.
export const paths = {
  home: '/',
  contact: '/contacto',
  faq: '/preguntas-frecuentes',
  terms: '/terminos-condiciones',
  privacy: '/politicas-privacidad',
  rights: '/tus-derechos',
  accessibility: '/accesibilidad',
  companyLogin: '/login',
  login: (business: string, rgs: string) => `/login/${encodeURIComponent(business)}?rgs=${encodeURIComponent(rgs)}`,
  register: (business: string, rgs: string) =>
    `/register/${encodeURIComponent(business)}?rgs=${encodeURIComponent(rgs)}`,
  resetPassword: (business: string, rgs: string) =>
    `/resetpassword/${encodeURIComponent(business)}?rgs=${encodeURIComponent(rgs)}`,
  userDashboard: '/user/dashboard/home',
  /** A posting's detail in the worker area, under its company's link (business, rgs). */
  workerPosting: (id: number, business: string, rgs: string) =>
    `/user/dashboard/job-postings?business=${encodeURIComponent(business)}&rgs=${encodeURIComponent(rgs)}#${id}`,
  /** A posting's public page, themed with its company's brand: the address a worker shares. */
  sharedPosting: (id: number, business?: string, rgs?: string) =>
    `/ofertas/${id}${business && rgs ? `?business=${encodeURIComponent(business)}&rgs=${encodeURIComponent(rgs)}` : ''}`,
  businessDashboard: '/business/dashboard',
  simplePower: (token: string) => `/crear-poder-simple?power=${encodeURIComponent(token)}`,
  /** The public verification of a signed document, with its code when known. */
  verify: (code?: string | null) => (code ? `/verificar?codigo=${encodeURIComponent(code)}` : '/verificar'),
} as const;

/** Paths where the public navbar and footer are hidden. */
export const BARE_PREFIXES = ['/register', '/resetpassword', '/login'] as const;

export function isBarePath(pathname: string): boolean {
  return BARE_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
