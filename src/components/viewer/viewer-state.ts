// Viewer controls: zoom in and out by 0.2 between 1 and 50, rotation in steps
// of 90 degrees, and page or document positions kept inside their range.

export const ZOOM_STEP = 0.2;
export const ZOOM_MIN = 1;
export const ZOOM_MAX = 50;
export const ROTATION_STEP = 90;

// Sums of 0.2 drift in binary floating point (1 + 0.2 * 3 = 1.6000000000000003): keep 1 decimal.
const tidy = (value: number) => Math.round(value * 10) / 10;

export function zoomIn(zoom: number): number {
  return Math.min(ZOOM_MAX, tidy(zoom + ZOOM_STEP));
}

export function zoomOut(zoom: number): number {
  return Math.max(ZOOM_MIN, tidy(zoom - ZOOM_STEP));
}

export function canZoomIn(zoom: number): boolean {
  return zoom < ZOOM_MAX;
}

export function canZoomOut(zoom: number): boolean {
  return zoom > ZOOM_MIN;
}

/** 0 → 90 → 180 → 270 → 0. */
export function rotateClockwise(rotation: number): number {
  return (((rotation + ROTATION_STEP) % 360) + 360) % 360;
}

/** A 0-based index kept within [0, count - 1] (0 when there is nothing). */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, index), count - 1);
}

/** 'Página x de n' with 1-based x. */
export function pageLabel(index: number, count: number): string {
  return `Página ${count === 0 ? 0 : index + 1} de ${count}`;
}
