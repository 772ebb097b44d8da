// Where the session lives between page loads: localStorage item names, and safe access that
// survives private modes and environments without storage.

export const STORAGE_ITEMS = {
  userData: 'enlista.user',
  userToken: 'enlista.user-token',
  businessData: 'enlista.business',
  businessToken: 'enlista.business-token',
  /** The worker's company link `{ name_business, rgs }` they signed in through (not secret: it is in the address bar). */
  userLink: 'enlista.user-link',
  /** Non-sensitive `{ kind, exp }` read by the inline session-hint script of static pages. */
  hint: 'enlista.hint',
  /**
   * Slug of the partner brand a dashboard last applied (not secret: it names a company), read by
   * the dashboards' inline brand script to theme the next visit before any module runs.
   */
  brand: 'enlista.brand',
} as const;

export type StorageItem = keyof typeof STORAGE_ITEMS;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readItem(item: StorageItem): string | null {
  try {
    return storage()?.getItem(STORAGE_ITEMS[item]) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(item: StorageItem, value: string): void {
  try {
    storage()?.setItem(STORAGE_ITEMS[item], value);
  } catch {
    // A full or blocked storage only costs the session its survival across reloads.
  }
}

export function removeItems(items: readonly StorageItem[]): void {
  for (const item of items) {
    try {
      storage()?.removeItem(STORAGE_ITEMS[item]);
    } catch {
      // Nothing to remove when storage is unavailable.
    }
  }
}
