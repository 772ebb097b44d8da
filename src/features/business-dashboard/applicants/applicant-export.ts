// The applicants of a posting as an export table: one row per person, in the order on screen,
// with the texts the cards show (phones with '+'), the RUT, the state of the documents with the
// company and the day they applied (a date in XLSX, dd/mm/aaaa in CSV).
import { DOCUMENTATION_STATE_LABELS } from '@/lib/documents/documentation.ts';
import { calendarDayInChile } from '@/lib/format/date.ts';
import { phoneWithPlus } from '@/lib/format/index.ts';
import type { ExportTable } from '@/features/business-dashboard/shared/export-file.ts';
import type { Applicant } from './applicants-api.ts';

export const APPLICANT_EXPORT_HEADERS = [
  'Nombre',
  'RUT',
  'Correo',
  'Teléfono',
  'Perfiles',
  'Documentación',
  'Fecha de postulación',
] as const;

export function applicantExportTable(applicants: readonly Applicant[]): ExportTable {
  return {
    headers: APPLICANT_EXPORT_HEADERS,
    rows: applicants.map((applicant) => [
      applicant.name_user || 'Sin nombre',
      applicant.rut ?? '',
      applicant.user_email,
      phoneWithPlus(applicant.phone),
      applicant.profiles.map((profile) => profile.profile_name).join(', '),
      applicant.documentation
        ? DOCUMENTATION_STATE_LABELS[applicant.documentation.state]
        : 'No registrado en la empresa',
      { day: calendarDayInChile(new Date(applicant.applied_at)) },
    ]),
  };
}
