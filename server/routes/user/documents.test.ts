import { PDFDocument } from 'pdf-lib';
// The worker document routes as the dashboard uses them: the three file groups of a profile,
// uploads with the 20 MB / pdf-png-jpg rule and the replace rule, single files and downloads,
// and ownership (another worker's profiles and files do not exist for the caller).
import { TINY_JPEG, TINY_PNG } from '../../lib/test-images.ts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DOCUMENT_UPLOAD, MEGABYTE } from '../../../src/lib/validation/index.ts';
import { AUTH_MESSAGES } from '../auth/messages.ts';
import { UPLOAD_MESSAGES } from './documents-upload.ts';
import {
  PDF_BYTES,
  createRecordsContext,
  pdfFile,
  uploadBody,
  type RecordsTestContext,
} from './documents-test-helpers.ts';

interface ApiFile {
  id_file: number | null;
  purpose_name: string;
  file_status: string | null;
  isUploaded: boolean;
  visibility: string;
  url_file: string | null;
  type_name: string | null;
}
interface FilesAnswer {
  data: { files: { filesGeneral: ApiFile[]; filesPersonalizated: ApiFile[]; filesGeneralHidden: ApiFile[] } };
}

let api: RecordsTestContext;
let driver: number;
let helper: number;

beforeEach(async () => {
  api = await createRecordsContext();
  [driver = 0, helper = 0] = api.worker.profiles;
});
afterEach(() => api.cleanup());

const DEFAULT = '/api/users/files/default';
const CUSTOM = '/api/users/files/custom';

async function filesOf(profile: number, token = api.worker.token) {
  const response = await api.get(`${DEFAULT}/obtain-all-documents-user?id_profile_user=${profile}`, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as FilesAnswer).data.files;
}

function find(files: ApiFile[], purpose: string): ApiFile {
  const file = files.find((entry) => entry.purpose_name === purpose);
  if (!file) throw new Error(`No ${purpose}`);
  return file;
}

describe('obtain-all-documents-user', () => {
  it('answers the profile files in three groups: general, personalized and hidden general', async () => {
    const files = await filesOf(driver);
    expect(files.filesGeneral.map((file) => file.purpose_name)).toContain('furgon_interior_general');
    expect(files.filesGeneral.every((file) => file.visibility === 'VISIBLE')).toBe(true);
    expect(files.filesGeneralHidden.map((file) => file.purpose_name)).toEqual(['seguro_obligatorio']);
    expect(files.filesPersonalizated).toHaveLength(3);
    expect(new Set(files.filesGeneral.map((file) => file.file_status))).toEqual(
      new Set(['ACCEPTED', 'REJECTED', 'PENDING', 'SOLICIT_REJECTED', null]),
    );
  });

  it('gives no id to a general requirement never uploaded, but keeps the id of a custom request', async () => {
    const files = await filesOf(driver);
    expect(find(files.filesGeneral, 'padron_vehiculo')).toMatchObject({ id_file: null, isUploaded: false });
    expect(find(files.filesPersonalizated, 'examen_psicotecnico').id_file).toEqual(expect.any(Number));
  });

  it('answers each profile its own documents', async () => {
    const driverFiles = await filesOf(driver);
    const helperFiles = await filesOf(helper);
    expect(find(helperFiles.filesGeneral, 'certificado_antecedentes').file_status).toBe('REJECTED');
    expect(find(driverFiles.filesGeneral, 'certificado_antecedentes').file_status).toBe('PENDING');
  });

  it('refuses a request without a worker session with 401', async () => {
    const anonymous = await api.app.request(`${DEFAULT}/obtain-all-documents-user?id_profile_user=${driver}`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ message: AUTH_MESSAGES.sessionExpired });
    const company = await api.get(`${DEFAULT}/obtain-all-documents-user?id_profile_user=${driver}`, api.companyToken);
    expect(company.status).toBe(401);
  });

  it("answers 404 for another worker's profile and 400 for a malformed one", async () => {
    const other = await api.get(`${DEFAULT}/obtain-all-documents-user?id_profile_user=${driver}`, api.workerSur.token);
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ message: UPLOAD_MESSAGES.profileNotFound });
    const malformed = await api.get(`${DEFAULT}/obtain-all-documents-user?id_profile_user=uno`, api.worker.token);
    expect(malformed.status).toBe(400);
  });
});

describe('upload-files-user', () => {
  it('stores a missing document as PENDING and serves it back', async () => {
    const response = await api.post(
      `${DEFAULT}/upload-files-user`,
      uploadBody(driver, { padron_vehiculo: pdfFile() }),
      api.worker.token,
    );
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { message: string; data: { files: ApiFile[] } };
    expect(answer.message).toBe(UPLOAD_MESSAGES.uploaded);
    const uploaded = answer.data.files[0];
    expect(uploaded).toMatchObject({ purpose_name: 'padron_vehiculo', file_status: 'PENDING', isUploaded: true });
    expect(uploaded?.id_file).toEqual(expect.any(Number));
    expect(uploaded?.url_file).toBe(`${DEFAULT}/download-file/${driver}/${uploaded?.id_file}`);

    const download = await api.get(uploaded?.url_file ?? '', api.worker.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    // What is stored is the PDF written again from its pages, without actions (lib/pdf-clean.ts).
    const stored = await PDFDocument.load(new Uint8Array(await download.arrayBuffer()));
    expect(stored.getPageCount()).toBe(1);
    expect(find((await filesOf(driver)).filesGeneral, 'padron_vehiculo').file_status).toBe('PENDING');
  });

  it('replaces a REJECTED document and refuses to replace an ACCEPTED one', async () => {
    const rejected = await api.post(
      `${DEFAULT}/upload-files-user`,
      uploadBody(driver, { licencia_conducir: pdfFile() }),
      api.worker.token,
    );
    expect(rejected.status).toBe(200);
    const accepted = await api.post(
      `${DEFAULT}/upload-files-user`,
      uploadBody(driver, { cedula_identidad_frontal: pdfFile() }),
      api.worker.token,
    );
    expect(accepted.status).toBe(409);
    expect(await accepted.json()).toEqual({ message: UPLOAD_MESSAGES.notReplaceable });
  });

  it('uploads a custom document under /custom', async () => {
    const response = await api.post(
      `${CUSTOM}/upload-files-user`,
      uploadBody(driver, { examen_psicotecnico: new File([TINY_PNG], 'examen.png', { type: 'image/png' }) }),
      api.worker.token,
    );
    expect(response.status).toBe(200);
    const custom = await api.get(`${CUSTOM}/get-file-user/examen_psicotecnico/${driver}`, api.worker.token);
    expect(((await custom.json()) as { data: ApiFile }).data).toMatchObject({ type_name: 'png', isUploaded: true });
  });

  it('refuses a text file, a file over 20 MB and a PDF name on other content', async () => {
    const upload = (file: File) =>
      api.post(`${DEFAULT}/upload-files-user`, uploadBody(driver, { padron_vehiculo: file }), api.worker.token);
    const text = await upload(new File(['hola'], 'notas.txt', { type: 'text/plain' }));
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({ message: [DOCUMENT_UPLOAD.typeMessage('notas.txt')] });
    const big = new Uint8Array(20 * MEGABYTE + 1);
    big.set(PDF_BYTES);
    const large = await upload(pdfFile('grande.pdf', big));
    expect(await large.json()).toEqual({ message: [DOCUMENT_UPLOAD.sizeMessage('grande.pdf')] });
    const disguised = await upload(pdfFile('falso.pdf', new TextEncoder().encode('no soy un pdf')));
    expect(disguised.status).toBe(400);
  });

  it('refuses files that only start like an image or a PDF, PDFs with JavaScript or launch actions, and empty files', async () => {
    const upload = (file: File) =>
      api.post(`${DEFAULT}/upload-files-user`, uploadBody(driver, { padron_vehiculo: file }), api.worker.token);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: [string, Uint8Array<ArrayBuffer>, string][] = [
      ['imagen.png', new Uint8Array([...TINY_PNG, ...html]), 'image/png'],
      ['foto.jpg', new Uint8Array([...TINY_JPEG, ...html]), 'image/jpeg'],
      ['cabecera.png', new Uint8Array([...TINY_PNG.subarray(0, 16), ...html]), 'image/png'],
      ['falso.pdf', new Uint8Array([...new TextEncoder().encode('%PDF-1.4\n'), ...html]), 'application/pdf'],
      [
        'script.pdf',
        new TextEncoder().encode(
          '%PDF-1.4\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n%%EOF\n',
        ),
        'application/pdf',
      ],
      [
        'escondido.pdf',
        new TextEncoder().encode('%PDF-1.4\n1 0 obj << /S /J#61vaScript >> endobj\n%%EOF\n'),
        'application/pdf',
      ],
      [
        'lanza.pdf',
        new TextEncoder().encode('%PDF-1.4\n1 0 obj << /S /Launch /F (cmd.exe) >> endobj\n%%EOF\n'),
        'application/pdf',
      ],
    ];
    for (const [name, bytes, type] of cases) {
      const response = await upload(new File([bytes], name, { type }));
      expect(response.status, name).toBe(400);
      expect(await response.json()).toEqual({ message: [DOCUMENT_UPLOAD.typeMessage(name)] });
    }
    const empty = await upload(new File([], 'vacio.pdf', { type: 'application/pdf' }));
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ message: [DOCUMENT_UPLOAD.requiredMessage] });
    const fine = await upload(new File([TINY_JPEG], 'foto.jpg', { type: 'image/jpeg' }));
    expect(fine.status).toBe(200);
  });

  it('refuses a body without files or without profile data', async () => {
    const noFiles = await api.post(`${DEFAULT}/upload-files-user`, uploadBody(driver, {}), api.worker.token);
    expect(await noFiles.json()).toEqual({ message: [UPLOAD_MESSAGES.noFiles] });
    const form = new FormData();
    form.append('padron_vehiculo', pdfFile());
    const noData = await api.post(`${DEFAULT}/upload-files-user`, form, api.worker.token);
    expect(noData.status).toBe(400);
    expect(await noData.json()).toEqual({ message: [UPLOAD_MESSAGES.invalidData] });
  });

  it("answers 404 for another worker's profile and for an unknown purpose", async () => {
    const other = await api.post(
      `${DEFAULT}/upload-files-user`,
      uploadBody(driver, { padron_vehiculo: pdfFile() }),
      api.workerSur.token,
    );
    expect(other.status).toBe(404);
    const unknown = await api.post(
      `${DEFAULT}/upload-files-user`,
      uploadBody(driver, { pasaporte: pdfFile() }),
      api.worker.token,
    );
    expect(unknown.status).toBe(404);
  });
});

describe('get-file-user and download-file', () => {
  it('answers one file by purpose for an own profile only', async () => {
    const own = await api.get(`${DEFAULT}/get-file-user/licencia_conducir/${driver}`, api.worker.token);
    expect(((await own.json()) as { data: ApiFile }).data.file_status).toBe('REJECTED');
    const other = await api.get(`${DEFAULT}/get-file-user/licencia_conducir/${driver}`, api.workerSur.token);
    expect(other.status).toBe(404);
  });

  it("downloads a seeded multi-page PDF, and 404s another worker's file or the wrong group", async () => {
    const licence = find((await filesOf(driver)).filesGeneral, 'licencia_conducir');
    const url = licence.url_file ?? '';
    const own = await api.get(url, api.worker.token);
    expect(own.status).toBe(200);
    const pdf = Buffer.from(await own.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf.match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);

    expect((await api.get(url, api.workerSur.token)).status).toBe(404);
    expect((await api.get(url.replace('/default/', '/custom/'), api.worker.token)).status).toBe(404);
    const surProfile = api.workerSur.profiles[0] ?? 0;
    expect((await api.get(`${DEFAULT}/download-file/${surProfile}/${licence.id_file}`, api.worker.token)).status).toBe(
      404,
    );
  });

  it('answers 404 when downloading a requirement never uploaded', async () => {
    const row = api.db
      .prepare("SELECT id_file FROM user_files WHERE id_profile_user = ? AND purpose_name = 'padron_vehiculo'")
      .get(driver);
    const response = await api.get(`${DEFAULT}/download-file/${driver}/${String(row?.['id_file'])}`, api.worker.token);
    expect(response.status).toBe(404);
  });
});
