// What the profile page loads and changes: the extra personal data and the experience list.
// Saving personal data or a photo also updates the signed-in user (session store), so the home
// card and the bank page show the new name and photo without a reload.
import { atom } from 'nanostores';
import { IDLE, LOADING, ready, settle, type Remote } from '@/lib/remote.ts';
import type { PersonalData, ExperiencePayload } from '@/lib/validation/index.ts';
import { $session, replaceLoggedUser } from '@/stores/session.ts';
import { refreshLoggedUser } from '@/stores/session-restore.ts';
import {
  addExperience,
  deleteExperience,
  listExperience,
  updateExperience,
  type Experience,
} from './experience-api.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { fetchExtraData, saveExtraData, uploadProfileImage, type ExtraData } from './profile-api.ts';

export type ExtraDataState = Remote<ExtraData>;
export type ExperiencesState = Remote<readonly Experience[]>;

export const $extraData = atom<ExtraDataState>(IDLE);
export const $experiences = atom<ExperiencesState>(IDLE);

/** Loads the entries; a refresh keeps the current list on screen until the answer arrives. */
export async function loadExperiences(): Promise<void> {
  if ($experiences.get().status !== 'ready') $experiences.set(LOADING);
  const outcome = await settle(listExperience(), failureText);
  if (outcome.status === 'ready' || $experiences.get().status !== 'ready') $experiences.set(outcome);
}

export async function loadExtraData(): Promise<void> {
  if ($extraData.get().status === 'loading') return;
  $extraData.set(LOADING);
  $extraData.set(await settle(fetchExtraData(), failureText));
}

/**
 * Reads the personal data again without the loading state (an open form keeps what is typed);
 * what is shown changes only when the new answer arrives.
 */
export async function refreshExtraData(): Promise<void> {
  const status = $extraData.get().status;
  if (status === 'idle' || status === 'loading') return;
  const outcome = await settle(fetchExtraData(), failureText);
  const now = $extraData.get().status;
  if (outcome.status === 'ready' && (now === 'ready' || now === 'error')) $extraData.set(outcome);
}

function updateUser(changes: Partial<Pick<ExtraData, keyof ExtraData>> & { img_profile?: string }): void {
  const session = $session.get();
  if (session.kind !== 'user') return;
  void replaceLoggedUser({ ...session.user, ...changes });
}

/** Saves the four fields with the version read (409 when stale); resolves the success message. */
export async function savePersonalData(data: PersonalData, version?: number): Promise<string> {
  const saved = await saveExtraData(data, version);
  $extraData.set(ready(saved.data));
  updateUser({
    firstname: saved.data.firstname,
    lastname: saved.data.lastname,
    address: saved.data.address,
    about_me: saved.data.about_me,
  });
  return saved.message;
}

export async function changeProfileImage(
  file: File,
  io: Parameters<typeof uploadProfileImage>[1] = {},
): Promise<string> {
  const { message, img_profile } = await uploadProfileImage(file, io);
  updateUser({ img_profile });
  return message;
}

/**
 * After a photo upload that got no answer: reloads the signed-in user and tells whether the
 * server now shows a different photo than `before`, i.e. the upload arrived.
 */
export async function profileImageChanged(before: string | null): Promise<boolean> {
  await refreshLoggedUser();
  const session = $session.get();
  return session.kind === 'user' && (session.user.img_profile ?? null) !== before;
}

export async function createExperience(entry: ExperiencePayload): Promise<string> {
  const message = await addExperience(entry);
  await loadExperiences();
  return message;
}

export async function editExperience(id: number, entry: ExperiencePayload): Promise<string> {
  const message = await updateExperience(id, entry);
  await loadExperiences();
  return message;
}

/** Deleting needs a nonzero id; 0 is ignored. */
export async function removeExperience(id: number): Promise<string | null> {
  if (id === 0) return null;
  const message = await deleteExperience(id);
  await loadExperiences();
  return message;
}
