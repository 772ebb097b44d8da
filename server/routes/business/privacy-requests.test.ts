// The company's privacy requests: its workers' requests only, with deadline, state and log;
// completing a deletion anonymises the worker and removes their files except those kept by law
// (listed); corrections, objections and blocks take effect; rejections and extensions are logged
// and told to the worker.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DELETED_DATA, type BusinessPrivacyRequest, type PrivacyRequest } from '../../../src/lib/contract/privacy.ts';
import { claim, markSent } from '../../lib/delivery/queue.ts';
import { sessionToken } from '../../security-test-support.ts';
import { TEMPLATE } from '../signing-test-helpers.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import { DEMO_DELETION_REASON, pendingDeletionEmail } from '../../seed/privacy.ts';
import { postingPayload } from './test-helpers.ts';
import {
  COMPANY,
  COMPANY_SUR,
  PASSWORD,
  WORKER,
  answer,
  createPrivacyContext,
  databaseText,
  userId,
  type PrivacyTestContext,
} from '../user/privacy-test-helpers.ts';

let api: PrivacyTestContext;
beforeEach(async () => {
  api = await createPrivacyContext();
});
afterEach(() => api.cleanup());

const BASE = '/business/privacy-requests';

async function list(email = COMPANY) {
  return (await answer<{ data: BusinessPrivacyRequest[] }>(await api.call(email, 'GET', BASE))).data;
}

async function ask(kind: string, extra: Record<string, unknown> = {}) {
  const body = { kind, password: PASSWORD, ...extra };
  return (
    await answer<{ data: PrivacyRequest }>(await api.call(WORKER, 'POST', '/api/users/privacy/requests', body), 201)
  ).data;
}

const act = (id: number, action: string, body: unknown, email = COMPANY) =>
  api.call(email, 'POST', `${BASE}/${id}/${action}`, body);

describe('GET /business/privacy-requests', () => {
  it('lists the pending deletion of a Transportes Andes worker with its deadline, to that company only', async () => {
    const [seeded] = await list();
    expect(seeded).toMatchObject({
      kind: 'supresion',
      state: 'pendiente',
      reason: DEMO_DELETION_REASON,
      received_at: '2026-11-29T14:00:00.000Z',
      due_date: '2026-12-29',
      overdue: false,
      worker: { name: 'Ignacio Fuentes', email: pendingDeletionEmail(), anonymised: false },
    });
    expect(seeded?.events.map((event) => [event.actor, event.action_label])).toEqual([
      ['trabajador', 'Solicitud recibida'],
    ]);
    expect(await list(COMPANY_SUR)).toEqual([]);
  });

  it('marks a request past its deadline as overdue', async () => {
    api.now = new Date('2026-12-30T12:00:00.000Z');
    expect((await list())[0]?.overdue).toBe(true);
  });
});

describe('completing a deletion', () => {
  it('anonymises the worker and deletes their files, except the signed contract, and lists what is kept', async () => {
    const idUser = userId(api, WORKER);
    const request = await ask('supresion', { reason: 'Ya no trabajo aquí.' });
    const session = { 'auth-user': await sessionToken(api.db, WORKER, api.now) };
    const stored = (sql: string) =>
      api.db
        .prepare(sql)
        .all(idUser)
        .map((row) => String(row['storage_path']));
    const documents = stored(
      'SELECT f.storage_path FROM user_files f JOIN user_profiles p USING (id_profile_user) WHERE p.id_user = ? AND f.storage_path IS NOT NULL',
    );
    const signed = stored("SELECT storage_path FROM contracts WHERE id_user = ? AND status = 'SIGNED'");
    const unsigned = stored(
      "SELECT COALESCE(storage_path, source_path) AS storage_path FROM contracts WHERE id_user = ? AND status <> 'SIGNED'",
    );
    expect(documents.length).toBeGreaterThan(0);
    for (const file of [...documents, ...signed, ...unsigned])
      expect(existsSync(join(api.filesDir, file)), file).toBe(true);

    const done = await answer<{ message: string; data: BusinessPrivacyRequest }>(
      await act(request.id_request, 'complete', { answer: 'Eliminamos tus datos; guardamos lo que exige la ley.' }),
    );
    expect(done.message).toBe('Solicitud completada: los datos personales de esta persona fueron anonimizados.');
    expect(done.data).toMatchObject({
      state: 'completada',
      answer: 'Eliminamos tus datos; guardamos lo que exige la ley.',
      reason: null,
      worker: { name: null, rut: null, email: null, anonymised: true },
    });
    expect(done.data.kept.map((item) => [item.kind, item.count])).toEqual([
      // One signed before signing existed in the product, one signed in it.
      ['contrato_firmado', 2],
      ['asistencia', 8],
      ['multas', 3],
    ]);
    expect(done.data.events.map((event) => event.action)).toEqual(['recibida', 'datos_anonimizados', 'completada']);
    expect(JSON.parse(done.data.events[1]?.detail ?? '{}')).toMatchObject({ kept: done.data.kept });

    // The worker is told by e-mail, at the address the account had, what went and what stays and
    // why, with no name, RUT or phone; once the message is handed over the address goes too.
    const mail = api.db
      .prepare("SELECT id, recipient, subject, text FROM outbox WHERE kind = 'privacy-deletion-done'")
      .all();
    expect(mail.map((row) => [row['recipient'], row['subject']])).toEqual([
      [WORKER, 'Tu solicitud de eliminación de datos fue completada'],
    ]);
    const mailText = String(mail[0]?.['text']);
    expect(mailText).toContain(`Tu empresa completó tu solicitud de eliminación de datos N° ${request.id_request}`);
    expect(mailText).toContain('- Tus datos bancarios y tu experiencia laboral.');
    expect(mailText).toContain(
      '- Contratos firmados (2): La empresa debe guardar los contratos firmados mientras la ley laboral lo exija.',
    );
    const worker = DEMO_ACCOUNTS.worker;
    for (const value of [WORKER, worker.rut, worker.phone, 'Camila', 'Rojas'])
      expect(mailText, value).not.toContain(value);
    const queued = claim(api.db, Number(mail[0]?.['id']), api.now, 60_000);
    if (!queued) throw new Error('The confirmation is not due');
    markSent(api.db, queued, 'prov-1', api.now, true);

    // A signed contract is kept with its signature record (who signed, with which RUT), as the law
    // requires; nothing else of this person remains.
    const text = databaseText(api)
      .split('\n')
      .filter((line) => !line.startsWith('signatures: '))
      .join('\n');
    const kept = api.db
      .prepare(
        `SELECT s.subject, c.status FROM signatures s
         LEFT JOIN contracts c ON s.subject = 'contract:' || c.id_history WHERE s.kind = 'contract'`,
      )
      .all();
    for (const row of kept) expect(row['status'], String(row['subject'])).toBe('SIGNED');
    for (const value of [WORKER, worker.rut, worker.phone, 'Camila', 'Rojas', 'Vicuña Mackenna 4860', 'KXTR45']) {
      expect(text, value).not.toContain(value);
    }
    for (const file of [...documents, ...unsigned]) expect(existsSync(join(api.filesDir, file)), file).toBe(false);
    for (const file of signed) expect(existsSync(join(api.filesDir, file)), file).toBe(true);
    expect(existsSync(join(api.filesDir, 'public/avatars/trabajador-demo.png'))).toBe(false);
    const records = (table: string) =>
      api.db.prepare(`SELECT COUNT(*) AS n FROM ${table} WHERE id_user = ?`).get(idUser)?.['n'];
    expect([records('attendance_records'), records('penalty_records'), records('contracts')]).toEqual([8, 3, 2]);

    // The closed account leaves the company's working lists (and so its counts and charts).
    const registered = await answer<{ data: { id_user: number }[] }>(
      await api.call(COMPANY, 'GET', '/business/get-registered-profiles'),
    );
    expect(registered.data.map((worker) => worker.id_user)).not.toContain(idUser);
    expect(registered.data.length).toBeGreaterThan(0);
    // Nor can a contract be sent to it.
    const contract = await api.call(COMPANY, 'POST', '/business/contracts/template', { id_user: idUser, ...TEMPLATE });
    expect(contract.status).toBe(404);

    // The account is closed: its session ends and it cannot sign in again. The session it still
    // had learns why, with the same confirmation to show on screen.
    const refused = await api.app.request('/api/users/privacy/summary', { headers: session });
    expect(await answer(refused, 401)).toEqual({
      message: 'Tu cuenta fue eliminada.',
      deletion: {
        id_request: request.id_request,
        deleted_at: api.now.toISOString(),
        deleted: [...DELETED_DATA],
        kept: done.data.kept,
      },
    });
    const refresh = await api.app.request('/auth/success-login', { method: 'POST', headers: session });
    expect(await answer(refresh, 401)).toMatchObject({ deletion: { id_request: request.id_request } });
    // Another worker's stale or forged token learns nothing.
    const other = await api.app.request('/api/users/privacy/summary', { headers: { 'auth-user': 'x.y.z' } });
    expect(await answer(other, 401)).toEqual({ message: 'Tu sesión expiró. Inicia sesión nuevamente.' });
    expect(
      api.db.prepare('SELECT password_hash FROM users WHERE id_user = ?').get(idUser)?.['password_hash'],
    ).toBeNull();
    const again = await act(request.id_request, 'complete', { answer: 'Otra vez.' });
    expect(await answer(again, 409)).toEqual({ message: ['Esta solicitud ya fue respondida.'] });
  });
});

describe('other answers', () => {
  it('rejects with the reason given, tells the worker, and logs it', async () => {
    const [seeded] = await list();
    const rejected = await answer<{ data: BusinessPrivacyRequest }>(
      await act(seeded?.id_request ?? 0, 'reject', { answer: 'Tenemos un juicio laboral pendiente con esta persona.' }),
    );
    expect(rejected.data).toMatchObject({
      state: 'rechazada',
      state_label: 'Rechazada',
      answered_at: api.now.toISOString(),
    });
    expect(rejected.data.worker.anonymised).toBe(false);
    const mail = api.db.prepare('SELECT * FROM outbox WHERE recipient = ?').get(pendingDeletionEmail());
    expect(mail).toBeUndefined();
    const objection = await ask('oposicion');
    await answer(await act(objection.id_request, 'reject', { answer: 'Necesitamos tus datos para pagarte.' }));
    const told = api.db.prepare('SELECT subject, text FROM outbox WHERE recipient = ?').get(WORKER);
    expect(told?.['subject']).toBe('Tu solicitud de oposición al tratamiento fue rechazada');
    expect(String(told?.['text'])).toContain('Necesitamos tus datos para pagarte.');
  });

  it('extends the deadline once by 30 days, with its reason', async () => {
    const [seeded] = await list();
    const id = seeded?.id_request ?? 0;
    const extended = await answer<{ data: BusinessPrivacyRequest }>(
      await act(id, 'extend', { reason: 'Debemos revisar contratos archivados.' }),
    );
    expect(extended.data).toMatchObject({
      due_date: '2027-01-28',
      extended: true,
      extension_reason: 'Debemos revisar contratos archivados.',
    });
    expect(await answer(await act(id, 'extend', { reason: 'Más tiempo.' }), 409)).toEqual({
      message: ['El plazo de esta solicitud ya se extendió una vez.'],
    });
  });

  it('applies a correction, unless another worker of the company holds the value', async () => {
    const taken = await ask('rectificacion', { corrections: { rut: DEMO_ACCOUNTS.verification.rut } });
    expect(await answer(await act(taken.id_request, 'complete', { answer: 'Corregido.' }), 409)).toEqual({
      message: ['Este RUT ya está registrado con esta empresa'],
    });
    await answer(await act(taken.id_request, 'reject', { answer: 'Ese RUT es de otra persona.' }));
    const fix = await ask('rectificacion', { corrections: { phone: '56911223344', region_id: 5000, commune_id: 410 } });
    await answer(await act(fix.id_request, 'complete', { answer: 'Listo, corregimos tu teléfono y comuna.' }));
    const row = api.db.prepare('SELECT phone, region_id, commune_id FROM users WHERE email = ?').get(WORKER);
    expect(row).toEqual({ phone: '56911223344', region_id: 5000, commune_id: 410 });
  });

  it('blocks processing while the objection waits, and the objection withdraws the optional consents', async () => {
    const objection = await ask('oposicion', { reason: 'No quiero recibir ofertas.' });
    const block = await ask('bloqueo');
    await answer(
      await act(block.id_request, 'complete', { answer: 'Bloqueamos el tratamiento mientras respondemos.' }),
    );
    const blocked = () => api.db.prepare('SELECT blocked_at FROM users WHERE email = ?').get(WORKER)?.['blocked_at'];
    expect(blocked()).toBe(api.now.toISOString());
    const sent = () =>
      api.db
        .prepare("SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND subject LIKE 'Nueva oferta%'")
        .get(WORKER)?.['n'];
    await answer(await api.call(COMPANY, 'POST', '/business/create-job-posting', postingPayload()), 201);
    expect(sent()).toBe(0);

    await answer(await act(objection.id_request, 'complete', { answer: 'Dejamos de enviarte ofertas.' }));
    expect(blocked()).toBeNull();
    const consents = api.db
      .prepare("SELECT purpose, withdrawn_at FROM consents WHERE id_user = ? AND purpose = 'ofertas'")
      .all(userId(api, WORKER));
    expect(consents).toEqual([{ purpose: 'ofertas', withdrawn_at: api.now.toISOString() }]);
    const log = (await list())
      .find((item) => item.id_request === block.id_request)
      ?.events.map((event) => event.action);
    expect(log).toEqual(['recibida', 'bloqueo_aplicado', 'completada', 'bloqueo_terminado']);
    await answer(await api.call(COMPANY, 'POST', '/business/create-job-posting', postingPayload()), 201);
    expect(sent()).toBe(0);
  });

  it('needs an answer, and refuses a request of another company as missing', async () => {
    const [seeded] = await list();
    expect(await answer(await act(seeded?.id_request ?? 0, 'complete', { answer: '  ' }), 400)).toEqual({
      message: ['Escribe la respuesta para la persona'],
    });
    for (const action of ['complete', 'reject', 'extend']) {
      const response = await act(
        seeded?.id_request ?? 0,
        action,
        { answer: 'No es mía.', reason: 'No es mía.' },
        COMPANY_SUR,
      );
      expect(await answer(response, 404)).toEqual({
        message: ['La solicitud no existe o no es de un trabajador de tu empresa.'],
      });
    }
    expect((await list())[0]?.state).toBe('pendiente');
  });
});
