// What the screens show for a domain fact, one rule each: dates, pesos, vehicle and capacity,
// phones, initials and API file addresses.
import { formatDate } from './date.ts';
import { afterNextPaint } from '../next-task.ts';

export * from './asset-url.ts';
export * from './capacity.ts';
export * from './date.ts';
export * from './initials.ts';
export * from './money.ts';
export * from './phone.ts';

const LOCALE = () => new Intl.Locale('es-CL').maximize();
const CHILE_CLOCK = () => formatDate(new Date());

/**
 * Builds Chile's clock soon, in browser tasks of their own after the next paint: a page's first
 * Intl formatter loads the locale's data (tens of milliseconds on a phone), and a page that shows
 * dates starts this while it waits (a session checked, data on the way) instead of paying it inside
 * the render of that data. The data loads in two parts, one task each, so that neither is long: the
 * locale itself, then Chile's time zone. Returns the cancel.
 */
export function prepareChileClockSoon(): () => void {
  return afterNextPaint([LOCALE, CHILE_CLOCK]);
}
export * from './mask.ts';
