// The registered profiles as an export table: one row per person, in the order on screen, with
// the texts the table shows (dates as dd/mm/aaaa, phones with '+').
import { formatDate, phoneWithPlus } from '@/lib/format/index.ts';
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
      formatDate(worker.registered_at),
    ]),
  };
}
