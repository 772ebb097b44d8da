// What the screens show for a domain fact, one rule each: dates, pesos, vehicle and capacity,
// phones, initials and API file addresses.
import { formatDate } from './date.ts';
import { formatClp } from './money.ts';

export * from './asset-url.ts';
export * from './capacity.ts';
export * from './date.ts';
export * from './initials.ts';
export * from './money.ts';
export * from './phone.ts';

/**
 * Builds the date and peso formatters soon, in a browser task of their own. A page's first Intl
 * formatter loads the locale data (tens of milliseconds on a phone): an area that shows dates and
 * amounts starts this while its data is on the way, instead of paying it inside the render of that
 * data. Returns the cancel.
 */
export function prepareFormatsSoon(): () => void {
  const timer = setTimeout(() => {
    formatDate(new Date());
    formatClp(0);
  }, 0);
  return () => clearTimeout(timer);
}
