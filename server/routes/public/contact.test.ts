// The public contact calls in-process: each stores the request, puts the team's e-mail in the
// outbox and answers { message }; bad bodies answer 400 in Spanish and nothing is stored.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutbox } from '../../db/outbox.ts';
import { createPng } from '../../lib/png.ts';
import { createTestContext, jsonRequest } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';
import { CONTACT_MESSAGES } from './contact.ts';
import { CONTACT_INBOX, PRIVACY_INQUIRY_SUBJECT, REQUEST_SUBJECTS } from './contact-store.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ seed: false });
});
afterAll(() => context.cleanup());

const meeting = {
  phone: '56987654321',
  firstname: 'Camila',
  lastname: 'Rojas',
  email: 'camila@transportes.cl',
  message: 'Queremos contratar 20 conductores.',
};
const register = {
  name_business: 'Transportes Quillota',
  rut_business: '76.086.428-5',
  name: 'Pedro Soto',
  email: 'pedro@quillota.cl',
  phone: '56987654321',
  id_vehicle: 1,
  vehicles_needed: 12,
  id_region: 13000,
  id_schedule: 1,
  start_date: '2025-06-02',
  requirements: 'Licencia A2',
};

function latestMail() {
  return listOutbox(context.db)[0];
}

/** The newest e-mail to the team's inbox (a sender's acknowledgement may have followed it). */
function latestTeamMail() {
  return listOutbox(context.db).find((mail) => mail.to === CONTACT_INBOX);
}

function requestCount(): number {
  const row = context.db.prepare('SELECT COUNT(*) AS n FROM contact_requests').get();
  return Number(row?.n);
}

async function post(path: string, body: unknown) {
  const response = await context.app.request(path, jsonRequest(body));
  return { status: response.status, body: (await response.json()) as { message: string | string[] } };
}

describe('POST /contact/emails/reu', () => {
  it('accepts a meeting request and sends it to the team inbox', async () => {
    const answer = await post('/contact/emails/reu', meeting);
    expect(answer).toEqual({ status: 200, body: { message: CONTACT_MESSAGES.meeting } });
    const mail = latestTeamMail();
    expect(mail?.to).toBe(CONTACT_INBOX);
    expect(mail?.subject).toBe(REQUEST_SUBJECTS.meeting);
    expect(mail?.text).toContain('Teléfono: 56987654321');
    expect(mail?.text).toContain('Responder a: camila@transportes.cl');
  });

  it('accepts a request without a last name', async () => {
    expect((await post('/contact/emails/reu', { ...meeting, lastname: undefined })).status).toBe(200);
  });

  it('refuses a phone that repeats the dial code, naming the field', async () => {
    const answer = await post('/contact/emails/reu', { ...meeting, phone: '5656987654321' });
    expect(answer).toEqual({ status: 400, body: { message: ['Teléfono: No incluya el código de país'] } });
  });

  it('refuses missing fields with one Spanish message each', async () => {
    const before = requestCount();
    const answer = await post('/contact/emails/reu', { email: 'camila@enlista.cl', firstname: 7 });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toEqual([
      'Nombre: Campo requerido',
      'Correo electrónico: Correo electrónico inválido',
      'Mensaje: Campo requerido',
      'Teléfono: Campo requerido',
    ]);
    expect(requestCount()).toBe(before);
  });

  it('answers 400 in Spanish to a body that is not JSON', async () => {
    const response = await context.app.request('/contact/emails/reu', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"phone":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud no tiene un formato válido.' });
  });
});

describe('POST /contact/send-email-contact and /contact/send-email-inquiries-complaints', () => {
  it('answers the contact success text', async () => {
    const answer = await post('/contact/send-email-contact', {
      name: 'Ana',
      email: 'ana@correo.cl',
      subject: 'Prensa',
      message: 'Hola',
    });
    expect(answer).toEqual({ status: 200, body: { message: 'Mensaje enviado correctamente.' } });
    expect(latestMail()?.subject).toBe(REQUEST_SUBJECTS.contact);
  });

  it('stores an inquiry with a valid RUT and refuses a wrong check digit', async () => {
    const inquiry = { kind: 'reclamo', name: 'Luis', rut: '12.345.678-5', email: 'luis@correo.cl', message: 'Reclamo' };
    expect((await post('/contact/send-email-inquiries-complaints', inquiry)).status).toBe(200);
    expect(latestTeamMail()?.text).toContain('Tipo de solicitud: reclamo');
    const wrong = await post('/contact/send-email-inquiries-complaints', { ...inquiry, rut: '12.345.678-9' });
    expect(wrong).toEqual({ status: 400, body: { message: ['RUT: Dígito verificador inválido'] } });
  });
});

describe('the acknowledgement to the sender', () => {
  it('reaches the sender of a meeting request, greeting them and never quoting the message', async () => {
    await post('/contact/emails/reu', { ...meeting, email: 'acuse.reunion@transportes.cl' });
    const mail = listOutbox(context.db).find((item) => item.to === 'acuse.reunion@transportes.cl');
    expect(mail?.subject).toBe('Recibimos tu solicitud de reunión');
    expect(mail?.text).toMatch(/^Hola Camila:\n\nRecibimos tu solicitud de reunión con Enlista\./);
    expect(mail?.text).not.toContain(meeting.message);
  });

  it('reaches the sender of a complaint, naming what they sent', async () => {
    const complaint = {
      kind: 'reclamo',
      name: 'Luis',
      rut: '12.345.678-5',
      email: 'acuse.reclamo@correo.cl',
      message: 'No recibí mi contrato.',
    };
    expect((await post('/contact/send-email-inquiries-complaints', complaint)).status).toBe(200);
    const mail = listOutbox(context.db).find((item) => item.to === 'acuse.reclamo@correo.cl');
    expect(mail?.subject).toBe('Recibimos tu reclamo');
    expect(mail?.text).toContain('Hola Luis:');
    expect(mail?.text).toContain('Recibimos tu reclamo. Nuestro equipo te responderá a este mismo correo.');
    expect(mail?.text).not.toContain(complaint.message);
  });

  it('is not sent for a general contact, and not for a refused request', async () => {
    await post('/contact/send-email-contact', {
      name: 'Ana',
      email: 'sin.acuse@correo.cl',
      subject: 'Prensa',
      message: 'Hola',
    });
    await post('/contact/emails/reu', { ...meeting, email: 'rechazado@transportes.cl', phone: '1234' });
    const to = listOutbox(context.db).map((item) => item.to);
    expect(to).not.toContain('sin.acuse@correo.cl');
    expect(to).not.toContain('rechazado@transportes.cl');
  });
});

describe('a request about personal data', () => {
  it('is its own kind of inquiry, told apart in the subject the team receives', async () => {
    const inquiry = {
      kind: 'privacidad',
      name: 'Rosa',
      rut: '12.345.678-5',
      email: 'rosa@correo.cl',
      message: 'No puedo entrar a mi cuenta y quiero que borren mis datos.',
    };
    expect(await post('/contact/send-email-inquiries-complaints', inquiry)).toEqual({
      status: 200,
      body: { message: 'Recibimos tu solicitud. Te responderemos por correo electrónico.' },
    });
    // The team's copy (the sender gets an acknowledgement of their own).
    const teamMail = listOutbox(context.db).find((item) => item.subject === PRIVACY_INQUIRY_SUBJECT);
    expect(teamMail?.to).not.toBe(inquiry.email);
    expect(teamMail?.text).toContain('Tipo de solicitud: privacidad');
  });
});

describe('POST /business/contact-business', () => {
  it('accepts a business contact', async () => {
    const answer = await post('/business/contact-business', {
      name_business: 'Retail Sur',
      name: 'Marta',
      email: 'marta@retailsur.cl',
      phone: '56987654321',
      industry: 'Retail',
      team_size: '51 a 200',
      message: 'Necesitamos promotores',
    });
    expect(answer).toEqual({ status: 200, body: { message: 'Mensaje enviado correctamente.' } });
    expect(latestMail()?.subject).toBe(REQUEST_SUBJECTS.businessContact);
  });

  it('refuses an industry that is not offered', async () => {
    const answer = await post('/business/contact-business', { industry: 'Minería' });
    expect(answer.body.message).toContain('Rubro: Campo requerido');
  });
});

describe('POST /business/register', () => {
  it('accepts the JSON fleet requirements', async () => {
    const answer = await post('/business/register', register);
    expect(answer).toEqual({ status: 200, body: { message: CONTACT_MESSAGES.businessRegister } });
    expect(latestMail()?.text).toContain('Conductores o vehículos requeridos: 12');
  });

  it('answers one message per broken rule, so the page shows one alert each', async () => {
    const answer = await post('/business/register', {
      ...register,
      id_vehicle: 4,
      id_region: 99,
      start_date: '2025-02-30',
    });
    expect(answer).toEqual({
      status: 400,
      body: {
        message: [
          'Tipo de vehículo: Campo requerido',
          'Región de operación: Region es requerida',
          'Fecha de inicio: Ingresa una fecha válida',
        ],
      },
    });
  });

  it('accepts the multipart variant with a logo and keeps the file', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify(register));
    form.append(
      'logoBusiness',
      new File([Uint8Array.from(createPng({ width: 4, height: 4, pixel: () => [11, 92, 171] }))], 'logo.png', {
        type: 'image/png',
      }),
    );
    const response = await context.app.request('/business/register', { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const row = context.db.prepare('SELECT storage_path FROM contact_requests ORDER BY id_request DESC LIMIT 1').get();
    expect(typeof row?.storage_path).toBe('string');
    expect(existsSync(join(context.filesDir, String(row?.storage_path)))).toBe(true);
    expect(latestMail()?.text).toContain('Logo adjunto: logo.png');
  });

  it('refuses a logo whose bytes are not an image', async () => {
    const form = new FormData();
    form.append('data', JSON.stringify(register));
    form.append('logoBusiness', new File(['%PDF-1.4 not an image'], 'logo.png', { type: 'image/png' }));
    const response = await context.app.request('/business/register', { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: ['Logo de la empresa: El logo debe ser una imagen PNG, JPG o JPEG'],
    });
  });

  it('refuses a multipart body without its data part', async () => {
    const form = new FormData();
    form.append('other', 'x');
    const response = await context.app.request('/business/register', { method: 'POST', body: form });
    expect(response.status).toBe(400);
  });
});
