// What the worker's profile calls send (users API, auth-user); the fields and their rules are the
// settings forms' (src/lib/validation):
//   POST /api/users/update-data-user { firstname, lastname, address, about_me }
//   POST /api/users/experience-work/add-experience-work, PUT …/update-experience-work/{id}  an entry
//   POST /api/users/update-password { current_password, new_password, confirm_password }
import { passwordChangeSchema } from '../validation/password-change.ts';
import { personalDataSchema } from '../validation/personal-data.ts';
import { experienceSchema } from '../validation/work-experience.ts';

export const PersonalDataBodySchema = personalDataSchema();
export const ExperienceBodySchema = experienceSchema();
export const PasswordChangeBodySchema = passwordChangeSchema();
