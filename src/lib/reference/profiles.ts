// Reference data: business profiles (job roles) a worker registers for, used by the
// demo and the local API. Profile 7 is the task-product profile: when the connected
// business has the task flag set, the profile list is limited to it.

export interface BusinessProfile {
  readonly id_profile: number;
  readonly profile_name: string;
}

export const TASK_PROFILE_ID = 7;

export const BUSINESS_PROFILES: readonly BusinessProfile[] = [
  { id_profile: 1, profile_name: 'Conductor' },
  { id_profile: 2, profile_name: 'Peoneta' },
  { id_profile: 3, profile_name: 'Vendedor' },
  { id_profile: 4, profile_name: 'Picker' },
  { id_profile: 5, profile_name: 'Guardia' },
  { id_profile: 6, profile_name: 'Promotor' },
  { id_profile: TASK_PROFILE_ID, profile_name: 'Conductor de tareas' },
];

/** The profiles a registration form offers, given the business's task-product flag. */
export function selectableProfiles(taskProductEnabled: boolean): readonly BusinessProfile[] {
  return taskProductEnabled
    ? BUSINESS_PROFILES.filter((profile) => profile.id_profile === TASK_PROFILE_ID)
    : BUSINESS_PROFILES;
}
