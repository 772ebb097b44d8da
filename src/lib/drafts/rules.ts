// What a draft may keep on this device, and for how long. Drafts exist so a reload or a dropped
// connection loses nothing; on a shared phone they must not hand one person's data to the next:
//   - every draft lives under one prefix (DRAFT_PREFIX), in localStorage, sessionStorage and the
//     files store alike, so signing out removes them all at once;
//   - secrets are never kept (passwords, codes), nor bank account numbers and RUTs;
//   - a draft of a public page (no account behind it) lasts 24 hours, and one left by another
//     visit (another tab, a browser opened again) is not refilled until the person asks for it;
//     a reload of the same tab brings it back at once, since it is the same person.
// Plain functions without browser state, shared by the drafts store and the registration flows.

export const DRAFT_PREFIX = 'enlista.draft:';
export const PUBLIC_DRAFT_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Stored beside a draft's values: when it was written and by which tab. */
export const SAVED_AT_FIELD = '__guardado';
export const TAB_FIELD = '__pestana';

/** Field names that hold secrets: passwords, verification codes, card codes. */
const SECRET_NAME = /pass|clave|contrase|code|codigo|código|token|cvv|pin/i;
/** Names that contain "code" yet are not secrets (dialling and postal codes, country codes). */
const NOT_SECRET_NAME = /dial|country|postal|zip|region|commune|area/i;
/** Identity and bank numbers: a RUT, a bank account's number. */
const NEVER_KEPT_NAME = /(^|_)rut($|_)|account_?number|numero_?cuenta/i;

/** True for a field a draft never keeps: a secret, a RUT or a bank account number. */
export function isSecretField(name: string): boolean {
  return (SECRET_NAME.test(name) && !NOT_SECRET_NAME.test(name)) || NEVER_KEPT_NAME.test(name);
}

/** True when a draft written at `savedAt` (ms) is older than `maxAgeMs` at `now`. */
export function isExpired(savedAt: unknown, now: number, maxAgeMs = PUBLIC_DRAFT_MAX_AGE_MS): boolean {
  return typeof savedAt !== 'number' || !Number.isFinite(savedAt) || now - savedAt > maxAgeMs || savedAt > now + 60_000;
}

const TAB_KEY = `${DRAFT_PREFIX}pestana`;
let fallbackTab: string | null = null;

function randomId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** This tab's id: kept in sessionStorage, so a reload keeps it and another tab or visit does not. */
export function currentTab(): string {
  try {
    const stored = window.sessionStorage.getItem(TAB_KEY);
    if (stored) return stored;
    const id = randomId();
    window.sessionStorage.setItem(TAB_KEY, id);
    return id;
  } catch {
    fallbackTab ??= randomId();
    return fallbackTab;
  }
}

/** The stamp a draft is written with. */
export function draftStamp(now = Date.now()): { [SAVED_AT_FIELD]: number; [TAB_FIELD]: string } {
  return { [SAVED_AT_FIELD]: now, [TAB_FIELD]: currentTab() };
}

/** True when the stamped draft was written by another tab or visit than this one. */
export function fromAnotherVisit(stamped: Readonly<Record<string, unknown>>): boolean {
  return stamped[TAB_FIELD] !== currentTab();
}

/** Removes every key under the draft prefix from a Web Storage area (best effort). */
export function clearDraftKeys(storage: Storage | null): void {
  if (!storage) return;
  try {
    for (let index = storage.length - 1; index >= 0; index -= 1) {
      const name = storage.key(index);
      if (name?.startsWith(DRAFT_PREFIX)) storage.removeItem(name);
    }
  } catch {
    // Storage disabled: nothing was stored.
  }
}
