// Schema.org objects for the public pages: the organisation (home, contact) and the FAQ page.
import type { SiteSettings } from '@/config/site';

export function organisationData(settings: SiteSettings, siteUrl: URL): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.name,
    url: new URL('/', siteUrl).href,
    logo: new URL('/favicon.svg', siteUrl).href,
    description: settings.description,
    email: settings.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: settings.address.street,
      addressLocality: settings.address.city,
      addressCountry: 'CL',
    },
    areaServed: ['CL', 'AR', 'PE', 'MX'],
    sameAs: settings.social.map((item) => item.href),
  };
}

export interface FaqEntry {
  question: string;
  answers: string[];
}

export function faqPageData(items: FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answers.join(' ') },
    })),
  };
}
