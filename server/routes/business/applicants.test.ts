// /business applicants and e-mail in-process: the applicants of an own posting, the e-mail that
// lands in the outbox only when complete, addressed to an applicant, from the company itself.
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ApplicantEmailBodySchema } from '../../../src/lib/contract/business-input.ts';
import { ApplicantsAnswerSchema } from '../../../src/lib/contract/business.ts';
import { APPLICANT_EMAIL_MESSAGES } from '../../../src/lib/validation/index.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { applicantEmailText } from './applicants.ts';
import { BUSINESS_MESSAGES } from './messages.ts';
import { COMPANY, COMPANY_SUR, WORKER, createBusinessContext, json, type BusinessTestContext } from './test-helpers.ts';

let api: BusinessTestContext;
let token: string;
beforeEach(async () => {
  api = await createBusinessContext();
  token = await api.tokenOf(COMPANY);
});
afterEach(() => api.cleanup());

/** A posting of empresa@demo.cl that the demo worker applied to. */
function appliedPostingId(): number {
  const row = api.db
    .prepare(
      `SELECT a.id_publication FROM applied_postings a
       JOIN users w ON w.id_user = a.id_user JOIN job_postings p ON p.id_publication = a.id_publication
       JOIN users o ON o.id_user = p.id_owner
       WHERE w.email = ? AND o.email = ? ORDER BY a.id_publication LIMIT 1`,
    )
    .get(WORKER, COMPANY);
  return Number(row?.['id_publication']);
}

const mail = (overrides: Record<string, unknown> = {}) => ({
  subject: 'Entrevista para conductor',
  message: 'Hola, nos gustaría conversar contigo el lunes a las 10:00.',
  name_user: 'Camila Rojas',
  user_email: WORKER,
  email_business: COMPANY,
  name_business: 'Transportes Andes',
  phone_business: '56227654321',
  logo_business: '/public-files/logos/transportes-andes.png',
  ...overrides,
});

describe('applicantEmailText', () => {
  const body = (message: string, firstname: string | null = 'Camila') =>
    applicantEmailText(v.parse(ApplicantEmailBodySchema, mail({ message })), firstname);

  it('adds no greeting of its own when the company’s message opens with one', () => {
    const openings = [
      'Hola, nos vemos el lunes.',
      '¡Hola Camila! Nos vemos el lunes.',
      'hola camila, nos vemos el lunes.',
      'Estimada Camila: nos vemos el lunes.',
      'Estimado/a postulante: nos vemos el lunes.',
      'Buenos días, nos vemos el lunes.',
      'Buenas tardes Camila, nos vemos el lunes.',
    ];
    for (const message of openings) {
      const text = body(message);
      expect(text.startsWith(message)).toBe(true);
      expect(text).not.toContain('Hola Camila:');
    }
  });

  it('greets by first name only when the message has no greeting', () => {
    expect(body('Nos vemos el lunes.')).toMatch(/^Hola Camila:\n\nNos vemos el lunes\./);
    // A word that only starts like a greeting is not one.
    expect(body('Holanda nos espera.')).toMatch(/^Hola Camila:\n\nHolanda nos espera\./);
  });

  it('writes the applicant’s first name where the message says {nombre}, never the placeholder', () => {
    expect(body('Hola {nombre}, nos vemos el lunes. Trae tu licencia, {Nombre}.')).toMatch(
      /^Hola Camila, nos vemos el lunes\. Trae tu licencia, Camila\.\n/,
    );
    expect(body('{nombre}: nos vemos el lunes.', null)).not.toContain('{nombre}');
  });

  it('takes the first word of the applicant’s name when the account has no first name', () => {
    expect(body('Nos vemos el lunes.', null)).toMatch(/^Hola Camila:\n/);
  });
});

describe('GET /business/get-postulates-job-posting/:id', () => {
  it('lists the demo worker among the applicants of a seeded posting', async () => {
    const response = await api.call('GET', `/business/get-postulates-job-posting/${appliedPostingId()}`, token);
    expect(response.status).toBe(200);
    // Built to the shape the company area reads.
    const { data } = v.parse(ApplicantsAnswerSchema, await json(response));
    expect(data).toContainEqual(
      expect.objectContaining({
        name_user: 'Camila Rojas',
        user_email: WORKER,
        phone: '56987654321',
        profiles: [
          expect.objectContaining({ profile_name: 'Conductor' }),
          expect.objectContaining({ profile_name: 'Peoneta' }),
        ],
      }),
    );
  });

  it('counts the applicants of each own posting in the list', async () => {
    const { data } = await json<{ data: { id_publication: number; applicants: number }[] }>(
      await api.call('GET', '/business/job-postings', token),
    );
    expect(data.find((posting) => posting.id_publication === appliedPostingId())?.applicants).toBeGreaterThanOrEqual(1);
    expect(data.some((posting) => posting.applicants === 0)).toBe(true);
  });

  it('refuses another company and a missing token', async () => {
    const sur = await api.tokenOf(COMPANY_SUR);
    expect((await api.call('GET', `/business/get-postulates-job-posting/${appliedPostingId()}`, sur)).status).toBe(404);
    expect((await api.call('GET', `/business/get-postulates-job-posting/${appliedPostingId()}`, null)).status).toBe(
      401,
    );
  });
});

describe('POST /business/send-email-to-user-jobpostulate', () => {
  it('writes the e-mail to the outbox, addressed to the applicant, signed by the company', async () => {
    const response = await api.call('POST', '/business/send-email-to-user-jobpostulate', token, mail());
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ message: BUSINESS_MESSAGES.emailSent });
    const [sent] = api.outbox();
    expect(sent).toMatchObject({ to: WORKER, subject: 'Entrevista para conductor', channel: 'email' });
    expect(sent?.text).toMatch(/^Hola, nos gustaría conversar contigo/);
    expect(sent?.text).not.toContain('Hola Camila');
    expect(sent?.text).toContain('Transportes Andes');
    expect(sent?.text).toContain('Teléfono: +56227654321');
  });

  it('greets the applicant by first name when the message has no greeting of its own', async () => {
    const message = 'Nos gustaría conversar contigo el lunes a las 10:00.';
    const response = await api.call('POST', '/business/send-email-to-user-jobpostulate', token, mail({ message }));
    expect(response.status).toBe(200);
    const [sent] = api.outbox();
    expect(sent?.text).toMatch(/^Hola Camila:\n\nNos gustaría conversar contigo/);
    expect(sent?.text).not.toContain('Camila Rojas');
  });

  it('signs with the signed-in company’s own name and e-mail, whatever the request says', async () => {
    const response = await api.call(
      'POST',
      '/business/send-email-to-user-jobpostulate',
      token,
      mail({ name_business: 'Banco de Chile', phone_business: '56900000000' }),
    );
    expect(response.status).toBe(200);
    const [sent] = api.outbox();
    expect(sent?.text).not.toContain('Banco de Chile');
    expect(sent?.text).not.toContain('56900000000');
    expect(sent?.text).toContain('Transportes Andes');
    expect(sent?.text).toContain('Correo: empresa@demo.cl');
  });

  it('refuses line breaks and control characters in the header fields, and sends nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [mail({ subject: 'Entrevista\r\nBcc: todos@ejemplo.cl' }), 'Debe ir en una sola línea'],
      [mail({ name_user: 'Camila\nRojas' }), 'Debe ir en una sola línea'],
      [mail({ subject: 'Entre\u0000vista' }), 'Contiene caracteres no permitidos'],
      [mail({ name_business: 'Andes\u202eetaf' }), 'Contiene caracteres invisibles no permitidos'],
    ];
    for (const [body, expected] of cases) {
      const response = await api.call('POST', '/business/send-email-to-user-jobpostulate', token, body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string[] }>(response)).message).toEqual([expected]);
    }
    expect(api.outbox()).toEqual([]);
  });

  it('sends nothing when a required field is missing', async () => {
    const before = api.outbox().length;
    const cases: [Record<string, unknown>, string][] = [
      [mail({ subject: '' }), APPLICANT_EMAIL_MESSAGES.subjectRequired],
      [mail({ message: '   ' }), APPLICANT_EMAIL_MESSAGES.messageRequired],
      [mail({ name_user: null }), APPLICANT_EMAIL_MESSAGES.nameUser],
      [mail({ user_email: '' }), APPLICANT_EMAIL_MESSAGES.userEmail],
      [mail({ email_business: undefined }), APPLICANT_EMAIL_MESSAGES.emailBusiness],
      [mail({ name_business: '' }), APPLICANT_EMAIL_MESSAGES.nameBusiness],
      [mail({ phone_business: null }), APPLICANT_EMAIL_MESSAGES.phoneBusiness],
    ];
    for (const [body, expected] of cases) {
      const response = await api.call('POST', '/business/send-email-to-user-jobpostulate', token, body);
      expect(response.status).toBe(400);
      expect((await json<{ message: string[] }>(response)).message).toEqual([expected]);
    }
    expect(api.outbox().length).toBe(before);
  });

  it('refuses a recipient who never applied and a business e-mail that is not the company’s', async () => {
    const stranger = await api.call(
      'POST',
      '/business/send-email-to-user-jobpostulate',
      token,
      mail({ user_email: 'otra@correo.cl' }),
    );
    expect(stranger.status).toBe(404);
    expect(await json(stranger)).toEqual({ message: BUSINESS_MESSAGES.notAnApplicant });
    const spoofed = await api.call(
      'POST',
      '/business/send-email-to-user-jobpostulate',
      token,
      mail({ email_business: COMPANY_SUR }),
    );
    expect(spoofed.status).toBe(403);
    expect(await json(spoofed)).toEqual({ message: BUSINESS_MESSAGES.notYourEmail });
    expect(api.outbox()).toEqual([]);
  });

  it('refuses to write to a worker who applied only to another company’s posting', async () => {
    const surWorker = await api.tokenOf('trabajador.sur@demo.cl', 'sur-2025');
    const [surPosting] = api.db
      .prepare(
        `SELECT p.id_publication FROM job_postings p JOIN users o ON o.id_user = p.id_owner
         WHERE o.email = ? ORDER BY p.id_publication LIMIT 1`,
      )
      .all(COMPANY_SUR);
    const applied = await api.app.request('/api/users/postulate-job-posting', {
      method: 'POST',
      headers: { 'auth-user': surWorker, 'content-type': 'application/json' },
      body: JSON.stringify({ id_publication: Number(surPosting?.['id_publication']) }),
    });
    expect([201, 409]).toContain(applied.status);
    const response = await api.call(
      'POST',
      '/business/send-email-to-user-jobpostulate',
      token,
      mail({ name_user: 'Valentina', user_email: 'trabajador.sur@demo.cl' }),
    );
    expect(response.status).toBe(404);
    expect(await json(response)).toEqual({ message: BUSINESS_MESSAGES.notAnApplicant });
    expect(api.outbox()).toEqual([]);
  });

  it('answers 400 in Spanish for a malformed body and a non-numeric posting id', async () => {
    const broken = await api.call('POST', '/business/send-email-to-user-jobpostulate', token, '{"subject": ');
    expect(broken.status).toBe(400);
    expect(JSON.stringify(await json(broken))).toContain(API_MESSAGES.invalidBody);
    const badId = await api.call('GET', '/business/get-postulates-job-posting/abc', token);
    expect(badId.status).toBe(400);
    expect(await json(badId)).toEqual({ message: ['Parámetro inválido'] });
    expect(api.outbox()).toEqual([]);
  });

  it('refuses a worker token', async () => {
    const worker = await api.tokenOf(WORKER, 'andes-2025');
    expect((await api.call('POST', '/business/send-email-to-user-jobpostulate', worker, mail())).status).toBe(401);
    expect((await api.call('GET', `/business/get-postulates-job-posting/${appliedPostingId()}`, worker)).status).toBe(
      401,
    );
    expect(api.outbox()).toEqual([]);
  });
});
