// Counting and filtering the registered workers by profile (Conductor, Peoneta…).
import type { RegisteredWorker } from './profiles-api.ts';

export interface ProfileCount {
  readonly id_profile: number;
  readonly profile_name: string;
  readonly count: number;
}

/** How many workers hold each profile, most common first, then by name. */
export function countProfiles(workers: readonly RegisteredWorker[]): ProfileCount[] {
  const counts = new Map<number, ProfileCount>();
  for (const worker of workers) {
    for (const { id_profile, profile_name } of worker.profiles) {
      const previous = counts.get(id_profile);
      counts.set(id_profile, { id_profile, profile_name, count: (previous?.count ?? 0) + 1 });
    }
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || a.profile_name.localeCompare(b.profile_name, 'es'));
}

export function workersWithProfile(workers: readonly RegisteredWorker[], idProfile: number | null): RegisteredWorker[] {
  if (idProfile === null) return [...workers];
  return workers.filter((worker) => worker.profiles.some((profile) => profile.id_profile === idProfile));
}

export function workerName(worker: RegisteredWorker): string {
  return [worker.firstname, worker.lastname].filter(Boolean).join(' ') || worker.email;
}
