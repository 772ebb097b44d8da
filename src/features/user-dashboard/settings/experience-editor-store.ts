// $experienceToEdit: the experience entry the update dialog starts from, read again from the API.
// The dialog loads it when it opens and forgets it when it closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { getExperienceForUpdate } from './experience-api.ts';

const store = remoteStore((id: number) => getExperienceForUpdate(id), failureText);

export const $experienceToEdit = store.$entry;
export const experienceToEditState = store.stateFor;
export const loadExperienceToEdit = store.load;
export const forgetExperienceToEdit = store.reset;
