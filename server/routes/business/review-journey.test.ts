// The review journey through the API, as a new worker and their company live it: register through
// the company link, find the profile's documents, upload the licence, the company finds it in
// 'Por revisar' and rejects it with a reason, the worker reads it on the document and in the
// outbox, replaces it, the company approves it with its dates, and the worker's document, progress
// and news follow.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { NewsItem } from '../../../src/lib/contract/news.ts';
import type { DecisionAnswer, QueuePage, ReviewDocument } from '../../../src/lib/contract/review.ts';
import { daysFrom } from '../../seed/time.ts';
import { jsonRequest } from '../../test-support.ts';
import { multipart, validPayload } from '../register/test-helpers.ts';
import { pdfFile, uploadBody } from '../user/documents-test-helpers.ts';
import { COMPANY, createReviewContext, json, type ReviewTestContext } from './review-test-helpers.ts';

interface WorkerDocument {
  id_file: number | null;
  purpose_name: string;
  file_status: string | null;
  isUploaded: boolean;
  rejection_reason: string | null;
  issue_date: string | null;
  expiration_date: string | null;
  visibility: string;
}

let api: ReviewTestContext;
beforeAll(async () => {
  api = await createReviewContext();
});
afterAll(() => api.cleanup());

const EMAIL = 'nueva.conductora@correo.cl';

/** 'Documentos cargados' as the worker's home counts it: neither Rechazado nor Pendiente, over the cards. */
function progress(files: readonly WorkerDocument[]) {
  const counted = files.filter(
    (file) => file.visibility === 'VISIBLE' && file.purpose_name !== 'furgon_interior_general',
  );
  const uploaded = counted.filter((file) =>
    ['ACCEPTED', 'PENDING', 'SOLICIT_REJECTED'].includes(file.file_status ?? ''),
  );
  return `${uploaded.length}/${counted.length}`;
}

it('goes from upload to rejection, replacement, approval and the worker’s progress', async () => {
  // Registration through the company link gives the driver profile its documents.
  const registered = await api.app.request('/api/users/register', multipart({ data: JSON.stringify(validPayload()) }));
  expect(registered.status).toBe(201);
  const login = await api.app.request(
    '/auth/login',
    jsonRequest({ email: EMAIL, password: 'Clave12345', rgs: 'andes-2025' }),
  );
  const session = (await login.json()) as { data: { token_jwt: string; myProfiles: { id_profile_user: number }[] } };
  const token = session.data.token_jwt;
  const profile = session.data.myProfiles[0]?.id_profile_user ?? 0;
  const asWorker = (path: string, init: RequestInit = {}) =>
    api.app.request(path, { ...init, headers: { 'auth-user': token } });
  const documents = async () => {
    const answer = (await (
      await asWorker(`/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`)
    ).json()) as { data: { files: { filesGeneral: WorkerDocument[] } } };
    return answer.data.files.filesGeneral;
  };
  const licence = async () => (await documents()).find((file) => file.purpose_name === 'licencia_conducir');
  expect(await documents()).toHaveLength(9);
  expect(progress(await documents())).toBe('0/9');

  // The worker uploads the licence: it awaits review.
  const upload = () =>
    asWorker('/api/users/files/default/upload-files-user', {
      method: 'POST',
      body: uploadBody(profile, { licencia_conducir: pdfFile('licencia.pdf') }),
    });
  expect((await upload()).status).toBe(200);
  expect(await licence()).toMatchObject({ file_status: 'PENDING', isUploaded: true });
  expect(progress(await documents())).toBe('1/9');

  // The company finds it at the end of 'Por revisar' (the newest upload).
  const queue = await json<QueuePage>(await api.call(COMPANY, 'GET', '/business/review/queue'));
  const line = queue.data.at(-1);
  expect(line).toMatchObject({
    email: EMAIL,
    worker_name: 'Josefa Araya',
    rut: '11.111.111-1',
    document_name: 'Licencia de conducir',
    status_label: 'En revisión',
  });
  const id = line?.id_file ?? 0;

  // Rejected with a reason: the worker's card reads it, and the outbox tells them.
  const rejected = await api.call(COMPANY, 'POST', `/business/review/documents/${id}/reject`, {
    reason: 'imagen_ilegible',
  });
  expect(rejected.status).toBe(200);
  expect(await licence()).toMatchObject({ file_status: 'REJECTED', rejection_reason: 'Imagen ilegible' });
  expect(progress(await documents())).toBe('0/9');
  const message = api
    .outbox()
    .find((entry) => entry.to === EMAIL && entry.subject === 'Licencia de conducir rechazada');
  expect(message?.text).toContain('Motivo: Imagen ilegible');
  expect(message?.links[0]).toContain(
    `/user/dashboard/home?business=transportes-andes&rgs=andes-2025&profile=${profile}`,
  );
  expect(api.outbox().some((entry) => entry.channel === 'chat' && entry.to === '56976543210')).toBe(true);

  // Replaced: back in review, without the reason, and the history shows both versions.
  expect((await upload()).status).toBe(200);
  expect(await licence()).toMatchObject({ file_status: 'PENDING', rejection_reason: null });
  const reviewed = await json<{ data: ReviewDocument }>(
    await api.call(COMPANY, 'GET', `/business/review/documents/${id}`),
  );
  expect(
    reviewed.data.history.map((event) => `${event.label} ${event.previous_status ?? '-'}→${event.new_status}`),
  ).toEqual(['Subido -→PENDING', 'Rechazado PENDING→REJECTED', 'Reemplazado REJECTED→PENDING']);

  // Approved with its dates: the worker's document and progress follow, and the news say so.
  const expiry = daysFrom(new Date(), 5 * 365);
  const approved = await api.call(COMPANY, 'POST', `/business/review/documents/${id}/approve`, {
    issue_date: '2024-02-01',
    expiration_date: expiry,
  });
  expect((await json<DecisionAnswer>(approved)).data.document.status_label).toBe('Aprobado');
  expect(await licence()).toMatchObject({ file_status: 'ACCEPTED', issue_date: '2024-02-01', expiration_date: expiry });
  expect(progress(await documents())).toBe('1/9');
  const news = (await (await asWorker('/api/users/news')).json()) as { data: NewsItem[] };
  expect(news.data.map((item) => item.title)).toEqual([
    'Licencia de conducir aprobada',
    'Licencia de conducir rechazada: Imagen ilegible',
  ]);
});
