// A worker document as the dashboard reads it: general or personalized (custom),
// with an id only once it exists as a file (general requirements never uploaded have none).
import type { UserFile } from '@/lib/session/types.ts';

export type FileGroup = UserFile['type_file'];

/** The file as the session holds it, except that a file may not exist yet and always says its title. */
export interface DashboardFile extends Omit<UserFile, 'id_file' | 'title'> {
  readonly id_file: number | null;
  readonly title: string | null;
}

export interface ProfileFiles {
  readonly filesGeneral: readonly DashboardFile[];
  readonly filesPersonalizated: readonly DashboardFile[];
  readonly filesGeneralHidden: readonly DashboardFile[];
}

export const NO_FILES: ProfileFiles = { filesGeneral: [], filesPersonalizated: [], filesGeneralHidden: [] };

/** A stable key for a document of a profile (purpose names are unique per group). */
export function fileKey(file: Pick<DashboardFile, 'type_file' | 'purpose_name'>): string {
  return `${file.type_file}:${file.purpose_name}`;
}
