// Content collections: every piece of copy and settings lives in `content/`, validated here.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { publicSiteCollections } from './features/public-site/content-collections';

const link = z.object({ label: z.string(), href: z.string() });

const site = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/site' }),
  schema: z.object({
    name: z.string(),
    tagline: z.string(),
    description: z.string(),
    email: z.email(),
    address: z.object({ street: z.string(), city: z.string(), country: z.string() }),
    social: z.array(link.extend({ icon: z.enum(['linkedin', 'instagram']) })),
    products: z.array(z.object({ label: z.string(), href: z.string().optional(), soon: z.boolean().default(false) })),
    nav: z.array(link),
    footer: z.array(z.object({ title: z.string(), links: z.array(link) })),
  }),
});

// Partner brands: `rgs` or the business slug selects one; `default` is the fallback.
const hexColour = z.string().regex(/^#[0-9a-f]{6}$/i);
const brands = defineCollection({
  loader: glob({ pattern: '*.json', base: './content/brands' }),
  schema: z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    name: z.string(),
    rgs: z.array(z.string()),
    title: z.string(),
    welcome: z.string(),
    icon: z.string().startsWith('/'),
    logo: z.string().startsWith('/'),
    colors: z.object({ primary: hexColour, primaryStrong: hexColour, contrast: hexColour, accent: hexColour }),
    default: z.boolean().default(false),
  }),
});

export const collections = { site, brands, ...publicSiteCollections };
