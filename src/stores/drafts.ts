// Drafts of the forms where a person types ($drafts): the typed values live in localStorage
// (through @nanostores/persistent) and chosen files in IndexedDB (through idb-keyval), so a reload,
// a closed tab or a dropped connection loses nothing until the form is sent or the draft discarded.
// Every draft belongs to an owner: the signed-in account ('user:<e-mail>', 'business:<e-mail>') or
// 'anon' on public pages; signing out removes them all. Passwords and codes are never stored.
import { persistentMap } from '@nanostores/persistent';
import { clear as clearStore, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';
import type { Session } from './session.ts';

export const DRAFT_PREFIX = 'enlista.draft:';
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

/** Field names that hold secrets: passwords, verification codes, card codes. */
const SECRET_NAME = /pass|clave|contrase|code|codigo|código|token|cvv|pin/i;
/** Names that contain "code" yet are not secrets (dialling and postal codes, country codes). */
const NOT_SECRET_NAME = /dial|country|postal|zip|region|commune|area/i;

export function isSecretField(name: string): boolean {
  return SECRET_NAME.test(name) && !NOT_SECRET_NAME.test(name);
}

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

export function readDraft(key: string): DraftValues | null {
  return $drafts.get()[key] ?? null;
}

/** Stores the draft; a draft with nothing typed is removed instead. */
export function writeDraft(key: string, values: DraftValues): void {
  const kept = draftable(values) as DraftValues;
  if (!hasTypedValue(kept)) {
    $drafts.setKey(key, undefined);
    return;
  }
  $drafts.setKey(key, kept);
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
  } catch {
    fileStore = null;
  }
  return fileStore;
}

function fileKey(key: string, slot: string): string {
  return `${key}#${slot}`;
}

export async function saveDraftFile(key: string, slot: string, file: File | null): Promise<void> {
  const store = files();
  if (!store) return;
  try {
    if (file) await set(fileKey(key, slot), file, store);
    else await del(fileKey(key, slot), store);
  } catch {
    // Quota or a closed database: the file is simply not kept.
  }
}

export async function readDraftFile(key: string, slot: string): Promise<File | null> {
  const store = files();
  if (!store) return null;
  try {
    const stored: unknown = await get(fileKey(key, slot), store);
    return stored instanceof Blob ? toFile(stored, slot) : null;
  } catch {
    return null;
  }
}

function toFile(blob: Blob, slot: string): File {
  return blob instanceof File ? blob : new File([blob], slot, { type: blob.type });
}

async function removeDraftFiles(key: string): Promise<void> {
  const store = files();
  if (!store) return;
  try {
    const all = await keys(store);
    await Promise.all(
      all.filter((name) => typeof name === 'string' && name.startsWith(`${key}#`)).map((name) => del(name, store)),
    );
  } catch {
    // Nothing stored or the database is gone: nothing to remove.
  }
}

/** Removes every draft and every kept file (the person signed out). */
export async function clearDrafts(): Promise<void> {
  for (const key of Object.keys($drafts.get())) $drafts.setKey(key, undefined);
  try {
    for (let index = window.localStorage.length - 1; index >= 0; index -= 1) {
      const name = window.localStorage.key(index);
      if (name?.startsWith(DRAFT_PREFIX)) window.localStorage.removeItem(name);
    }
  } catch {
    // Storage disabled: nothing was stored.
  }
  const store = files();
  if (!store) return;
  try {
    await clearStore(store);
  } catch {
    // The database is gone already.
  }
}
