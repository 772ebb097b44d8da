// A worker document as the dashboard reads it: general or personalized (custom),
// with an id only once it exists as a file (general requirements never uploaded have none).

export type FileGroup = 'General' | 'Personalizated';

export interface DashboardFile {
  readonly id_file: number | null;
  readonly purpose_name: string;
  readonly name: string;
  readonly title: string | null;
  readonly type_file: FileGroup;
  readonly type_name: string | null;
  readonly url_file: string | null;
  readonly file_status: string | null;
  readonly visibility: string;
  readonly isUploaded: boolean;
  readonly rejection_reason: string | null;
  readonly date_upload: string | null;
  readonly issue_date: string | null;
  readonly expiration_date: string | null;
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
