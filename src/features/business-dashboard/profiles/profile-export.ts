// The registered profiles as an export table: one row per person, in the order on screen, with
// the texts the table shows (phones with '+'; the registration day a date in XLSX, dd/mm/aaaa in CSV).
import { DOCUMENTATION_STATE_LABELS } from '@/lib/documents/documentation.ts';
import { calendarDayInChile } from '@/lib/format/date.ts';
import { phoneWithPlus } from '@/lib/format/index.ts';
import type { ExportTable } from '@/features/business-dashboard/shared/export-file.ts';
import { workerName } from './profile-filter.ts';
import type { RegisteredWorker } from './profiles-api.ts';

export const PROFILE_EXPORT_HEADERS = [
  'Nombre',
  'RUT',
  'Correo',
  'Teléfono',
  'Comuna',
  'Región',
  'Perfiles',
  'Documentación',
  'Fecha de registro',
] as const;

export function profileExportTable(workers: readonly RegisteredWorker[]): ExportTable {
  return {
    headers: PROFILE_EXPORT_HEADERS,
    rows: workers.map((worker) => [
      workerName(worker),
      worker.rut ?? '',
      worker.email,
      phoneWithPlus(worker.phone),
      worker.name_commune ?? '',
      worker.name_region ?? '',
      worker.profiles.map((item) => item.profile_name).join(', '),
      worker.documentation ? DOCUMENTATION_STATE_LABELS[worker.documentation.state] : '',
      { day: calendarDayInChile(new Date(worker.registered_at)) },
    ]),
  };
}
