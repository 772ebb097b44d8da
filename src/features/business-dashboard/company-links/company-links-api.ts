// Endpoint module: what the company's links are built from (the local API's own call):
//   GET /business/company-links → { data: CompanyLinks }   (header auth-business)
// and the links themselves, on this site's origin: the workers' registration and sign-in pages.
import * as v from 'valibot';
import { paths } from '@/config/paths.ts';
import { CompanyLinksAnswerSchema, type CompanyLinks } from '@/lib/contract/business.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';

export type { CompanyLinks };

export async function fetchCompanyLinks(client: ApiClient = businessApi): Promise<CompanyLinks> {
  return v.parse(CompanyLinksAnswerSchema, await client.get<unknown>('/business/company-links')).data;
}

export interface SharedLink {
  readonly kind: 'registro' | 'ingreso';
  readonly title: string;
  readonly lead: string;
  readonly url: string;
  /** The message that goes with the link in a chat. */
  readonly message: string;
}

/** The registration link and the sign-in link of the company, on `origin`. */
export function sharedLinks(links: CompanyLinks, origin: string): SharedLink[] {
  const company = links.display_name;
  return [
    {
      kind: 'registro',
      title: 'Enlace de registro',
      lead: `Quien lo abre se registra como trabajador de ${company}.`,
      url: `${origin}${paths.register(links.name_business, links.rgs)}`,
      message: `Regístrate como trabajador de ${company} en Enlista:`,
    },
    {
      kind: 'ingreso',
      title: 'Enlace de inicio de sesión',
      lead: `Tus trabajadores ya registrados entran con él a su cuenta de ${company}.`,
      url: `${origin}${paths.login(links.name_business, links.rgs)}`,
      message: `Ingresa a tu cuenta de trabajador de ${company} en Enlista:`,
    },
  ];
}

/** https://wa.me/?text=… with the message and the link. */
export function whatsappHref(link: SharedLink): string {
  return `https://wa.me/?text=${encodeURIComponent(`${link.message} ${link.url}`)}`;
}
