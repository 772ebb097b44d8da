// Content collections: every piece of copy and settings lives in `content/`, validated here.
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

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

export const collections = { site };
