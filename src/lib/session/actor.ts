// The person a session of one kind belongs to, from an untrusted value (a sign-in answer, a refresh
// or decrypted storage): a worker (role User) for a worker's session, a company (any other role)
// for a company's, with only the fields the session keeps; null for anything else.
import { parseLoggedBusiness, parseLoggedUser } from './parse.ts';
import { roleFitsKind, type SessionKind } from './token.ts';
import type { LoggedBusiness, LoggedUser } from './types.ts';

export type SessionActor = LoggedUser | LoggedBusiness;

export function parseActor(kind: 'user', value: unknown): LoggedUser | null;
export function parseActor(kind: SessionKind, value: unknown): SessionActor | null;
export function parseActor(kind: SessionKind, value: unknown): SessionActor | null {
  const actor = kind === 'user' ? parseLoggedUser(value) : parseLoggedBusiness(value);
  return actor && roleFitsKind(actor.role, kind) ? actor : null;
}
