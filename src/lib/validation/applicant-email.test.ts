import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { APPLICANT_EMAIL_MESSAGES as M, applicantEmailSchema } from './applicant-email.ts';
import { APPLICANT_EMAIL_PARTIES_SAMPLE } from './applicant-email.sample.ts';

const complete = {
  subject: 'Entrevista para conductor',
  message: 'Hola Camila, nos gustaría conversar contigo el lunes a las 10:00.',
  ...APPLICANT_EMAIL_PARTIES_SAMPLE,
};

function messages(input: Record<string, unknown>): string[] {
  const result = v.safeParse(applicantEmailSchema, input);
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('applicantEmailSchema', () => {
  it('accepts a complete e-mail', () => {
    expect(v.parse(applicantEmailSchema, complete)).toEqual(complete);
  });

  it('sends nothing without a subject or a message', () => {
    expect(messages({ ...complete, subject: '  ', message: '' })).toEqual([M.subjectRequired, M.messageRequired]);
  });

  it('requires the worker and company fields that are filled in for the company', () => {
    expect(messages({ ...complete, name_user: undefined })).toEqual([M.nameUser]);
    expect(messages({ ...complete, user_email: null })).toEqual([M.userEmail]);
    expect(messages({ ...complete, email_business: '' })).toEqual([M.emailBusiness]);
    expect(messages({ ...complete, name_business: '' })).toEqual([M.nameBusiness]);
    expect(messages({ ...complete, phone_business: null })).toEqual([M.phoneBusiness]);
  });

  it('treats the logo as optional', () => {
    expect(v.parse(applicantEmailSchema, { ...complete, logo_business: null }).logo_business).toBeNull();
    expect(v.parse(applicantEmailSchema, { ...complete, logo_business: undefined }).logo_business).toBeNull();
  });

  it('rejects a malformed e-mail address', () => {
    expect(messages({ ...complete, user_email: 'camila@' })).toEqual(['Correo electrónico inválido']);
  });

  it('bounds the subject and the message', () => {
    expect(messages({ ...complete, subject: 'x'.repeat(151) })).toEqual([
      'El asunto no puede tener más de 150 caracteres',
    ]);
    expect(messages({ ...complete, message: 'x'.repeat(2001) })).toEqual([
      'El mensaje no puede tener más de 2000 caracteres',
    ]);
  });
});
