// Display formats of the company area: money in Chilean pesos, dates day/month/year,
// phones with a leading plus and API file paths turned into absolute URLs.
import { PUBLIC_BUSINESS_API_URL } from 'astro:env/client';

const CLP = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** 1200 → '$1.200' */
export function formatMoney(amount: number): string {
  return CLP.format(amount);
}

/** '2025-11-10' or an ISO timestamp → '10/11/2025' (the calendar date as written, no time zone shift). */
export function formatDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** '56987654321' → '+56987654321' */
export function formatPhone(phone: string | null): string {
  if (!phone) return '';
  return phone.startsWith('+') ? phone : `+${phone}`;
}

/** API paths such as '/public-files/logos/x.png' are served by the API, not by the site. */
export function assetUrl(path: string | null, base: string = PUBLIC_BUSINESS_API_URL): string | null {
  if (!path) return null;
  if (/^(https?:|data:|blob:)/.test(path)) return path;
  return new URL(path, base).toString();
}

/** Initials for an avatar placeholder: 'Camila Rojas' → 'CR'. */
export function initials(name: string): string {
  const letters = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '');
  return letters.join('') || '?';
}
