// /api/users/experience-work — the signed-in worker's work experience, auth-user:
//   GET    /get-experience-work                 → { data: Experience[] } (latest job first)
//   POST   /add-experience-work  entry          → 201 { message, data: Experience }
//   GET    /get-experience-work-for-update/:id  → { data: Experience }
//   PUT    /update-experience-work/:id  entry   → { message, data: Experience }
//   DELETE /delete-experience-work/:id          → { message }
// `entry` is the create payload (job_title, nameBusiness, typeEmployment, location, start_date,
// end_date, job_description) checked by src/lib/validation/work-experience.ts; the answers use the
// stored names (company_name, type_employment) plus id_ew and duration. Id 0 answers 400;
// another worker's entry answers 404 as if it did not exist.
import { Hono, type Context } from 'hono';
import { ExperienceBodySchema } from '../../../src/lib/contract/profile.ts';
import type { AppDeps } from '../../deps.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';
import { recordIdParam } from './profile-params.ts';
import {
  deleteExperience,
  experiencesOf,
  findExperience,
  insertExperience,
  updateExperience,
} from './profile-store.ts';

export const EXPERIENCE_API_MESSAGES = {
  created: 'Experiencia agregada correctamente',
  updated: 'Experiencia actualizada correctamente',
  deleted: 'Experiencia eliminada correctamente',
  notFound: 'Experiencia no encontrada',
} as const;

const M = EXPERIENCE_API_MESSAGES;

export function experienceRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const idParam = recordIdParam();
  const entryBody = jsonBody(ExperienceBodySchema);
  const owner = (c: Context<AuthEnv>) => c.get('session').account.id_user;

  return new Hono<AuthEnv>()
    .get('/get-experience-work', auth, (c) => c.json({ data: experiencesOf(deps.db, owner(c)) }))
    .post('/add-experience-work', auth, entryBody, (c) => {
      const id = insertExperience(deps.db, owner(c), c.req.valid('json'), deps.now());
      return c.json({ message: M.created, data: findExperience(deps.db, owner(c), id) }, 201);
    })
    .get('/get-experience-work-for-update/:id', auth, idParam, (c) => {
      const entry = findExperience(deps.db, owner(c), c.req.valid('param').id);
      return entry ? c.json({ data: entry }) : c.json({ message: M.notFound }, 404);
    })
    .put('/update-experience-work/:id', auth, idParam, entryBody, (c) => {
      const { id } = c.req.valid('param');
      if (!updateExperience(deps.db, owner(c), id, c.req.valid('json'))) return c.json({ message: M.notFound }, 404);
      return c.json({ message: M.updated, data: findExperience(deps.db, owner(c), id) });
    })
    .delete('/delete-experience-work/:id', auth, idParam, (c) => {
      if (!deleteExperience(deps.db, owner(c), c.req.valid('param').id)) return c.json({ message: M.notFound }, 404);
      return c.json({ message: M.deleted });
    });
}
