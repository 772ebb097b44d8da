// What a session leaves on this device between page loads, in localStorage: for each kind, the
// signed-in person's data and the token, each ciphered apart with its own key (cipher.ts); the
// worker's company link; the `{ kind, exp }` hint static pages read without React; and the brand a
// dashboard last applied. A stored part is ciphered and deciphered on its own, off the main thread
// (cipher.ts).
import { parseActor, type SessionActor } from './actor.ts';
import { decrypt, encrypt, type SessionKeyName } from './cipher.ts';
import { readItem, removeItems, writeItem, type StorageItem } from './storage.ts';
import { validSessionClaims, type SessionKind } from './token.ts';

/** A company's sign-in link: its business name and registration group. */
export interface CompanyLink {
  readonly name_business: string;
  readonly rgs: string;
}

export type StoredPart = 'data' | 'token';

/** Each kind's two stored items; each is also the name of the key it is ciphered with. */
const ITEMS: Record<SessionKind, Record<StoredPart, StorageItem & SessionKeyName>> = {
  user: { data: 'userData', token: 'userToken' },
  business: { data: 'businessData', token: 'businessToken' },
};

const EVERY_ITEM: readonly StorageItem[] = [
  'userData',
  'userToken',
  'userLink',
  'businessData',
  'businessToken',
  'hint',
  'brand',
];

/**
 * Stores the person and the token of a `kind` session, each ciphered. Ciphering takes a moment:
 * `stillWanted` is asked once it is done, so a session that has ended or changed meanwhile is not
 * written back. Resolves whether it was stored (never rejects).
 */
export async function storeSession(
  kind: SessionKind,
  actor: SessionActor,
  token: string,
  stillWanted: () => boolean = () => true,
): Promise<boolean> {
  try {
    const [data, sealed] = await Promise.all([
      encrypt(JSON.stringify(actor), ITEMS[kind].data),
      encrypt(token, ITEMS[kind].token),
    ]);
    if (!stillWanted()) return false;
    writeItem(ITEMS[kind].data, data);
    writeItem(ITEMS[kind].token, sealed);
    return true;
  } catch {
    return false;
  }
}

/**
 * Notes that a `kind` session is in force until `exp`: the hint static pages read. One session at
 * a time: the other kind's stored session goes (and a company's drops the worker's company link).
 */
export function storeSessionInForce(kind: SessionKind, exp: number): void {
  const other = kind === 'user' ? 'business' : 'user';
  removeItems([ITEMS[other].data, ITEMS[other].token, ...(kind === 'business' ? (['userLink'] as const) : [])]);
  writeItem('hint', JSON.stringify({ kind, exp }));
}

/** Keeps (or, with null, drops) the company link a worker signed in through. */
export function storeCompanyLink(link: CompanyLink | null): void {
  if (link) writeItem('userLink', JSON.stringify(link));
  else removeItems(['userLink']);
}

/** The stored company link of the worker's session, or null when absent or malformed. */
export function storedCompanyLink(): CompanyLink | null {
  const text = readItem('userLink');
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object') return null;
    const { name_business, rgs } = value as Record<string, unknown>;
    return typeof name_business === 'string' && name_business !== '' && typeof rgs === 'string' && rgs !== ''
      ? { name_business, rgs }
      : null;
  } catch {
    return null;
  }
}

/** Whether anything of a `kind` session is stored, usable or not (false: signed out). */
export function hasStoredSession(kind: SessionKind): boolean {
  return readItem(ITEMS[kind].data) !== null || readItem(ITEMS[kind].token) !== null;
}

/**
 * Forgets every stored session item (both kinds, the link, the hint and the remembered brand). A
 * worker who signs out keeps the brand (it names their company, nothing about them), so the site
 * can offer that company's sign-in next time, until they choose to forget this device.
 */
export function forgetStoredSessions({ keepBrand = false }: { readonly keepBrand?: boolean } = {}): void {
  removeItems(keepBrand ? EVERY_ITEM.filter((item) => item !== 'brand') : EVERY_ITEM);
}

/** A stored part as read: absent, unreadable (another key, tampered), or its plain text. */
export type OpenedPart = { readonly absent: true } | { readonly absent: false; readonly plain: string | null };

/** Reads and deciphers one part of the stored `kind` session. */
export async function openStoredPart(kind: SessionKind, part: StoredPart): Promise<OpenedPart> {
  const cipher = readItem(ITEMS[kind][part]);
  return cipher === null ? { absent: true } : { absent: false, plain: await decrypt(cipher, ITEMS[kind][part]) };
}

export interface StoredSession {
  readonly actor: SessionActor;
  readonly token: string;
  readonly exp: number;
}

/**
 * The stored `kind` session from its opened parts: null when nothing is stored, 'invalid' when it
 * cannot be used (a part missing or unreadable, a token that does not fit the kind or has expired,
 * a person without role or e-mail, or of the other kind).
 */
export function checkStoredSession(
  kind: SessionKind,
  token: OpenedPart,
  data: OpenedPart,
): StoredSession | 'invalid' | null {
  if (token.absent && data.absent) return null;
  if (token.absent || data.absent || token.plain === null || data.plain === null) return 'invalid';
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.plain);
  } catch {
    return 'invalid';
  }
  const claims = validSessionClaims(token.plain, kind);
  const actor = parseActor(kind, parsed);
  return claims && actor ? { actor, token: token.plain, exp: claims.exp } : 'invalid';
}
