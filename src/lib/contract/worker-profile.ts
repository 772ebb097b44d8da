// One profile a worker holds (a worker may register for several of their company's profiles):
// the link's own id, the profile's id and its name. The signed-in worker's answer lists theirs; the
// company's lists of applicants and registered workers list each worker's.
import * as v from 'valibot';
import { IntegerSchema } from './answers.ts';

export const ProfileLinkSchema = v.object({
  id_profile_user: IntegerSchema,
  id_profile: IntegerSchema,
  profile_name: v.string(),
});

export type ProfileLink = v.InferOutput<typeof ProfileLinkSchema>;
