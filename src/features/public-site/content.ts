// Loads and prepares the public-site content for pages: entries sorted by their `order`,
// placeholders filled from the site settings, and the FAQ filtered for the home page.
import { PUBLIC_DEMO_BOOKING_URL } from 'astro:env/client';
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { getSiteSettings, type SiteSettings } from '@/config/site';
import { fillPlaceholders, type Placeholders } from './lib/copy';

type Ordered = 'roles' | 'features' | 'benefits' | 'miniFunctions' | 'plans' | 'testimonials';

export function placeholdersOf(settings: SiteSettings): Placeholders {
  const { street, city, country } = settings.address;
  return {
    name: settings.name,
    email: settings.email,
    address: `${street}, ${city}, ${country}`,
    booking: PUBLIC_DEMO_BOOKING_URL,
  };
}

/** Fills every placeholder in every string of a JSON-like value. */
export function fillDeep<T>(value: T, values: Placeholders): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => fillDeep(item, values)) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date) && !('src' in value)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillDeep(item, values)])) as T;
  }
  return value;
}

async function ordered<C extends Ordered>(collection: C): Promise<CollectionEntry<C>['data'][]> {
  const entries = await getCollection(collection);
  return entries.map((entry) => entry.data).sort((a, b) => a.order - b.order);
}

function single<T>(entry: { data: T } | undefined, what: string): T {
  if (!entry) throw new Error(`${what} is missing in content/`);
  return entry.data;
}

async function loadHomeCopy() {
  return single(await getEntry('home', 'home'), 'content/home/home.json');
}

export async function getHomeContent() {
  const settings = await getSiteSettings();
  const values = placeholdersOf(settings);
  const [copy, roles, features, benefits, miniFunctions, plans, testimonials, faq] = await Promise.all([
    loadHomeCopy(),
    ordered('roles'),
    ordered('features'),
    ordered('benefits'),
    ordered('miniFunctions'),
    ordered('plans'),
    ordered('testimonials'),
    getFaqEntries({ homeOnly: true }),
  ]);
  return fillDeep({ settings, copy, roles, features, benefits, miniFunctions, plans, testimonials, faq }, values);
}

export type FaqItem = CollectionEntry<'faq'>['data'] & { id: number };

export async function getFaqEntries(options: { homeOnly: boolean }): Promise<FaqItem[]> {
  const values = placeholdersOf(await getSiteSettings());
  const entries = await getCollection('faq');
  return entries
    .map((entry) => ({ ...entry.data, id: Number(entry.id) }))
    .filter((item) => !options.homeOnly || item.home)
    .sort((a, b) => a.id - b.id)
    .map((item) => fillDeep(item, values));
}

export async function getFaqPage() {
  const settings = await getSiteSettings();
  const copy = single(await getEntry('faqPage', 'page'), 'content/faq-page/page.json');
  return { settings, copy: fillDeep(copy, placeholdersOf(settings)), items: await getFaqEntries({ homeOnly: false }) };
}

export type LegalSlug = 'terminos-condiciones' | 'politicas-privacidad' | 'accesibilidad';

export async function getLegalDocument(slug: LegalSlug) {
  const settings = await getSiteSettings();
  const doc = single(await getEntry('legal', slug), `content/legal/${slug}.yaml`);
  return { settings, doc: fillDeep(doc, placeholdersOf(settings)) };
}

export async function getRightsPage() {
  const settings = await getSiteSettings();
  const doc = single(await getEntry('rights', 'tus-derechos'), 'content/rights/tus-derechos.yaml');
  return { settings, doc: fillDeep(doc, placeholdersOf(settings)) };
}

export async function getContactPage() {
  const settings = await getSiteSettings();
  const values = placeholdersOf(settings);
  const copy = single(await getEntry('contactPage', 'contact'), 'content/contact/contact.json');
  const comments = (await getCollection('customerComments')).map((entry) => entry.data);
  return fillDeep({ settings, copy, comments }, values);
}
