// Applicants and the e-mail's answer are read through the shared answer shapes: a malformed
// answer is a failed call, never a list with holes.
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@/lib/http/index.ts';
import { fetchApplicants, sendEmailToApplicant } from './applicants-api.ts';

const APPLICANT = {
  id_user: 7,
  name_user: 'Camila Rojas',
  user_email: 'trabajador@demo.cl',
  phone: '56987654321',
  img_profile: null,
  profiles: [{ id_profile_user: 3, id_profile: 1, profile_name: 'Conductor' }],
  applied_at: '2025-05-01T12:00:00.000Z',
};

const reading = (answer: unknown) => ({ get: vi.fn(() => Promise.resolve(answer)) }) as unknown as ApiClient;
const writing = (answer: unknown) => ({ post: vi.fn(() => Promise.resolve(answer)) }) as unknown as ApiClient;

describe('fetchApplicants', () => {
  it('returns the applicants of a well-formed answer', async () => {
    const client = reading({ data: [APPLICANT] });
    await expect(fetchApplicants(12, client)).resolves.toEqual([{ ...APPLICANT, rut: null, documentation: null }]);
    expect(client.get).toHaveBeenCalledWith('/business/get-postulates-job-posting/12');
  });

  it('refuses an applicant without an e-mail or with an id that is not a whole number', async () => {
    const withoutEmail: Record<string, unknown> = { ...APPLICANT };
    delete withoutEmail['user_email'];
    await expect(fetchApplicants(12, reading({ data: [withoutEmail] }))).rejects.toThrow();
    await expect(fetchApplicants(12, reading({ data: [{ ...APPLICANT, id_user: 7.5 }] }))).rejects.toThrow();
  });
});

describe('sendEmailToApplicant', () => {
  const payload = {
    subject: 'Entrevista',
    message: 'Hola',
    name_user: 'Camila Rojas',
    user_email: 'trabajador@demo.cl',
    email_business: 'empresa@demo.cl',
    name_business: 'Transportes Andes',
    phone_business: '56227654321',
    logo_business: '',
  };

  it('returns the server’s message', async () => {
    await expect(sendEmailToApplicant(payload, writing({ message: 'Correo enviado' }))).resolves.toEqual({
      message: 'Correo enviado',
    });
  });

  it('refuses an answer without a message', async () => {
    await expect(sendEmailToApplicant(payload, writing({ ok: true }))).rejects.toThrow();
  });
});
