// Work experience calls, users API with auth-user, under /api/users/experience-work:
//   GET    /get-experience-work                → { data: Experience[] }
//   POST   /add-experience-work  entry         → { message, data: Experience }
//   GET    /get-experience-work-for-update/{id} → { data: Experience }
//   PUT    /update-experience-work/{id} entry  → { message, data: Experience }
//   DELETE /delete-experience-work/{id}        → { message }
// `entry` is the create payload (nameBusiness, typeEmployment); answers carry the entity's names.
import * as v from 'valibot';
import { usersApi } from '@/lib/http/index.ts';
import type { ExperiencePayload } from '@/lib/validation/index.ts';
import { parseList, parseOne, successMessage, unwrap } from '@/features/user-dashboard/shared/api-answer.ts';

const BASE = '/api/users/experience-work';

const experienceSchema = v.object({
  id_ew: v.number(),
  job_title: v.string(),
  company_name: v.string(),
  type_employment: v.string(),
  location: v.string(),
  start_date: v.string(),
  end_date: v.string(),
  duration: v.optional(v.string(), ''),
  job_description: v.string(),
});

export type Experience = v.InferOutput<typeof experienceSchema>;

export async function listExperience(): Promise<Experience[]> {
  return parseList(experienceSchema, unwrap(await usersApi.get<unknown>(`${BASE}/get-experience-work`)));
}

export async function addExperience(entry: ExperiencePayload): Promise<string> {
  return successMessage(
    await usersApi.post<unknown>(`${BASE}/add-experience-work`, { ...entry }),
    'Experiencia agregada',
  );
}

export async function getExperienceForUpdate(id: number): Promise<Experience> {
  return parseOne(
    experienceSchema,
    unwrap(await usersApi.get<unknown>(`${BASE}/get-experience-work-for-update/${id}`)),
  );
}

export async function updateExperience(id: number, entry: ExperiencePayload): Promise<string> {
  const answer = await usersApi.put<unknown>(`${BASE}/update-experience-work/${id}`, { ...entry });
  return successMessage(answer, 'Experiencia actualizada');
}

export async function deleteExperience(id: number): Promise<string> {
  return successMessage(
    await usersApi.delete<unknown>(`${BASE}/delete-experience-work/${id}`),
    'Experiencia eliminada',
  );
}
