import { describe, expect, it } from 'vitest';
import { attendanceAnswer, filterAttendance } from './attendance-search.ts';

const records = [
  { nameBusiness: 'Transportes Andes', dateConfirm: '2025-11-02', confirm: 'SI' },
  { nameBusiness: 'Transportes Andes', dateConfirm: '2025-10-31', confirm: 'NO' },
  { nameBusiness: 'Logística Sur', dateConfirm: '2025-10-15', confirm: 'SI' },
];

describe('attendance search', () => {
  it('shows everything for an empty query', () => {
    expect(filterAttendance(records, '  ')).toHaveLength(3);
  });

  it('finds by company ignoring case and accents', () => {
    expect(filterAttendance(records, 'logistica')).toEqual([records[2]]);
  });

  it('finds by the date as shown', () => {
    expect(filterAttendance(records, '31/10')).toEqual([records[1]]);
  });

  it('finds by the answer and needs every word', () => {
    expect(filterAttendance(records, 'andes no')).toEqual([records[1]]);
    expect(filterAttendance(records, 'asistió sur')).toEqual([records[2]]);
  });

  it('reads SI as Asistió and anything else as No asistió', () => {
    expect(attendanceAnswer('SI')).toBe('Asistió');
    expect(attendanceAnswer('NO')).toBe('No asistió');
  });
});
