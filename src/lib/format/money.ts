// Amounts in Chilean pesos: no decimals, a dot between thousands, the peso sign in front.
// Written out here rather than with Intl.NumberFormat: a page's first number format loads the
// locale's number data (tens of milliseconds on a phone) inside whichever render first shows an
// amount, and these rules are all es-CL asks of a whole number.

/** Whole units, halves away from zero (as Intl rounds), with a dot between thousands: 9999.5 → '10.000'. */
function groupedWhole(value: number): string {
  return Math.round(Math.abs(value))
    .toFixed(0)
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Whether `value` still shows a minus once rounded to whole units (-0.4 is '0', -0.5 is '-1'). */
const negative = (value: number) => value < 0 && Math.round(Math.abs(value)) > 0;

/** 1200 → '$1.200'; -1200 → '-$1.200'; '' for no amount. */
export function formatClp(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return `${negative(amount) ? '-' : ''}$${groupedWhole(amount)}`;
}

/** A quantity with thousands dots and no decimals: 9999 → '9.999'. */
export function formatWhole(value: number): string {
  if (!Number.isFinite(value)) return '';
  return `${negative(value) ? '-' : ''}${groupedWhole(value)}`;
}
