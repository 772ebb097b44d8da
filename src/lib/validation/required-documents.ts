// A company's list of required documents for one job profile ('Documentos requeridos'): up to 30
// entries, each either a document type of the catalogue (by purpose name) or one of the company's
// own, named by a title of 3 to 100 characters and marked as expiring or not; no document twice.
// The list is read into the stored shape: catalogue types are general documents that expire as
// their type does, the company's own are custom documents keyed by a purpose made from the title.
import * as v from 'valibot';
import { findWorkerDocumentType, purposeFromTitle } from '../reference/worker-documents.ts';
import { cleanText } from './clean-text.ts';

export const REQUIRED_DOCUMENTS_LIMITS = { max: 30, title: { min: 3, max: 100 } } as const;

export const REQUIRED_DOCUMENTS_MESSAGES = {
  entry: 'Elige un documento del catálogo o escribe el nombre de uno propio',
  unknown: 'Ese documento no está en el catálogo',
  titleLength: 'El nombre del documento debe tener entre 3 y 100 caracteres',
  titleLetters: 'El nombre del documento debe tener letras o números',
  expires: 'Indica si el documento vence',
  tooMany: `La lista no puede tener más de ${REQUIRED_DOCUMENTS_LIMITS.max} documentos`,
  repeated: 'Un documento aparece dos veces en la lista',
} as const;

const M = REQUIRED_DOCUMENTS_MESSAGES;
const L = REQUIRED_DOCUMENTS_LIMITS;

export interface RequiredDocumentEntry {
  readonly type_file: 'General' | 'Personalizated';
  readonly purpose_name: string;
  readonly title: string | null;
  readonly expires: boolean;
}

const titleSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(L.title.min, M.titleLength),
  v.maxLength(L.title.max, M.titleLength),
  cleanText('single'),
);

const entrySchema = v.pipe(
  v.object(
    {
      purpose_name: v.optional(v.nullable(v.string(M.unknown)), null),
      title: v.optional(v.nullable(v.string(M.titleLength)), null),
      expires: v.optional(v.boolean(M.expires), false),
    },
    M.entry,
  ),
  v.rawTransform(({ dataset, addIssue, NEVER }): RequiredDocumentEntry => {
    const { purpose_name, title, expires } = dataset.value;
    const custom = title?.trim() ?? '';
    if (purpose_name && custom === '') {
      const known = findWorkerDocumentType(purpose_name);
      if (known) return { type_file: 'General', purpose_name, title: null, expires: known.expires };
      addIssue({ message: M.unknown });
      return NEVER;
    }
    if (!purpose_name && custom !== '') {
      const checked = v.safeParse(titleSchema, custom);
      if (!checked.success) {
        for (const issue of checked.issues) addIssue({ message: issue.message });
        return NEVER;
      }
      const purpose = purposeFromTitle(checked.output);
      if (purpose !== '') return { type_file: 'Personalizated', purpose_name: purpose, title: checked.output, expires };
      addIssue({ message: M.titleLetters });
      return NEVER;
    }
    addIssue({ message: M.entry });
    return NEVER;
  }),
);

export const requiredDocumentsSchema = v.object(
  {
    documents: v.pipe(
      v.array(entrySchema, M.entry),
      v.maxLength(L.max, M.tooMany),
      v.check(
        (entries) =>
          new Set(entries.map((entry) => `${entry.type_file}:${entry.purpose_name}`)).size === entries.length,
        M.repeated,
      ),
    ),
  },
  M.entry,
);

export type RequiredDocumentsInput = v.InferInput<typeof requiredDocumentsSchema>;
export type RequiredDocumentsPayload = v.InferOutput<typeof requiredDocumentsSchema>;
