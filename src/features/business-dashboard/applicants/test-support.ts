// The demo company and its demo applicant as the applicants' tests use them.
import type { LoggedBusiness } from '@/lib/session/types.ts';
import type { Applicant } from './applicants-api.ts';

export const DEMO_BUSINESS: LoggedBusiness = {
  role: 'Business',
  email: 'empresa@demo.cl',
  name: 'Transportes Andes',
  phone: '56227654321',
  logo: null,
  slug: 'transportes-andes',
};

export const DEMO_APPLICANT: Applicant = {
  id_user: 1,
  name_user: 'Camila Rojas',
  user_email: 'trabajador@demo.cl',
  phone: '56987654321',
  img_profile: null,
  profiles: [],
  applied_at: '2025-11-02T12:00:00.000Z',
  rut: '12.345.678-5',
  documentation: null,
};
