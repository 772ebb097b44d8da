// Reference data: employment types offered in a worker's experience entries.

export const EMPLOYMENT_TYPES = [
  'Jornada completa',
  'Jornada parcial',
  'Profesional independiente',
  'Contrato temporal',
  'Contrato de practicas',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
