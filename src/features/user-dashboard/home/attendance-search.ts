// The attendance history search: a record matches when every word of the query appears in its
// company, its date (as shown, dd/mm/yyyy) or its answer ('SI'/'NO', also 'Asistió'/'No asistió').
// Case and accents are ignored.
import { formatDate } from '@/lib/format/index.ts';
import type { Attendance } from './records-api.ts';

export function attendanceAnswer(confirm: string): string {
  return confirm.toUpperCase() === 'SI' ? 'Asistió' : 'No asistió';
}

function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

export function filterAttendance(records: readonly Attendance[], query: string): Attendance[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...records];
  return records.filter((record) => {
    const haystack = fold(
      [record.nameBusiness, formatDate(record.dateConfirm), record.confirm, attendanceAnswer(record.confirm)].join(' '),
    );
    return words.every((word) => haystack.includes(word));
  });
}
