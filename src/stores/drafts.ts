// Drafts of the forms where a person types ($drafts): the typed values live in localStorage
// (through @nanostores/persistent) and chosen files in IndexedDB (through idb-keyval), so a reload,
// a closed tab or a dropped connection loses nothing until the form is sent or the draft discarded.
// Every draft belongs to an owner: the signed-in account ('user:<e-mail>', 'business:<e-mail>') or
// 'anon' on public pages; signing out removes them all, and a session that starts removes those of
// any other account. What may be kept and for how long is in src/lib/drafts/rules.ts: no secrets,
// RUTs or bank account numbers; a public page's draft lasts 24 hours and, left by another visit,
// waits until the person asks for it; chosen files expire with their draft (or their link).
import { persistentMap } from '@nanostores/persistent';
import { clear as clearStore, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import {
  DRAFT_PREFIX,
  PUBLIC_DRAFT_MAX_AGE_MS,
  SAVED_AT_FIELD,
  TAB_FIELD,
  clearDraftKeys,
  draftStamp,
  fromAnotherVisit,
  isExpired,
  isSecretField,
} from '@/lib/drafts/rules.ts';
import type { Session } from './session.ts';

export { DRAFT_PREFIX, isSecretField };
export const ANONYMOUS_OWNER = 'anon';

/** One draft: field name → typed value (text, choice or list of choices). */
export type DraftValues = Record<string, unknown>;

export const $drafts = persistentMap<Record<string, DraftValues | undefined>>(
  DRAFT_PREFIX,
  {},
  {
    encode: JSON.stringify,
    decode: (text: string): DraftValues | undefined => {
      try {
        const value: unknown = JSON.parse(text);
        return value && typeof value === 'object' && !Array.isArray(value) ? (value as DraftValues) : undefined;
      } catch {
        return undefined;
      }
    },
  },
);

/** The values worth keeping: secrets removed (at any depth), files and functions left out. */
export function draftable(values: unknown): unknown {
  if (Array.isArray(values)) return values.map(draftable);
  if (values === null || typeof values !== 'object') {
    return typeof values === 'function' ? undefined : values;
  }
  if (typeof Blob !== 'undefined' && values instanceof Blob) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    if (isSecretField(name)) continue;
    const clean = draftable(value);
    if (clean !== undefined) kept[name] = clean;
  }
  return kept;
}

/** The owner part of a draft's key for a session. */
export function draftOwner(session: Session): string {
  if (session.kind === 'user') return `user:${session.user.email.toLowerCase()}`;
  if (session.kind === 'business') return `business:${session.business.email.toLowerCase()}`;
  return ANONYMOUS_OWNER;
}

export function draftKey(owner: string, form: string): string {
  return `${owner}:${form}`;
}

/** The values without the stamp they were written with. */
function withoutStamp(stored: DraftValues): DraftValues {
  return Object.fromEntries(Object.entries(stored).filter(([name]) => name !== SAVED_AT_FIELD && name !== TAB_FIELD));
}

const isPublic = (key: string) => key.startsWith(`${ANONYMOUS_OWNER}:`);

/** The stored values of a draft (without its stamp); a public draft past 24 hours is removed. */
export function readDraft(key: string): DraftValues | null {
  const stored = $drafts.get()[key];
  if (!stored) return null;
  if (isPublic(key) && isExpired(stored[SAVED_AT_FIELD], Date.now())) {
    removeDraft(key);
    return null;
  }
  return withoutStamp(stored);
}

/** True when a public draft was left by another visit: it waits until the person asks for it. */
export function awaitsConsent(key: string): boolean {
  const stored = $drafts.get()[key];
  return Boolean(stored) && isPublic(key) && readDraft(key) !== null && fromAnotherVisit(stored ?? {});
}

/** Stores the draft; a draft with nothing typed is removed instead. */
export function writeDraft(key: string, values: DraftValues): void {
  const kept = draftable(values) as DraftValues;
  if (!hasTypedValue(kept)) {
    $drafts.setKey(key, undefined);
    return;
  }
  $drafts.setKey(key, { ...kept, ...draftStamp() });
}

/** Removes the drafts (and kept files) of every account but `owner`, when its session starts. */
export async function removeOtherOwnersDrafts(owner: string): Promise<void> {
  const others = Object.keys($drafts.get()).filter(
    (key) => /^(user|business):/.test(key) && !key.startsWith(`${owner}:`),
  );
  for (const key of others) $drafts.setKey(key, undefined);
  await removeFilesWhere((name) => /^(user|business):/.test(name) && !name.startsWith(`${owner}:`));
}

export function removeDraft(key: string): void {
  $drafts.setKey(key, undefined);
  void removeDraftFiles(key);
}

/** True when some value is not empty: a text, a choice, a checked box. */
export function hasTypedValue(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return true;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.some(hasTypedValue);
  if (value && typeof value === 'object') return Object.values(value).some(hasTypedValue);
  return false;
}

// Chosen files, by draft key and slot. IndexedDB may be missing (old browsers, private modes):
// then files are simply not kept.
let fileStore: UseStore | null | undefined;
function files(): UseStore | null {
  if (fileStore !== undefined) return fileStore;
  try {
    fileStore = typeof indexedDB === 'undefined' ? null : createStore('enlista-drafts', 'files');
    // Whatever page opens the store first removes the files whose time is up.
    if (fileStore) queueMicrotask(() => void removeExpiredDraftFiles());
  } catch {
    fileStore = null;
  }
  return fileStore;
}

function fileKey(key: string, slot: string): string {
  return `${key}#${slot}`;
}

/** A kept file and when it must be gone (ms since the epoch). */
interface KeptFile {
  readonly file: Blob;
  readonly expiresAt: number;
}

function isKeptFile(value: unknown): value is KeptFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    'file' in value &&
    value.file instanceof Blob &&
    'expiresAt' in value &&
    typeof value.expiresAt === 'number'
  );
}

/**
 * Keeps a chosen file for the draft `key` until `expiresAt` (default: 24 hours for a public
 * draft, the session's own life otherwise, at most 24 hours too); `null` removes it.
 */
export async function saveDraftFile(key: string, slot: string, file: File | null, expiresAt?: number): Promise<void> {
  const store = files();
  if (!store) return;
  try {
    if (!file) {
      await del(fileKey(key, slot), store);
      return;
    }
    const limit = Date.now() + PUBLIC_DRAFT_MAX_AGE_MS;
    const kept: KeptFile = { file, expiresAt: Math.min(expiresAt ?? limit, limit) };
    await set(fileKey(key, slot), kept, store);
  } catch {
    // Quota or a closed database: the file is simply not kept.
  }
}

export async function readDraftFile(key: string, slot: string): Promise<File | null> {
  const store = files();
  if (!store) return null;
  try {
    const stored: unknown = await get(fileKey(key, slot), store);
    if (!isKeptFile(stored)) return null;
    if (stored.expiresAt <= Date.now()) {
      await del(fileKey(key, slot), store);
      return null;
    }
    return toFile(stored.file, slot);
  } catch {
    return null;
  }
}

/** Removes every kept file whose name matches, or whose time is up. */
async function removeFilesWhere(matches: (name: string) => boolean): Promise<void> {
  const store = files();
  if (!store) return;
  try {
    const now = Date.now();
    const names = (await keys(store)).filter((name): name is string => typeof name === 'string');
    const entries = await Promise.all(names.map(async (name) => [name, await get(name, store)] as const));
    const gone = entries.filter(([name, value]) => matches(name) || !isKeptFile(value) || value.expiresAt <= now);
    await Promise.all(gone.map(([name]) => del(name, store)));
  } catch {
    // Nothing stored or the database is gone: nothing to remove.
  }
}

/** Removes the kept files whose time is up (a power link expired, a day passed). */
export function removeExpiredDraftFiles(): Promise<void> {
  return removeFilesWhere(() => false);
}

function toFile(blob: Blob, slot: string): File {
  return blob instanceof File ? blob : new File([blob], slot, { type: blob.type });
}

function removeDraftFiles(key: string): Promise<void> {
  return removeFilesWhere((name) => name.startsWith(`${key}#`));
}

function storageArea(kind: 'local' | 'session'): Storage | null {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Removes every draft and every kept file (the person signed out). */
export async function clearDrafts(): Promise<void> {
  for (const key of Object.keys($drafts.get())) $drafts.setKey(key, undefined);
  clearDraftKeys(storageArea('local'));
  clearDraftKeys(storageArea('session'));
  const store = files();
  if (!store) return;
  try {
    await clearStore(store);
  } catch {
    // The database is gone already.
  }
}
