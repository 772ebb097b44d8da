// How a posting's facts read on its card and detail: vehicle with capacity, place, pay, start.
import { formatDate } from '../format/dates.ts';
import type { Posting } from './postings-api.ts';

const NUMBER = new Intl.NumberFormat('es-CL');

/** 'Furgón · 1.000 kg', or just the vehicle. */
export function vehicleText(posting: Pick<Posting, 'name_vehicle' | 'capacity_kg'>): string {
  const capacity = posting.capacity_kg === null ? '' : ` · ${NUMBER.format(posting.capacity_kg)} kg`;
  return `${posting.name_vehicle ?? 'Vehículo a convenir'}${capacity}`;
}

/** 'Ñuñoa, Metropolitana de Santiago'. */
export function placeText(posting: Pick<Posting, 'name_commune' | 'name_region'>): string {
  return [posting.name_commune, posting.name_region].filter(Boolean).join(', ');
}

/** '$1.100 por unidad'. */
export function payText(pawn: number | null): string {
  return pawn === null ? 'Pago a convenir' : `$${NUMBER.format(pawn)} por unidad`;
}

export function startText(start: string | null): string {
  return start ? `Inicio ${formatDate(start)}` : 'Inicio a convenir';
}
