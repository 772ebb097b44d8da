import { describe, expect, it } from 'vitest';
import { APPLICANT_EMAIL_MESSAGES } from '../../../lib/validation/index.ts';
import type { LoggedBusiness } from '../../../lib/session/types.ts';
import type { Applicant } from './applicants-api.ts';
import { completeEmail, filledInFields } from './email-form.ts';

const applicant: Applicant = {
  id_user: 1,
  name_user: 'Camila Rojas',
  user_email: 'trabajador@demo.cl',
  phone: '56987654321',
  img_profile: null,
  profiles: [],
  applied_at: '2025-11-02T12:00:00.000Z',
};

const business: LoggedBusiness = {
  role: 'Business',
  email: 'empresa@demo.cl',
  name: 'Transportes Andes',
  phone: '56227654321',
  logo: '/public-files/logos/transportes-andes.png',
  slug: 'transportes-andes',
};

const typed = { subject: 'Entrevista', message: 'Te esperamos el lunes a las 10:00.' };

describe('e-mail to an applicant', () => {
  it('fills in the worker and company fields of the payload', () => {
    expect(filledInFields(applicant, business)).toEqual({
      name_user: 'Camila Rojas',
      user_email: 'trabajador@demo.cl',
      email_business: 'empresa@demo.cl',
      name_business: 'Transportes Andes',
      phone_business: '56227654321',
      logo_business: '/public-files/logos/transportes-andes.png',
    });
  });

  it('builds the complete payload when every field is present', () => {
    const check = completeEmail(typed, filledInFields(applicant, business));
    expect(check).toEqual({ ok: true, payload: { ...filledInFields(applicant, business), ...typed } });
  });

  it('sends nothing when the company has no phone or the worker no name', () => {
    const check = completeEmail(typed, filledInFields({ ...applicant, name_user: '' }, { ...business, phone: null }));
    expect(check).toEqual({
      ok: false,
      missing: [APPLICANT_EMAIL_MESSAGES.nameUser, APPLICANT_EMAIL_MESSAGES.phoneBusiness],
    });
  });
});
