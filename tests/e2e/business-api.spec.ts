// The live local API's business calls: worker tokens are refused and a
// company cannot read, change or delete another company's posting.
import { COMPANY, COMPANY_SUR, WORKER, apiToken, reset } from './business-support.ts';
import { expect, test } from './fixtures.ts';

test.beforeEach(async ({ apiURL }) => {
  await reset(apiURL);
});

const call = (apiURL: string, method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${apiURL}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

test('a worker token cannot call the business routes', async ({ apiURL }) => {
  const worker = await apiToken(apiURL, WORKER, 'andes-2025');
  const routes: [string, string][] = [
    ['GET', '/business/job-postings'],
    ['POST', '/business/search-my-job-postings'],
    ['POST', '/business/create-job-posting'],
    ['GET', '/business/get-data-job-posting-to-update/1'],
    ['PUT', '/business/update-job-posting/1'],
    ['DELETE', '/business/delete-job-posting/1'],
    ['POST', '/business/send-email-to-user-jobpostulate'],
    ['GET', '/business/get-postulates-job-posting/1'],
    ['GET', '/business/get-registered-profiles'],
  ];
  for (const [method, path] of routes) {
    for (const headers of [{ 'auth-business': worker }, { 'auth-user': worker }]) {
      const response = await call(apiURL, method, path, headers, method === 'GET' ? undefined : {});
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ message: 'Tu sesión expiró. Inicia sesión nuevamente.' });
    }
  }
});

test('a company cannot touch another company’s posting', async ({ apiURL }) => {
  const andes = await apiToken(apiURL, COMPANY);
  const sur = await apiToken(apiURL, COMPANY_SUR);
  const surPostings = (await (
    await call(apiURL, 'GET', '/business/job-postings', { 'auth-business': sur })
  ).json()) as {
    data: { id_publication: number; title: string }[];
  };
  const foreign = surPostings.data[0];
  expect(foreign).toBeDefined();
  const id = foreign?.id_publication ?? 0;
  const andesHeaders = { 'auth-business': andes };

  expect((await call(apiURL, 'GET', `/business/get-data-job-posting-to-update/${id}`, andesHeaders)).status).toBe(404);
  expect((await call(apiURL, 'PUT', `/business/update-job-posting/${id}`, andesHeaders, { title: 'x' })).status).toBe(
    400,
  );
  const update = await call(apiURL, 'PUT', `/business/update-job-posting/${id}`, andesHeaders, {
    title: 'Publicación ajena modificada',
    description: 'Intento de modificar una publicación de otra empresa.',
    requirements: 'Ninguno en particular.',
    id_vehicle: 3,
    id_zone: 2,
    id_region: 13000,
    id_commune: 2580,
    id_schedule: 1,
    start_time: '2099-01-01',
    pawn: 1000,
  });
  expect(update.status).toBe(404);
  expect((await call(apiURL, 'DELETE', `/business/delete-job-posting/${id}`, andesHeaders)).status).toBe(404);
  expect((await call(apiURL, 'GET', `/business/get-postulates-job-posting/${id}`, andesHeaders)).status).toBe(404);
  const search = (await (
    await call(apiURL, 'POST', '/business/search-my-job-postings', andesHeaders, { search: foreign?.title ?? '' })
  ).json()) as { postings: unknown[] };
  expect(search.postings).toEqual([]);

  const still = (await (
    await call(apiURL, 'GET', `/business/get-data-job-posting-to-update/${id}`, { 'auth-business': sur })
  ).json()) as { data: { title: string } };
  expect(still.data.title).toBe(foreign?.title);
});
