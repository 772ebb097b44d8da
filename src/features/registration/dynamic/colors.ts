// Colours of the dynamic form: server colours with the specification's defaults,
// and the text colour that reads on them: light text when the luminance is under 128.

export const DEFAULT_BUTTON_COLOR = '#1976d2';
export const DEFAULT_WELCOME_COLOR = '#4CAF50';
export const DEFAULT_PAGE_COLOR = '#FFFFFF';
export const LIGHT_TEXT = '#FFFFFF';
export const DARK_TEXT = '#14213D';

/** [r, g, b] of '#rgb' or '#rrggbb', or null for anything else. */
export function parseHex(color: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? match[1].replace(/./g, (digit) => digit + digit) : match[1];
  const channel = (start: number) => Number.parseInt(hex.slice(start, start + 2), 16);
  return [channel(0), channel(2), channel(4)];
}

/** Perceived luminance 0–255 (0.299 R + 0.587 G + 0.114 B). */
export function luminance(color: string): number | null {
  const rgb = parseHex(color);
  // Integer weights, so that a grey of 128 is exactly 128.
  return rgb ? (299 * rgb[0] + 587 * rgb[1] + 114 * rgb[2]) / 1000 : null;
}

export function textColorOn(background: string): string {
  const value = luminance(background);
  return value !== null && value < 128 ? LIGHT_TEXT : DARK_TEXT;
}

/** The first usable colour among the server's, else the default. */
export function pickColor(fallback: string, ...candidates: readonly (string | null | undefined)[]): string {
  return (
    candidates.find(
      (candidate): candidate is string => typeof candidate === 'string' && parseHex(candidate) !== null,
    ) ?? fallback
  );
}
