// What a registration shell path carries: `/register/{name_business}?rgs=…` or
// `/register-main/{name_business}?rgs=…`, plus the dynamic flow's place in the address
// (`id_form` and `order`), which survives a reload.
import { readTenantPath, type TenantPath } from '@/lib/tenant-link.ts';

export const REGISTRATION_ENTRIES = ['/register', '/register-main'] as const;
export type RegistrationEntry = (typeof REGISTRATION_ENTRIES)[number];

export interface RegistrationRoute {
  readonly path: TenantPath;
  readonly formId: number | null;
  readonly order: number | null;
}

function positiveInt(value: string | null): number | null {
  return value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

export function readRegistrationRoute(entry: RegistrationEntry, pathname: string, search: string): RegistrationRoute {
  const query = new URLSearchParams(search);
  return {
    path: readTenantPath(entry, pathname, search),
    formId: positiveInt(query.get('id_form')),
    order: positiveInt(query.get('order')),
  };
}

/** The query with `id_form` and `order` set (or removed when null), every other key kept. */
export function withFormPlace(search: string, formId: number | null, order: number | null): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of [
    ['id_form', formId],
    ['order', order],
  ] as const) {
    if (value === null) query.delete(key);
    else query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** Where a history entry of the dynamic flow was pushed from: a page's order, or 0 for the welcome screen. */
export interface FormPlaceState {
  readonly dynamicFrom: number;
}

/** The order the entry was pushed from, when it is one of the dynamic flow's entries. */
export function placeFrom(state: unknown): number | null {
  const value = state && typeof state === 'object' ? (state as { dynamicFrom?: unknown }).dynamicFrom : null;
  return typeof value === 'number' ? value : null;
}

/** The dynamic flow's place as a new history entry, so the phone's Back returns to where it was pushed from. */
export function pushFormPlace(formId: number, order: number, from: number): void {
  const { pathname, search, hash } = window.location;
  const state: FormPlaceState = { dynamicFrom: from };
  window.history.pushState(
    { ...(window.history.state as object | null), ...state },
    '',
    `${pathname}${withFormPlace(search, formId, order)}${hash}`,
  );
}

/** Mirrors the dynamic flow's place into the address bar without a new history entry. */
export function showFormPlace(formId: number | null, order: number | null): void {
  const { pathname, search, hash } = window.location;
  const next = withFormPlace(search, formId, order);
  if (next !== search) window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
}
