// A profile's list of required documents as the editor holds it: the catalogue types chosen and
// the company's own documents (title, expires), turned into the request body and checked by the
// shared rule before anything is sent.
import * as v from 'valibot';
import type { ProfileRequirements } from '@/lib/contract/required-documents.ts';
import { requiredDocumentsSchema, type RequiredDocumentsInput } from '@/lib/validation/required-documents.ts';

export interface OwnDocument {
  readonly title: string;
  readonly expires: boolean;
}

export interface RequirementList {
  readonly chosen: ReadonlySet<string>;
  readonly own: readonly OwnDocument[];
}

/** The editor's list from a profile as saved. */
export function listOf(profile: ProfileRequirements): RequirementList {
  return {
    chosen: new Set(profile.documents.filter((doc) => doc.type_file === 'General').map((doc) => doc.purpose_name)),
    own: profile.documents
      .filter((doc) => doc.type_file === 'Personalizated')
      .map((doc) => ({ title: doc.name, expires: doc.expires })),
  };
}

/** The body of PUT /business/required-documents/:id_profile, the catalogue in its own order. */
export function bodyOf(list: RequirementList, catalogue: readonly { readonly purpose_name: string }[]) {
  return {
    documents: [
      ...catalogue.filter((entry) => list.chosen.has(entry.purpose_name)).map(({ purpose_name }) => ({ purpose_name })),
      ...list.own.map(({ title, expires }) => ({ title, expires })),
    ],
  } satisfies RequiredDocumentsInput;
}

/** The first message of the shared rule about `body`, or null when it passes. */
export function listProblem(body: RequiredDocumentsInput): string | null {
  const checked = v.safeParse(requiredDocumentsSchema, body);
  return checked.success ? null : checked.issues[0].message;
}

/** What saving did to the workers who already hold the profile, in a sentence (or nothing). */
export function changesText(added: number, removed: number): string {
  const parts = [
    added > 0 ? `${added} ${added === 1 ? 'documento nuevo pedido' : 'documentos nuevos pedidos'}` : '',
    removed > 0 ? `${removed} ${removed === 1 ? 'documento sin subir quitado' : 'documentos sin subir quitados'}` : '',
  ].filter(Boolean);
  return parts.length === 0 ? '' : `A quienes ya tienen este perfil: ${parts.join(' y ')}.`;
}
