// What the public page of a shared posting says, decided from the API's answer (or its failure)
// without touching the page: the heading, the facts (worded by the API with the shared
// postingFacts), where 'Postular' and 'Regístrate' lead, and the company's other open postings
// when this one is gone; shared-posting-page.ts draws it. This module imports no code (types
// only): anything from the shared kit would bring the kit's and the framework's files to a page
// that needs a few kilobytes. The three addresses below are the central path builders' own
// (paths.login, paths.register, paths.workerPosting, paths.sharedPosting with withReturnPath),
// which shared-posting-view.test.ts checks they stay equal to.
import type { PostingCard, PublicCompany, SharedPosting } from '@/lib/contract/public-posting.ts';

export const TEXTS = {
  loading: 'Abriendo la oferta…',
  apply: 'Postular',
  register: 'Regístrate',
  closed: 'Esta oferta ya no recibe postulaciones',
  removed: 'Esta oferta ya no existe',
  notFound: 'No encontramos esta oferta',
  notFoundLead: 'Puede que el enlace esté incompleto o que la oferta se haya eliminado.',
  failed: 'No pudimos cargar la oferta',
  failedLead: 'Revisa tu conexión a internet e inténtalo de nuevo.',
  retry: 'Reintentar',
  home: 'Ir al inicio',
  see: 'Ver oferta',
} as const;

export type Fact = PostingCard['facts'][number];

const query = (company: PublicCompany) =>
  `business=${encodeURIComponent(company.name_business)}&rgs=${encodeURIComponent(company.rgs)}`;
const companyLink = (base: string, company: PublicCompany) =>
  `/${base}/${encodeURIComponent(company.name_business)}?rgs=${encodeURIComponent(company.rgs)}`;

/** Posting `id`'s public page under `company`'s link. */
export const sharedPostingPath = (id: number, company: PublicCompany) => `/ofertas/${id}?${query(company)}`;

/** 'Postular' signs in through the company link, 'Regístrate' registers through it; both come back
 * to this posting's detail in the worker area (`volver`). */
export function postingActions(id: number, company: PublicCompany): { apply: string; register: string } {
  const back = encodeURIComponent(`/user/dashboard/job-postings?${query(company)}#${id}`);
  return {
    apply: `${companyLink('login', company)}&volver=${back}`,
    register: `${companyLink('register', company)}&volver=${back}`,
  };
}

export interface OtherPosting {
  readonly title: string;
  readonly facts: Fact[];
  readonly href: string;
}

export type PageView =
  | {
      readonly kind: 'open';
      readonly heading: string;
      readonly company: string;
      readonly facts: Fact[];
      readonly actions: { apply: string; register: string };
      readonly note: string;
    }
  | {
      readonly kind: 'gone';
      readonly heading: string;
      readonly lead: string;
      readonly othersHeading: string | null;
      readonly others: OtherPosting[];
      readonly none: string | null;
    }
  | { readonly kind: 'not-found' | 'failed'; readonly heading: string; readonly lead: string };

/** The page for an answer of the API. */
export function viewOf(answer: SharedPosting): PageView {
  const { posting, open, company, others } = answer;
  if (posting && open && company) {
    return {
      kind: 'open',
      heading: posting.title,
      company: posting.name_business,
      facts: posting.facts,
      actions: postingActions(posting.id_publication, company),
      note: `¿Ya tienes cuenta en ${company.display_name}? Postula e inicia sesión. ¿Todavía no? Regístrate con el enlace de la empresa y vuelve a esta oferta.`,
    };
  }
  const name = company?.display_name ?? posting?.name_business ?? '';
  const lead = posting
    ? `La oferta «${posting.title}»${name ? ` de ${name}` : ''} cerró o ya comenzó.`
    : `La oferta que te compartieron se eliminó${name ? ` de las publicaciones de ${name}` : ''}.`;
  return {
    kind: 'gone',
    heading: posting ? TEXTS.closed : TEXTS.removed,
    lead,
    othersHeading: company && others.length > 0 ? `Otras ofertas de ${company.display_name}` : null,
    others: company
      ? others.map((other) => ({
          title: other.title,
          facts: other.facts,
          href: sharedPostingPath(other.id_publication, company),
        }))
      : [],
    none: company && others.length === 0 ? `${company.display_name} no tiene otras ofertas abiertas por ahora.` : null,
  };
}

export const NOT_FOUND_VIEW: PageView = { kind: 'not-found', heading: TEXTS.notFound, lead: TEXTS.notFoundLead };
export const FAILED_VIEW: PageView = { kind: 'failed', heading: TEXTS.failed, lead: TEXTS.failedLead };

/** The posting's id in an address /ofertas/{id}, or null. */
export function postingIdIn(pathname: string): number | null {
  const match = /^\/ofertas\/(\d{1,9})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}
