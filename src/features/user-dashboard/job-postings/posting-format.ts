// How the worker's card and detail word a posting's pay and start; the vehicle, capacity and place
// read as everywhere else (src/lib/format).
import { formatClp, formatDate } from '@/lib/format/index.ts';

/** '$1.100 por unidad'. */
export function payText(pawn: number): string {
  return `${formatClp(pawn)} por unidad`;
}

/** 'Inicio 03/11/2025', or 'Inicio a convenir' without a usable date. */
export function startText(start: string): string {
  const day = formatDate(start);
  return day ? `Inicio ${day}` : 'Inicio a convenir';
}
