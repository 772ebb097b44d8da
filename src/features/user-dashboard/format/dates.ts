// Dates as the dashboard shows them: day/month/year, zero-padded. Calendar dates
// (YYYY-MM-DD) are read as written; timestamps in the viewer's own time zone.

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** '2025-11-03' or an ISO timestamp → '03/11/2025'; '' when there is no usable date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const calendar = CALENDAR_DATE.exec(value);
  if (calendar) return `${calendar[3]}/${calendar[2]}/${calendar[1]}`;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
}

const CLP = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });

/** 15000 → '$15.000'. */
export function formatAmount(amount: number): string {
  return CLP.format(amount);
}
