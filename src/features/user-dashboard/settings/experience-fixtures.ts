// Test data shared by the profile page's tests: one saved work experience as the API lists it.
import type { Experience } from './experience-api.ts';

export const SAVED_EXPERIENCE: Experience = {
  id_ew: 7,
  job_title: 'Peoneta de camión',
  company_name: 'Mudanzas del Valle Ltda.',
  type_employment: 'Contrato temporal',
  location: 'Viña del Mar',
  start_date: '2019-01-07',
  end_date: '2020-12-18',
  duration: '1 año y 11 meses',
  job_description: 'Carga y descarga.',
};
