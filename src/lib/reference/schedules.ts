// Reference data: work schedules a worker can choose at registration.

export interface Schedule {
  readonly id_schedule: number;
  readonly name_schedule: string;
}

export const SCHEDULES: readonly Schedule[] = [
  { id_schedule: 1, name_schedule: 'AM' },
  { id_schedule: 2, name_schedule: 'PM' },
  { id_schedule: 3, name_schedule: 'Cualquier horario' },
  { id_schedule: 6, name_schedule: 'Jornada completa' },
];
