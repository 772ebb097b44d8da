// Content collections of the public site (home, plans, FAQ, legal, contact): every piece of copy
// lives in `content/`, each collection with its schema. Registered in src/content.config.ts.
import { defineCollection } from 'astro:content';
import { file, glob } from 'astro/loaders';
import { z } from 'astro/zod';

const seo = z.object({ title: z.string(), description: z.string().max(170) });
const sectionCopy = z.object({ eyebrow: z.string(), title: z.string(), lead: z.string().optional() });
const order = z.number().int().positive();

const home = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/home' }),
  schema: z.object({
    seo,
    hero: z.object({
      eyebrow: z.string(),
      title: z.string(),
      lead: z.string(),
      cta: z.string(),
      ctaNote: z.string(),
      secondary: z.object({ label: z.string(), href: z.string() }),
      imageAlt: z.string(),
      facts: z.array(z.object({ value: z.string(), label: z.string() })),
    }),
    roles: z.object({ title: z.string() }),
    features: sectionCopy,
    benefits: sectionCopy,
    miniFunctions: sectionCopy,
    plans: sectionCopy.extend({
      badge: z.string(),
      priceSuffix: z.string(),
      customPrice: z.string(),
      cta: z.string(),
      note: z.string(),
    }),
    contact: sectionCopy.extend({ testimonialsTitle: z.string(), formTitle: z.string(), formLead: z.string() }),
    faq: sectionCopy.extend({ more: z.string() }),
    jobs: sectionCopy.extend({ loading: z.string(), pay: z.string(), start: z.string() }),
  }),
});

const roles = defineCollection({
  loader: file('content/roles/roles.json'),
  schema: z.object({ order, label: z.string() }),
});

const features = defineCollection({
  loader: file('content/features/features.json'),
  schema: ({ image }) =>
    z.object({
      order,
      image: image(),
      imageAlt: z.string(),
      title: z.string(),
      subTitle: z.string(),
      description: z.string(),
    }),
});

const benefits = defineCollection({
  loader: file('content/benefits/benefits.json'),
  schema: ({ image }) =>
    z.object({ order, image: image(), imageAlt: z.string(), title: z.string(), description: z.string() }),
});

export const MINI_FUNCTION_ICONS = ['filter', 'bell', 'folder', 'calendar', 'megaphone', 'chart'] as const;

const miniFunctions = defineCollection({
  loader: file('content/mini-functions/mini-functions.json'),
  schema: z.object({ order, icon: z.enum(MINI_FUNCTION_ICONS), title: z.string(), description: z.string() }),
});

export const PLAN_ITEM_ICONS = [
  'chat',
  'signature',
  'funnel',
  'users',
  'plug',
  'support',
  'check',
  'document',
] as const;

const plans = defineCollection({
  loader: file('content/plans/plans.json'),
  schema: z.object({
    order,
    title: z.string(),
    summary: z.string(),
    /** USD a month; null for the custom plan, shown as 'Consultar'. */
    price: z.number().positive().nullable(),
    center: z.boolean(),
    items: z.array(z.object({ id: z.number().int(), icon: z.enum(PLAN_ITEM_ICONS), text: z.string() })).min(1),
  }),
});

const testimonials = defineCollection({
  loader: file('content/testimonials/testimonials.json'),
  schema: ({ image }) =>
    z.object({
      order,
      name: z.string(),
      subCargo: z.string(),
      comment: z.string(),
      /** Rating 0 to 10: two points a star, an odd value adds a half star. */
      start: z.number().int().min(0).max(10),
      img: image(),
    }),
});

const customerComments = defineCollection({
  loader: file('content/customer-comments/customer-comments.json'),
  schema: ({ image }) =>
    z.object({
      job_title: z.string(),
      name_business: z.string(),
      name: z.string(),
      comment: z.string(),
      logo_business: image(),
    }),
});

const faq = defineCollection({
  loader: file('content/faq/faq.json'),
  schema: z.object({
    /** Shown in the home FAQ (ids 1, 2 and 4 to 9). */
    home: z.boolean(),
    question: z.string(),
    answers: z.array(z.string()).min(1),
    /** Target of the word 'enlace' in the answers; may hold the {booking} placeholder. */
    enlace: z.string().optional(),
  }),
});

const faqPage = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/faq-page' }),
  schema: z.object({ seo, title: z.string(), lead: z.string(), contactCta: z.string() }),
});

const links = z.array(z.object({ label: z.string(), href: z.string() }));

const legal = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/legal' }),
  schema: z.object({
    title: z.string(),
    description: z.string(),
    updated: z.coerce.date(),
    /** An unnumbered, dated update shown above the numbered sections, which it prevails over. */
    update: z
      .object({
        date: z.coerce.date(),
        paragraphs: z.array(z.string()).min(1),
        items: z.array(z.string()).optional(),
        links: links.optional(),
      })
      .optional(),
    intro: z.array(z.string()),
    sections: z
      .array(
        z.object({
          title: z.string(),
          paragraphs: z.array(z.string()).min(1),
          items: z.array(z.string()).optional(),
          links: z.array(z.object({ label: z.string(), href: z.string() })).optional(),
        }),
      )
      .min(1),
  }),
});

/** 'Tus derechos sobre tus datos': each right, how to use it here, its deadline, where to complain. */
const rights = defineCollection({
  loader: glob({ pattern: '*.yaml', base: './content/rights' }),
  schema: z.object({
    title: z.string(),
    description: z.string().max(170),
    updated: z.coerce.date(),
    intro: z.array(z.string()).min(1),
    who: z.object({ title: z.string(), paragraphs: z.array(z.string()).min(1) }),
    rights: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z-]+$/),
          title: z.string(),
          what: z.string(),
          how: z.array(z.string()).min(1),
          deadline: z.string(),
          links: links.optional(),
        }),
      )
      .min(6),
    deadlines: z.object({ title: z.string(), paragraphs: z.array(z.string()).min(1) }),
    complaint: z.object({ title: z.string(), paragraphs: z.array(z.string()).min(1), links: links.optional() }),
  }),
});

const contactPage = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/contact' }),
  schema: z.object({
    seo,
    title: z.string(),
    lead: z.string(),
    channelsTitle: z.string(),
    emailLabel: z.string(),
    addressLabel: z.string(),
    hoursLabel: z.string(),
    hours: z.string(),
    commentsTitle: z.string(),
    forms: z.array(z.object({ id: z.string(), title: z.string(), description: z.string() })).length(4),
  }),
});

export const publicSiteCollections = {
  home,
  roles,
  features,
  benefits,
  miniFunctions,
  plans,
  testimonials,
  customerComments,
  faq,
  faqPage,
  legal,
  rights,
  contactPage,
};
