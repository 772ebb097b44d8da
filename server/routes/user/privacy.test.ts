// The worker's privacy routes: what is held, the consent history and withdrawing an optional
// consent at once (the next offer is not sent), sharing on application recorded as a consent,
// and rights requests confirmed by password (throttled like sign-in), each answered with its
// state and its deadline.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Consent, PrivacyRequest, PrivacySummary } from '../../../src/lib/contract/privacy.ts';
import { postingPayload } from '../business/test-helpers.ts';
import {
  COMPANY,
  COMPANY_SUR,
  PASSWORD,
  WORKER,
  WORKER_SUR,
  answer,
  createPrivacyContext,
  type PrivacyTestContext,
} from './privacy-test-helpers.ts';

let api: PrivacyTestContext;
beforeEach(async () => {
  api = await createPrivacyContext();
});
afterEach(() => api.cleanup());

const consents = async (email = WORKER) =>
  (await answer<{ data: Consent[] }>(await api.call(email, 'GET', '/api/users/privacy/consents'))).data;

const offersSentTo = (email: string) =>
  api.db
    .prepare("SELECT subject FROM outbox WHERE recipient = ? AND subject LIKE 'Nueva oferta de trabajo%'")
    .all(email).length;

const publish = async (email = COMPANY) =>
  answer(await api.call(email, 'POST', '/business/create-job-posting', postingPayload()), 201);

describe('GET /api/users/privacy/summary', () => {
  it('names what is held by category, who receives it and how long it is kept', async () => {
    const { data } = await answer<{ data: PrivacySummary }>(
      await api.call(WORKER, 'GET', '/api/users/privacy/summary'),
    );
    expect(data.categories.map((category) => category.title)).toEqual([
      'Identidad y perfil',
      'Contacto',
      'Dirección',
      'Vehículo',
      'Datos bancarios',
      'Documentos',
      'Contratos',
      'Asistencia y multas',
      'Actividad en ofertas de trabajo',
    ]);
    const records = Object.fromEntries(data.categories.map((category) => [category.id, category.records]));
    // Three contracts from before signing in the product, one pending and one signed in it.
    expect(records).toMatchObject({ vehicle: 1, bank: 0, contracts: 5, attendance_penalties: 11, postings: 6 });
    expect(records['documents']).toBeGreaterThan(0);
    expect(data.categories.find((category) => category.id === 'contact')?.request_only).toEqual([
      'Correo electrónico',
      'Teléfono',
    ]);
    expect(data.recipients).toEqual([
      expect.objectContaining({
        kind: 'empleador',
        company: { name_business: 'transportes-andes', display_name: 'Transportes Andes' },
      }),
    ]);
    expect(data.retention).toMatchObject({ months: 12, relation_ended_at: null, anonymise_after: null });
    expect(data).toMatchObject({ answer_days: 30, extension_days: 30, policy_version: '2026-11-27' });
    expect(data.controller).toEqual({
      display_name: 'Transportes Andes',
      contact_email: 'contacto@transportesandes.cl',
    });
  });
});

describe('consents', () => {
  it('lists the consents given at registration with their version, time and flow', async () => {
    const list = await consents();
    expect(list.map((consent) => [consent.purpose, consent.channel, consent.policy_version, consent.active])).toEqual([
      ['tratamiento', 'registro-fijo', '2025-04-04', true],
      ['ofertas', 'registro-fijo', '2025-04-04', true],
    ]);
    expect(list.map((consent) => consent.withdrawable)).toEqual([false, true]);
  });

  it('withdraws the job offers at once: the next posting sends no offer', async () => {
    await publish();
    expect(offersSentTo(WORKER)).toBe(1);
    const offers = (await consents()).find((consent) => consent.purpose === 'ofertas');
    const withdrawn = await answer<{ message: string; data: Consent }>(
      await api.call(WORKER, 'POST', `/api/users/privacy/consents/${offers?.id_consent}/withdraw`),
    );
    expect(withdrawn.message).toBe('Retiramos tu consentimiento. Desde ahora no usaremos tus datos para eso.');
    expect(withdrawn.data).toMatchObject({
      active: false,
      withdrawable: false,
      withdrawn_at: api.now.toISOString(),
      withdrawn_via: 'panel',
    });
    await publish();
    expect(offersSentTo(WORKER)).toBe(1);

    const again = await api.call(WORKER, 'POST', `/api/users/privacy/consents/${offers?.id_consent}/withdraw`);
    expect(await answer(again, 409)).toEqual({ message: ['Este consentimiento ya estaba retirado.'] });
    const given = await answer<{ message: string; data: Consent }>(
      await api.call(WORKER, 'POST', '/api/users/privacy/consents', { purpose: 'ofertas' }),
      201,
    );
    expect(given.data).toMatchObject({
      purpose: 'ofertas',
      channel: 'panel',
      policy_version: '2026-11-27',
      active: true,
    });
    await publish();
    expect(offersSentTo(WORKER)).toBe(2);
    expect(
      await answer(await api.call(WORKER, 'POST', '/api/users/privacy/consents', { purpose: 'ofertas' }), 409),
    ).toEqual({ message: ['Ya aceptaste recibir ofertas de trabajo.'] });
  });

  it('keeps the required consent (deletion is the way out) and refuses another worker’s consent', async () => {
    const [required] = await consents();
    expect(
      await answer(await api.call(WORKER, 'POST', `/api/users/privacy/consents/${required?.id_consent}/withdraw`), 409),
    ).toEqual({
      message: [
        'Este consentimiento es necesario para tener una cuenta. Si ya no quieres darlo, solicita la eliminación de tus datos.',
      ],
    });
    const [theirs] = await consents(WORKER_SUR);
    const response = await api.call(WORKER, 'POST', `/api/users/privacy/consents/${theirs?.id_consent}/withdraw`);
    expect(await answer(response, 404)).toEqual({ message: ['El consentimiento no existe o no es tuyo.'] });
    expect((await consents(WORKER_SUR))[0]?.active).toBe(true);
  });

  it('records applying to another company’s posting as sharing the profile with it', async () => {
    const other = await answer<{ data: { id_publication: number } }>(
      await api.call(COMPANY_SUR, 'POST', '/business/create-job-posting', postingPayload()),
      201,
    );
    const id = other.data.id_publication;
    await answer(await api.call(WORKER, 'POST', '/api/users/postulate-job-posting', { id_publication: id }), 201);
    const sharing = (await consents()).find((consent) => consent.purpose === 'postulacion');
    expect(sharing).toMatchObject({
      channel: 'postulacion',
      company: { name_business: 'logistica-sur', display_name: 'Logística Sur' },
      id_publication: id,
      withdrawable: true,
    });
    const summary = await answer<{ data: PrivacySummary }>(await api.call(WORKER, 'GET', '/api/users/privacy/summary'));
    expect(summary.data.recipients.map((recipient) => [recipient.kind, recipient.company.display_name])).toEqual([
      ['empleador', 'Transportes Andes'],
      ['postulacion', 'Logística Sur'],
    ]);

    await answer(await api.call(WORKER, 'POST', `/api/users/privacy/consents/${sharing?.id_consent}/withdraw`));
    const applicants = await answer<{ data: { user_email: string }[] }>(
      await api.call(COMPANY_SUR, 'GET', `/business/get-postulates-job-posting/${id}`),
    );
    expect(applicants.data.map((applicant) => applicant.user_email)).not.toContain(WORKER);
  });

  it('records nothing for a posting of the worker’s own company', async () => {
    const own = await answer<{ data: { id_publication: number } }>(
      await api.call(COMPANY, 'POST', '/business/create-job-posting', postingPayload()),
      201,
    );
    await answer(
      await api.call(WORKER, 'POST', '/api/users/postulate-job-posting', { id_publication: own.data.id_publication }),
      201,
    );
    expect((await consents()).some((consent) => consent.purpose === 'postulacion')).toBe(false);
  });
});

describe('rights requests', () => {
  const request = (body: Record<string, unknown>, email = WORKER) =>
    api.call(email, 'POST', '/api/users/privacy/requests', { password: PASSWORD, ...body });

  it('takes each kind with its reason and answers its state and deadline (30 calendar days)', async () => {
    const deletion = await answer<{ message: string; data: PrivacyRequest }>(
      await request({ kind: 'supresion', reason: 'Me cambio de rubro.' }),
      201,
    );
    expect(deletion.message).toBe(
      'Recibimos tu solicitud de eliminación de datos. La empresa debe responderte a más tardar el 02/01/2027.',
    );
    expect(deletion.data).toMatchObject({
      kind: 'supresion',
      kind_label: 'Eliminación de datos',
      state: 'pendiente',
      state_label: 'Pendiente',
      reason: 'Me cambio de rubro.',
      received_at: api.now.toISOString(),
      due_date: '2027-01-02',
      extended: false,
      overdue: false,
      answer: null,
      kept: [],
    });
    const objection = await answer<{ data: PrivacyRequest }>(await request({ kind: 'oposicion' }), 201);
    expect(objection.data.reason).toBeNull();
    const correction = await answer<{ data: PrivacyRequest }>(
      await request({
        kind: 'rectificacion',
        corrections: { rut: '11111111-1', region_id: '13000', commune_id: 2580 },
      }),
      201,
    );
    expect(correction.data.corrections).toEqual({ rut: '11.111.111-1', region_id: 13000, commune_id: 2580 });
    await answer(await request({ kind: 'bloqueo' }), 201);

    const list = await answer<{ data: PrivacyRequest[] }>(await api.call(WORKER, 'GET', '/api/users/privacy/requests'));
    expect(list.data.map((item) => item.kind).sort()).toEqual(['bloqueo', 'oposicion', 'rectificacion', 'supresion']);
    const notice = api.db.prepare("SELECT * FROM outbox WHERE recipient = 'contacto@transportesandes.cl'").all();
    expect(notice.map((mail) => mail['subject'])).toContain('Nueva solicitud de privacidad: Eliminación de datos');
    expect(String(notice[0]?.['text'])).toContain('a más tardar el 02/01/2027');
  });

  it('counts the deadline from the day in Chile the request arrives', async () => {
    api.now = new Date('2026-12-01T02:30:00.000Z'); // 30 November, 23:30 in Santiago
    const late = await answer<{ data: PrivacyRequest }>(await request({ kind: 'oposicion' }), 201);
    expect(late.data.due_date).toBe('2026-12-30');
  });

  it('refuses a wrong or missing password without ending the session, then slows guesses down', async () => {
    const wrong = await request({ kind: 'supresion', password: 'Otra12345' });
    expect(await answer(wrong, 400)).toEqual({ message: ['La contraseña no es correcta'] });
    expect(await answer(await request({ kind: 'supresion', password: '' }), 400)).toEqual({
      message: ['Ingresa tu contraseña para confirmar'],
    });
    for (let attempt = 0; attempt < 4; attempt += 1) await request({ kind: 'supresion', password: 'Otra12345' });
    const throttled = await request({ kind: 'supresion' });
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { message: string }).message).toMatch(/^Demasiados intentos fallidos/);
    expect(
      api.db
        .prepare(
          'SELECT COUNT(*) AS n FROM privacy_requests WHERE id_user = (SELECT id_user FROM users WHERE email = ?)',
        )
        .get(WORKER)?.['n'],
    ).toBe(0);
    expect((await api.call(WORKER, 'GET', '/api/users/privacy/requests')).status).toBe(200);
  });

  it('refuses a second pending request of a kind, a correction with nothing to correct and a lone block', async () => {
    expect(await answer(await request({ kind: 'bloqueo' }), 409)).toEqual({
      message: [
        'El bloqueo temporal se pide mientras esperas la respuesta a una solicitud de corrección, eliminación u oposición. Primero haz esa solicitud.',
      ],
    });
    expect(await answer(await request({ kind: 'rectificacion', corrections: { email: '' } }), 400)).toEqual({
      message: ['Indica qué dato quieres corregir y su valor correcto'],
    });
    expect(await answer(await request({ kind: 'rectificacion', corrections: { region_id: 13000 } }), 400)).toEqual({
      message: ['Comuna es requerida'],
    });
    await answer(await request({ kind: 'oposicion' }), 201);
    expect(await answer(await request({ kind: 'oposicion' }), 409)).toEqual({
      message: ['Ya tienes una solicitud de oposición al tratamiento pendiente.'],
    });
  });
});
