// How long a job lasted, as the experience list shows it ('3 años y 4 meses'): whole months
// between the two calendar dates, a remainder of 15 days or more counting as one more month.

function parts(date: string): [number, number, number] {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return [year, month, day];
}

export function monthsBetween(start: string, end: string): number {
  const [y1, m1, d1] = parts(start);
  const [y2, m2, d2] = parts(end);
  let months = (y2 - y1) * 12 + (m2 - m1);
  let days = d2 - d1;
  if (days < 0) {
    months -= 1;
    // Days left from the start day to the end date, in the month before the end.
    days += new Date(Date.UTC(y2, m2 - 1, 0)).getUTCDate();
  }
  return Math.max(0, months + (days >= 15 ? 1 : 0));
}

export function experienceDuration(start: string, end: string): string {
  const total = monthsBetween(start, end);
  if (total === 0) return 'Menos de 1 mes';
  const years = Math.floor(total / 12);
  const months = total % 12;
  const yearText = years === 1 ? '1 año' : `${years} años`;
  const monthText = months === 1 ? '1 mes' : `${months} meses`;
  if (years === 0) return monthText;
  if (months === 0) return yearText;
  return `${yearText} y ${monthText}`;
}
