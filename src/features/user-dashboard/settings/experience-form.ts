// The experience forms (create in the panel, update in a dialog): the
// shared rules, the empty input, the input an existing entry fills in, the employment types, and
// whether an update changed anything (it is sent only then).
import { EMPLOYMENT_TYPES } from '@/lib/reference/index.ts';
import { experienceSchema, type ExperiencePayload } from '@/lib/validation/index.ts';
import type { Experience } from './experience-api.ts';
import { textOptions } from '@/components/form/bound.tsx';

export const experienceFormSchema = experienceSchema();
export type ExperienceFormSchema = typeof experienceFormSchema;

export const EMPTY_EXPERIENCE_INPUT = {
  job_title: '',
  nameBusiness: '',
  typeEmployment: '',
  location: '',
  start_date: '',
  end_date: '',
  job_description: '',
};

export type ExperienceFormInput = typeof EMPTY_EXPERIENCE_INPUT;

export const EMPLOYMENT_OPTIONS = textOptions(EMPLOYMENT_TYPES);

/** 'Algo salio mal: {message}' (experience create). */
export function createFailureMessage(message: string): string {
  return `Algo salio mal: ${message}`;
}

export const NO_CHANGES_NOTE = 'No hay cambios para guardar.';

export function experienceInput(entry: Experience): ExperienceFormInput {
  return {
    job_title: entry.job_title,
    nameBusiness: entry.company_name,
    typeEmployment: entry.type_employment,
    location: entry.location,
    start_date: entry.start_date,
    end_date: entry.end_date,
    job_description: entry.job_description,
  };
}

export function experienceChanged(initial: ExperienceFormInput, next: ExperiencePayload): boolean {
  return (Object.keys(EMPTY_EXPERIENCE_INPUT) as (keyof ExperienceFormInput)[]).some(
    (field) => initial[field].trim() !== next[field],
  );
}
