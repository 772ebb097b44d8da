// Wire shapes of 'Documentos requeridos': the documents a company asks of each job profile it
// offers, the catalogue it picks from, and what saving a profile's list answers. The request body
// and its rule live in src/lib/validation/required-documents.ts.
import * as v from 'valibot';
import { requiredDocumentsSchema } from '../validation/required-documents.ts';
import { numericParam } from './params.ts';

const integer = v.pipe(v.number(), v.integer());

/** `:id_profile` of the job profile whose list is saved. */
export const RequiredDocumentsParamsSchema = v.object({ id_profile: numericParam() });

/** The body of PUT /business/required-documents/:id_profile (its rule: src/lib/validation). */
export const RequiredDocumentsBodySchema = requiredDocumentsSchema;

export const RequiredDocumentSchema = v.object({
  type_file: v.picklist(['General', 'Personalizated']),
  purpose_name: v.string(),
  /** The catalogue type's name, or the company's own title. */
  name: v.string(),
  expires: v.boolean(),
});

export const ProfileRequirementsSchema = v.object({
  id_profile: integer,
  profile_name: v.string(),
  documents: v.array(RequiredDocumentSchema),
});
export type ProfileRequirements = v.InferOutput<typeof ProfileRequirementsSchema>;

export const CatalogueEntrySchema = v.object({ purpose_name: v.string(), name: v.string(), expires: v.boolean() });

/** GET /business/required-documents. */
export const RequiredDocumentsAnswerSchema = v.object({
  data: v.array(ProfileRequirementsSchema),
  catalogue: v.array(CatalogueEntrySchema),
});

/** PUT /business/required-documents/:id_profile. */
export const SavedRequirementsAnswerSchema = v.object({
  message: v.string(),
  data: v.object({
    profile: ProfileRequirementsSchema,
    /** Documents created for workers who already hold the profile. */
    added: integer,
    /** Never-uploaded documents removed from them (anything already given stays). */
    removed: integer,
  }),
});
