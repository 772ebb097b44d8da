import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SAVED_EXPERIENCE } from './experience-fixtures.ts';
import { createFailureMessage, experienceChanged, experienceFormSchema, experienceInput } from './experience-form.ts';

const entry = SAVED_EXPERIENCE;

describe('experience forms', () => {
  it('fills the update form with the create payload’s names', () => {
    expect(experienceInput(entry)).toEqual({
      job_title: 'Peoneta de camión',
      nameBusiness: 'Mudanzas del Valle Ltda.',
      typeEmployment: 'Contrato temporal',
      location: 'Viña del Mar',
      start_date: '2019-01-07',
      end_date: '2020-12-18',
      job_description: 'Carga y descarga.',
    });
  });

  it('sends an update only when something changed', () => {
    const input = experienceInput(entry);
    const same = v.parse(experienceFormSchema, { ...input, location: ' Viña del Mar ' });
    expect(experienceChanged(input, same)).toBe(false);
    expect(experienceChanged(input, v.parse(experienceFormSchema, { ...input, location: 'Quilpué' }))).toBe(true);
  });

  it("reports a failed create as 'Algo salio mal: {message}'", () => {
    expect(createFailureMessage('Campo requerido')).toBe('Algo salio mal: Campo requerido');
  });

  it('requires every field with the specification’s message', () => {
    const result = v.safeParse(experienceFormSchema, { ...experienceInput(entry), job_title: '' });
    expect(result.issues?.[0]?.message).toBe('Campo requerido');
  });
});
