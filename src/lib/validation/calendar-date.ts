// A date as forms and the API exchange it: YYYY-MM-DD, and a day the calendar has.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a YYYY-MM-DD day that exists (2028-02-29 does, 2027-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
