// The document upload flow (at most 20 MB; pdf, png, jpg or jpeg): refused files never leave the browser; an accepted one shows
// 'uploading', then 'uploaded', and about 3 s later the card's status becomes PENDING.
import { cleanStores } from 'nanostores';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http/api-error.ts';
import type { DashboardFile, ProfileFiles } from './document-types.ts';
import type { UploadRequest } from './documents-api.ts';
import { missingDocument } from './documents.sample.ts';

const uploadDocument = vi.fn<(request: UploadRequest) => Promise<DashboardFile | null>>();
const obtainAllDocuments = vi.fn<(id: number) => Promise<ProfileFiles>>();
vi.mock('./documents-api.ts', () => ({
  uploadDocument: (request: UploadRequest) => uploadDocument(request),
  obtainAllDocuments: (id: number) => obtainAllDocuments(id),
}));
const {
  $documents,
  $uploads,
  CONNECTION_MESSAGE,
  UNCONFIRMED_MESSAGE,
  UPLOAD_SETTLE_MS,
  loadDocuments,
  refreshDocuments,
  uploadKey,
  uploadProfileDocument,
} = await import('./documents-store.ts');

const missing = missingDocument('padron_vehiculo');
const PROFILE = 7;

beforeEach(async () => {
  vi.useFakeTimers();
  uploadDocument.mockReset();
  obtainAllDocuments.mockResolvedValue({ filesGeneral: [missing], filesPersonalizated: [], filesGeneralHidden: [] });
  await loadDocuments(PROFILE);
});
afterEach(() => {
  vi.useRealTimers();
  cleanStores($documents, $uploads);
});

const pdf = (size = 1000, name = 'padron.pdf') =>
  new File([new Uint8Array(size)], name, { type: name.endsWith('.txt') ? 'text/plain' : 'application/pdf' });

describe('uploading a document', () => {
  it('refuses a file over 20 MB without sending it', async () => {
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf(20 * 1024 * 1024 + 1));
    expect(outcome).toEqual({ ok: false, message: 'El archivo no puede ser mayor a 20MB' });
    expect(uploadDocument).not.toHaveBeenCalled();
  });

  it('refuses a file that is not pdf, png, jpg or jpeg', async () => {
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf(10, 'notas.txt'));
    expect(outcome).toEqual({ ok: false, message: 'Solo se permiten archivos PDF, PNG, JPG o JPEG' });
  });

  it('shows uploading, then uploaded, and PENDING about 3 s later', async () => {
    let finish: (file: DashboardFile) => void = () => undefined;
    uploadDocument.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const key = uploadKey(PROFILE, missing);
    const pending = uploadProfileDocument(PROFILE, missing, pdf());
    expect($uploads.get()[key]).toBe('uploading');
    finish({ ...missing, id_file: 40, isUploaded: true, file_status: 'PENDING', url_file: '/descarga/40' });
    await expect(pending).resolves.toEqual({ ok: true });
    expect($uploads.get()[key]).toBe('uploaded');
    expect($documents.get().files.filesGeneral[0]?.file_status).toBeNull();

    vi.advanceTimersByTime(UPLOAD_SETTLE_MS);
    expect($uploads.get()[key]).toBeUndefined();
    expect($documents.get().files.filesGeneral[0]).toMatchObject({ file_status: 'PENDING', id_file: 40 });
    expect(uploadDocument).toHaveBeenCalledWith(
      expect.objectContaining({ group: 'General', purpose: 'padron_vehiculo', idProfileUser: PROFILE }),
    );
  });

  it('reports a server refusal with the upload error message', async () => {
    uploadDocument.mockRejectedValue(new ApiError('http', 400, ['Solo se permiten archivos PDF, PNG, JPG o JPEG']));
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf());
    expect(outcome).toEqual({
      ok: false,
      message: 'Error al subir los archivos: Solo se permiten archivos PDF, PNG, JPG o JPEG',
    });
    expect($uploads.get()[uploadKey(PROFILE, missing)]).toBeUndefined();
  });
});

describe('an upload that ends without an answer', () => {
  const stored: DashboardFile = {
    ...missing,
    id_file: 41,
    isUploaded: true,
    file_status: 'PENDING',
    url_file: '/descarga/41',
    date_upload: '2026-11-24T08:30:00.000Z',
  };

  it('asks the documents list and calls it a success when the server stored the file', async () => {
    uploadDocument.mockRejectedValue(new ApiError('timeout', 0, []));
    obtainAllDocuments.mockResolvedValue({ filesGeneral: [stored], filesPersonalizated: [], filesGeneralHidden: [] });
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf());
    expect(outcome).toEqual({ ok: true });
    expect($uploads.get()[uploadKey(PROFILE, missing)]).toBe('uploaded');
    vi.advanceTimersByTime(UPLOAD_SETTLE_MS);
    expect($documents.get().files.filesGeneral[0]).toMatchObject({ file_status: 'PENDING', id_file: 41 });
  });

  it('says the connection failed, and offers a retry, when the server does not have it', async () => {
    uploadDocument.mockRejectedValue(new ApiError('network', 0, []));
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf());
    expect(outcome).toEqual({ ok: false, message: CONNECTION_MESSAGE, retry: 'connection' });
    expect($uploads.get()[uploadKey(PROFILE, missing)]).toBeUndefined();
  });

  it('claims nothing when the list cannot be read either', async () => {
    uploadDocument.mockRejectedValue(new ApiError('network', 0, []));
    obtainAllDocuments.mockRejectedValue(new ApiError('network', 0, []));
    const outcome = await uploadProfileDocument(PROFILE, missing, pdf());
    expect(outcome).toEqual({ ok: false, message: UNCONFIRMED_MESSAGE, retry: 'unconfirmed' });
    expect(UNCONFIRMED_MESSAGE).not.toMatch(/fall/i);
  });
});

describe('reading the documents again when the connection is back', () => {
  it('keeps the cards on screen (no loading state) and shows the new list when it arrives', async () => {
    const accepted: DashboardFile = { ...missing, id_file: 3, isUploaded: true, file_status: 'ACCEPTED' };
    let answer: (files: ProfileFiles) => void = () => undefined;
    obtainAllDocuments.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const refreshing = refreshDocuments();
    expect($documents.get()).toMatchObject({ status: 'ready', files: { filesGeneral: [missing] } });
    answer({ filesGeneral: [accepted], filesPersonalizated: [], filesGeneralHidden: [] });
    await refreshing;
    expect($documents.get()).toMatchObject({
      status: 'ready',
      profileId: PROFILE,
      files: { filesGeneral: [accepted] },
    });
  });

  it('leaves the cards as they were when the new list does not come', async () => {
    obtainAllDocuments.mockRejectedValueOnce(new ApiError('network', 0, []));
    await refreshDocuments();
    expect($documents.get()).toMatchObject({ status: 'ready', files: { filesGeneral: [missing] } });
  });
});
