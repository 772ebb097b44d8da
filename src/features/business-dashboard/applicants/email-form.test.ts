import { describe, expect, it } from 'vitest';
import { APPLICANT_EMAIL_PARTIES_SAMPLE } from '@/lib/validation/applicant-email.sample.ts';
import { applicantRecipient, completeEmail, filledInFields } from './email-form.ts';
import { DEMO_APPLICANT, DEMO_BUSINESS } from './test-support.ts';

const typed = { subject: 'Entrevista', message: 'Te esperamos el lunes a las 10:00.' };
const business = { ...DEMO_BUSINESS, logo: '/public-files/logos/transportes-andes.png' };

describe('e-mail to an applicant', () => {
  it('fills in the worker and company fields of the payload', () => {
    expect(filledInFields(applicantRecipient(DEMO_APPLICANT), business)).toEqual(APPLICANT_EMAIL_PARTIES_SAMPLE);
  });

  it('builds the complete payload when every field is present', () => {
    const filled = filledInFields(applicantRecipient(DEMO_APPLICANT), business);
    expect(completeEmail(typed, filled)).toEqual({ ok: true, payload: { ...filled, ...typed } });
  });
});
