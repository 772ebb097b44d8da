// The applicants of a posting as an export table: one row per person, in the order on screen,
// with the texts the cards show (dates as dd/mm/aaaa, phones with '+').
import { formatDate, phoneWithPlus } from '@/lib/format/index.ts';
import type { ExportTable } from '@/features/business-dashboard/shared/export-file.ts';
import type { Applicant } from './applicants-api.ts';

export const APPLICANT_EXPORT_HEADERS = ['Nombre', 'Correo', 'Teléfono', 'Perfiles', 'Fecha de postulación'] as const;

export function applicantExportTable(applicants: readonly Applicant[]): ExportTable {
  return {
    headers: APPLICANT_EXPORT_HEADERS,
    rows: applicants.map((applicant) => [
      applicant.name_user || 'Sin nombre',
      applicant.user_email,
      phoneWithPlus(applicant.phone),
      applicant.profiles.map((profile) => profile.profile_name).join(', '),
      formatDate(applicant.applied_at),
    ]),
  };
}
