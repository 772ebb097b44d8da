// Test-only sample: an active posting as both areas' APIs give it, starting on a day far ahead.
import type { Posting } from './posting.ts';

export const POSTING_SAMPLE: Posting = {
  id_publication: 7,
  version: 1,
  title: 'Conductor de furgón',
  description: 'Reparto de última milla en Santiago centro.',
  requirements: 'Licencia clase B.',
  id_vehicle: 1,
  name_vehicle: 'Furgón',
  id_capacity: 2,
  capacity_kg: 1000,
  id_zone: 2,
  name_zone: 'Zona Centro',
  id_region: 13000,
  name_region: 'Metropolitana de Santiago',
  id_commune: 2580,
  name_commune: 'Santiago',
  id_schedule: 1,
  name_schedule: 'AM',
  start_time: '2999-01-10',
  pawn: 1100,
  is_active: true,
  name_business: 'Transportes Andes',
  logo_business: null,
  created_at: '2025-11-01T00:00:00.000Z',
};
