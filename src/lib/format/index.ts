// What the screens show for a domain fact, one rule each: dates, pesos, vehicle and capacity,
// phones, initials and API file addresses.
import { formatDate } from './date.ts';
import { formatClp } from './money.ts';
import { inSeparateTasks } from '../next-task.ts';

export * from './asset-url.ts';
export * from './capacity.ts';
export * from './date.ts';
export * from './initials.ts';
export * from './money.ts';
export * from './phone.ts';

/**
 * Builds the date and peso formatters soon, in browser tasks of their own. A page's first Intl
 * formatter loads the locale data (tens of milliseconds on a phone): an area that shows dates and
 * amounts starts this while its data is on the way, instead of paying it inside the render of that
 * data. The data loads in parts, one task each, so that no task is long: the locale itself, then
 * number formats (the costliest part, whichever formatter comes first), then Chile's time zone.
 * Returns the cancel.
 */
export function prepareFormatsSoon(): () => void {
  return inSeparateTasks([() => new Intl.Locale('es-CL').maximize(), () => formatClp(0), () => formatDate(new Date())]);
}
export * from './mask.ts';
