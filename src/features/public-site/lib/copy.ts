// Copy helpers for the public site: placeholder filling ({name}, {email}, {address}, {booking}),
// the FAQ 'enlace' word that becomes the item's link, testimonial stars and plan prices.

export type Placeholders = Readonly<Record<string, string>>;

/** Replaces `{key}` with its value; unknown keys are left as they are. */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

export type AnswerPart =
  { readonly kind: 'text'; readonly text: string } | { readonly kind: 'link'; readonly text: string };

/** Splits an FAQ paragraph so each whole word 'enlace' can become the item's link. Without a
 * link target the paragraph stays plain text. */
export function splitEnlace(paragraph: string, hasLink: boolean): AnswerPart[] {
  if (!hasLink) return [{ kind: 'text', text: paragraph }];
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const match of paragraph.matchAll(/(?<![\p{L}\p{N}])enlace(?![\p{L}\p{N}])/gu)) {
    if (match.index > last) parts.push({ kind: 'text', text: paragraph.slice(last, match.index) });
    parts.push({ kind: 'link', text: match[0] });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) parts.push({ kind: 'text', text: paragraph.slice(last) });
  return parts;
}

export type Star = 'full' | 'half' | 'empty';

/** Five stars from a 0–10 rating: two points a star, an odd value adds a half star. */
export function ratingStars(rating: number): Star[] {
  const points = Math.max(0, Math.min(10, Math.round(rating)));
  return Array.from({ length: 5 }, (_, index) => {
    const left = points - index * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}

/** '4,5 de 5 estrellas' — the accessible name of a rating. */
export function ratingLabel(rating: number): string {
  const stars = Math.max(0, Math.min(10, Math.round(rating))) / 2;
  return `${stars.toLocaleString('es-CL')} de 5 estrellas`;
}

/** '$149 USD/mes', or the custom text when the plan has no price. */
export function planPrice(price: number | null, suffix: string, custom: string): string {
  return price === null ? custom : `$${price.toLocaleString('es-CL')} ${suffix}`;
}

/**
 * Where an FAQ 'enlace' may point: an http(s) address or a path on this site. Anything else
 * ('javascript:', 'data:', '//elsewhere', a typo) is not a link, so its word stays plain text.
 */
export function safeLinkTarget(href: string | undefined): string | null {
  if (href === undefined) return null;
  const target = href.trim();
  return /^https?:\/\/[^\s/]/i.test(target) || /^\/(?![/\\])/.test(target) ? target : null;
}

/** External links open in a new tab; internal ones stay. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** 'Aceptación de los términos' → 'aceptacion-de-los-terminos' (anchor ids). */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
