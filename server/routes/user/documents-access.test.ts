// Who may reach the worker document routes: every route of both groups (default and custom)
// needs a worker session, and another worker's custom files do not exist for the caller (404),
// just like the general ones (those are in documents.test.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { createRecordsContext, pdfFile, uploadBody, type RecordsTestContext } from './documents-test-helpers.ts';
import { UPLOAD_MESSAGES } from './documents-upload.ts';

interface ApiFile {
  id_file: number | null;
  purpose_name: string;
  url_file: string | null;
  isUploaded: boolean;
}

const CUSTOM = '/api/users/files/custom';

let api: RecordsTestContext;
let driver: number;

beforeEach(async () => {
  api = await createRecordsContext();
  [driver = 0] = api.worker.profiles;
});
afterEach(() => api.cleanup());

async function customFile(purpose: string): Promise<ApiFile> {
  const response = await api.get(`${CUSTOM}/get-file-user/${purpose}/${driver}`, api.worker.token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: ApiFile }).data;
}

describe('document routes need a worker session', () => {
  for (const group of ['default', 'custom']) {
    const base = `/api/users/files/${group}`;
    it.each([
      `${base}/obtain-all-documents-user?id_profile_user=1`,
      `${base}/get-file-user/licencia_conducir/1`,
      `${base}/download-file/1/1`,
    ])('GET %s answers 401 without one', async (path) => {
      const anonymous = await api.app.request(path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
      expect((await api.get(path, api.companyToken)).status).toBe(401);
      expect((await api.get(path, 'no-es-un-token')).status).toBe(401);
    });

    it(`POST ${base}/upload-files-user answers 401 without one`, async () => {
      const body = uploadBody(driver, { padron_vehiculo: pdfFile() });
      const anonymous = await api.app.request(`${base}/upload-files-user`, { method: 'POST', body });
      expect(anonymous.status).toBe(401);
      const company = await api.post(`${base}/upload-files-user`, uploadBody(driver, {}), api.companyToken);
      expect(company.status).toBe(401);
    });
  }
});

describe("another worker's custom files do not exist for the caller", () => {
  it('answers 404 to list, read, download or upload them, where the owner gets each', async () => {
    const other = api.workerSur.token;
    const listPath = `${CUSTOM}/obtain-all-documents-user?id_profile_user=${driver}`;
    const ownList = await api.get(listPath, api.worker.token);
    expect(ownList.status).toBe(200);
    const own = (await ownList.json()) as { data: { files: { filesPersonalizated: ApiFile[] } } };
    expect(own.data.files.filesPersonalizated.length).toBeGreaterThan(0);
    const listed = await api.get(listPath, other);
    expect(listed.status).toBe(404);
    expect(await listed.json()).toEqual({ message: UPLOAD_MESSAGES.profileNotFound });

    const uploaded = await customFile('curso_manejo_defensivo');
    expect(uploaded.isUploaded).toBe(true);
    const read = await api.get(`${CUSTOM}/get-file-user/curso_manejo_defensivo/${driver}`, other);
    expect(read.status).toBe(404);

    expect(uploaded.url_file).toBe(`${CUSTOM}/download-file/${driver}/${uploaded.id_file}`);
    expect((await api.get(uploaded.url_file ?? '', api.worker.token)).status).toBe(200);
    expect((await api.get(uploaded.url_file ?? '', other)).status).toBe(404);

    const body = () => uploadBody(driver, { examen_psicotecnico: pdfFile() });
    expect((await api.post(`${CUSTOM}/upload-files-user`, body(), other)).status).toBe(404);
    expect((await customFile('examen_psicotecnico')).isUploaded).toBe(false);
    expect((await api.post(`${CUSTOM}/upload-files-user`, body(), api.worker.token)).status).toBe(200);
    expect((await customFile('examen_psicotecnico')).isUploaded).toBe(true);
  });

  it("answers 404 to the caller's own file id under another worker's profile", async () => {
    const uploaded = await customFile('carta_recomendacion');
    const ownPath = `${CUSTOM}/download-file/${driver}/${uploaded.id_file}`;
    expect((await api.get(ownPath, api.worker.token)).status).toBe(200);
    const surProfile = api.workerSur.profiles[0] ?? 0;
    const response = await api.get(`${CUSTOM}/download-file/${surProfile}/${uploaded.id_file}`, api.worker.token);
    expect(response.status).toBe(404);
  });
});
