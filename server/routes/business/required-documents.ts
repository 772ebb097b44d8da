// /business/required-documents — 'Documentos requeridos': what the company asks of each job profile
// it offers (header auth-business; an extension of the specified API). Shapes:
// src/lib/contract/required-documents.ts; rule and messages: src/lib/validation/required-documents.ts.
//   GET  /required-documents
//        → 200 { data: [{ id_profile, profile_name, documents: [{ type_file, purpose_name, name,
//                expires }] }], catalogue: [{ purpose_name, name, expires }] }
//   PUT  /required-documents/:id_profile  { documents: [{ purpose_name } | { title, expires }] }
//        (a catalogue type by purpose name, or the company's own document by title, 3 to 100
//        characters; up to 30, none twice) → 200 { message: 'Documentos requeridos guardados',
//          data: { profile, added, removed } }
//        → 400 the rule's messages; 404 'Tu empresa no ofrece ese perfil.'
// Saving creates the added documents (not uploaded) for the workers who already hold the profile,
// and removes dropped ones only where they were never uploaded. New workers receive the list when
// they register (both registration flows).
import { Hono } from 'hono';
import { WORKER_DOCUMENT_TYPES } from '../../../src/lib/reference/index.ts';
import {
  RequiredDocumentsBodySchema,
  RequiredDocumentsParamsSchema,
} from '../../../src/lib/contract/required-documents.ts';
import { transaction } from '../../db/database.ts';
import { REVIEW_MESSAGES } from '../../db/documents/messages.ts';
import {
  companyRequirements,
  offeredProfileIds,
  profileRequirements,
  replaceRequirements,
} from '../../db/documents/required.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody, routeParams } from '../../lib/validate.ts';
import { companyOf } from './company.ts';

const profileParam = routeParams(RequiredDocumentsParamsSchema);
const CATALOGUE = WORKER_DOCUMENT_TYPES.map(({ purpose_name, name, expires }) => ({ purpose_name, name, expires }));

export function requiredDocumentRoutes(deps: AppDeps) {
  const guard = requireBusiness(deps);
  return new Hono<AuthEnv>()
    .get('/required-documents', guard, (c) =>
      c.json({ data: companyRequirements(deps.db, companyOf(c).id_business), catalogue: CATALOGUE }),
    )
    .put('/required-documents/:id_profile', guard, profileParam, jsonBody(RequiredDocumentsBodySchema), (c) => {
      const { id_business } = companyOf(c);
      const { id_profile } = c.req.valid('param');
      if (!offeredProfileIds(deps.db, id_business).includes(id_profile)) {
        return c.json({ message: REVIEW_MESSAGES.profileNotOffered }, 404);
      }
      const { documents } = c.req.valid('json');
      const changes = transaction(deps.db, () => replaceRequirements(deps.db, id_business, id_profile, documents));
      return c.json({
        message: REVIEW_MESSAGES.requirementsSaved,
        data: { profile: profileRequirements(deps.db, id_business, id_profile), ...changes },
      });
    });
}
