import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EXPERIENCE_MESSAGES as M, experienceSchema } from './work-experience.ts';

const valid = {
  job_title: 'Conductor de reparto',
  nameBusiness: 'Despachos Express SpA',
  typeEmployment: 'Jornada completa',
  location: 'Santiago',
  start_date: '2021-03-01',
  end_date: '2024-06-30',
  job_description: 'Reparto de paquetes en furgón.',
};

function errorsOf(input: Record<string, unknown>): Record<string, string> {
  const result = v.safeParse(experienceSchema(), input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return errors;
}

describe('experienceSchema', () => {
  it('accepts a complete entry', () => {
    expect(v.parse(experienceSchema(), valid)).toEqual(valid);
  });

  it.each(['job_title', 'nameBusiness', 'location', 'typeEmployment', 'start_date', 'end_date', 'job_description'])(
    "requires %s ('Campo requerido')",
    (field) => {
      expect(errorsOf({ ...valid, [field]: '' })).toEqual({ [field]: 'Campo requerido' });
    },
  );

  it.each(['job_title', 'nameBusiness', 'location'])('keeps %s between 3 and 100 characters', (field) => {
    expect(errorsOf({ ...valid, [field]: 'ab' })).toEqual({ [field]: 'Debe tener al menos 3 caracteres' });
    expect(errorsOf({ ...valid, [field]: 'abc' })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(100) })).toEqual({});
    expect(errorsOf({ ...valid, [field]: 'x'.repeat(101) })).toEqual({
      [field]: 'No debe exceder los 100 caracteres',
    });
  });

  it('accepts only the listed employment types', () => {
    for (const type of ['Jornada parcial', 'Profesional independiente', 'Contrato temporal', 'Contrato de practicas']) {
      expect(errorsOf({ ...valid, typeEmployment: type })).toEqual({});
    }
    expect(errorsOf({ ...valid, typeEmployment: 'Freelance' })).toEqual({ typeEmployment: M.employmentType });
  });

  it('limits the description to 1300 characters', () => {
    expect(errorsOf({ ...valid, job_description: 'x'.repeat(1300) })).toEqual({});
    expect(errorsOf({ ...valid, job_description: 'x'.repeat(1301) })).toEqual({
      job_description: 'No debe exceder los 1300 caracteres',
    });
  });

  it('refuses dates that are not calendar dates', () => {
    expect(errorsOf({ ...valid, start_date: '2021-02-30' })).toEqual({ start_date: 'Fecha inválida' });
  });

  it('refuses an end date before the start date', () => {
    expect(errorsOf({ ...valid, end_date: '2021-02-28' })).toEqual({
      end_date: 'La fecha de término no puede ser anterior a la fecha de inicio',
    });
    expect(errorsOf({ ...valid, end_date: valid.start_date })).toEqual({});
  });
});
