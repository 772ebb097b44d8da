// Test-only sample: the worker's and the company's fields of an e-mail to an applicant, as they are
// filled in for the demo company (Transportes Andes) writing to its demo applicant (Camila Rojas).
import type { ApplicantEmailPayload } from './applicant-email.ts';

export const APPLICANT_EMAIL_PARTIES_SAMPLE: Omit<ApplicantEmailPayload, 'subject' | 'message'> = {
  name_user: 'Camila Rojas',
  user_email: 'trabajador@demo.cl',
  email_business: 'empresa@demo.cl',
  name_business: 'Transportes Andes',
  phone_business: '56227654321',
  logo_business: '/public-files/logos/transportes-andes.png',
};
