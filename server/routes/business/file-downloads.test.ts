// A company reading a worker's document or contract is recorded (who, which file, when, from
// where); a signing PDF changed in the store after it was signed is refused; and the whole path,
// upload to download, works with the files in an S3-compatible bucket.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { downloadsOfWorker } from '../../db/file-downloads.ts';
import { int, text } from '../../db/rows.ts';
import { s3BlobStore } from '../../lib/blobs/s3.ts';
import { startTestS3Server, type TestS3Server } from '../../lib/blobs/s3-test-server.ts';
import { readBlob } from '../../lib/blobs/store.ts';
import { sha256Hex } from '../../lib/signing/documents.ts';
import { ALTERED_FILE_MESSAGE } from '../user/documents-response.ts';
import { createRecordsContext, pdfFile, uploadBody, type RecordsTestContext } from '../user/documents-test-helpers.ts';
import { jsonRequest } from '../../test-support.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';

const CLIENT = '203.0.113.7';

let api: RecordsTestContext;
afterEach(() => api.cleanup());

/** A GET as the API sees it from a socket at CLIENT. */
function getFrom(path: string, headers: Record<string, string>) {
  return api.app.request(path, { headers }, { incoming: { socket: { remoteAddress: CLIENT } } });
}

async function companyToken(email: string): Promise<string> {
  const response = await api.app.request('/auth/login', jsonRequest({ email, password: DEMO_PASSWORD }));
  return ((await response.json()) as { data: { token_jwt: string } }).data.token_jwt;
}

function workerId(email = 'trabajador@demo.cl'): number {
  return int(api.db.prepare('SELECT id_user FROM users WHERE email = ?').get(email) ?? {}, 'id_user');
}

/** An uploaded document of the Andes worker, with its path in the store. */
function uploadedDocument(): { idFile: number; path: string; name: string } {
  const row = api.db
    .prepare(
      `SELECT f.id_file, f.storage_path, f.purpose_name, f.type_name FROM user_files f
       JOIN user_profiles p ON p.id_profile_user = f.id_profile_user JOIN users u ON u.id_user = p.id_user
       WHERE u.email = 'trabajador@demo.cl' AND f.is_uploaded = 1 AND f.storage_path IS NOT NULL
       ORDER BY f.id_file LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('No uploaded document');
  return {
    idFile: int(row, 'id_file'),
    path: text(row, 'storage_path'),
    name: `${text(row, 'purpose_name')}.${text(row, 'type_name')}`,
  };
}

/** The demo's signed contract of the Andes worker: its ids and the signed PDF's path. */
function signedContract(): { idHistory: number; originalId: number; path: string } {
  const row = api.db
    .prepare(
      `SELECT c.id_history, c.original_document_id, s.storage_path FROM signatures s
       JOIN contracts c ON c.storage_path = s.storage_path WHERE s.kind = 'contract' ORDER BY c.id_history LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('No signed contract');
  return {
    idHistory: int(row, 'id_history'),
    originalId: int(row, 'original_document_id'),
    path: text(row, 'storage_path'),
  };
}

describe('downloads by a company', () => {
  it("records each read of a worker's document: the account, the file, when and the client address", async () => {
    api = await createRecordsContext({ now: () => new Date('2026-12-07T13:00:00.000Z') });
    const document = uploadedDocument();
    const response = await getFrom(`/business/review/documents/${document.idFile}/file`, {
      'auth-business': api.companyToken,
    });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect(downloadsOfWorker(api.db, workerId())).toEqual([
      {
        id_business: int(
          api.db.prepare("SELECT id_business FROM users WHERE email = 'empresa@demo.cl'").get() ?? {},
          'id_business',
        ),
        actor_email: 'empresa@demo.cl',
        id_worker: workerId(),
        kind: 'document',
        id_file: document.idFile,
        id_history: null,
        file_name: document.name,
        client_ip: CLIENT,
        downloaded_at: '2026-12-07T13:00:00.000Z',
      },
    ]);
  });

  it('records a contract read by the company that sent it, and nothing for a file it may not read', async () => {
    api = await createRecordsContext();
    const contract = signedContract();
    const answer = await getFrom(`/business/contracts/download-file/${contract.idHistory}`, {
      'auth-business': api.companyToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    await answer.arrayBuffer();
    const other = await companyToken('empresa.sur@demo.cl');
    const refused = await getFrom(`/business/contracts/download-file/${contract.idHistory}`, {
      'auth-business': other,
    });
    expect(refused.status).toBe(404);
    const document = uploadedDocument();
    const hidden = await getFrom(`/business/review/documents/${document.idFile}/file`, { 'auth-business': other });
    expect(hidden.status).toBe(404);
    expect(
      downloadsOfWorker(api.db, workerId()).map(({ kind, id_history, actor_email }) => [kind, id_history, actor_email]),
    ).toEqual([['contract', contract.idHistory, 'empresa@demo.cl']]);
  });

  it("does not record the worker's own downloads", async () => {
    api = await createRecordsContext();
    const contract = signedContract();
    const own = await getFrom(`/api/users/contracts/download-file/${contract.originalId}/${contract.idHistory}`, {
      'auth-user': api.worker.token,
    });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    expect(downloadsOfWorker(api.db, workerId())).toEqual([]);
  });
});

describe('a signed PDF changed in the store', () => {
  it('is refused with a 500 and logged without personal data, for the worker and the company alike', async () => {
    api = await createRecordsContext();
    const contract = signedContract();
    const workerPath = `/api/users/contracts/download-file/${contract.originalId}/${contract.idHistory}`;
    const intact = await getFrom(workerPath, { 'auth-user': api.worker.token });
    expect(intact.status).toBe(200);
    const bytes = new Uint8Array(await intact.arrayBuffer());
    expect(intact.headers.get('content-length')).toBe(String(bytes.byteLength));

    // One byte changed inside the stored PDF.
    const tampered = new Uint8Array(bytes);
    const middle = Math.floor(tampered.length / 2);
    tampered[middle] = (tampered[middle] ?? 0) ^ 0x01;
    await api.blobs.put(contract.path, tampered);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const refused = await getFrom(workerPath, { 'auth-user': api.worker.token });
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({ message: ALTERED_FILE_MESSAGE });
      const company = await getFrom(`/business/contracts/download-file/${contract.idHistory}`, {
        'auth-business': api.companyToken,
      });
      expect(company.status).toBe(500);
      expect(logged).toHaveBeenCalledTimes(2);
      const line = String(logged.mock.calls[0]?.[0]);
      expect(line).toContain(`contract:${contract.idHistory}`);
      for (const personal of ['trabajador@demo.cl', 'Camila', contract.path]) expect(line).not.toContain(personal);
    } finally {
      logged.mockRestore();
    }
    expect(downloadsOfWorker(api.db, workerId())).toEqual([]);
  });
});

describe('files in an S3-compatible bucket', () => {
  let s3: TestS3Server;
  beforeAll(async () => {
    s3 = await startTestS3Server();
  });
  afterAll(async () => {
    await s3.close();
  });

  it('uploads a document to the bucket and serves it back, to the worker and to the company', async () => {
    const bucket = s3BlobStore(s3.settings);
    api = await createRecordsContext({ blobs: bucket });
    const [profile = 0] = api.worker.profiles;
    const upload = await api.post(
      '/api/users/files/default/upload-files-user',
      uploadBody(profile, { padron_vehiculo: pdfFile() }),
      api.worker.token,
    );
    expect(upload.status).toBe(200);
    const uploaded = ((await upload.json()) as { data: { files: { id_file: number; url_file: string }[] } }).data
      .files[0];
    const row = api.db.prepare('SELECT storage_path FROM user_files WHERE id_file = ?').get(uploaded?.id_file ?? 0);
    const key = text(row ?? {}, 'storage_path');
    const stored = await readBlob(bucket, key);
    expect(stored).not.toBeNull();
    expect(existsSync(join(api.filesDir, key))).toBe(false);

    const download = await api.get(uploaded?.url_file ?? '', api.worker.token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('inline; filename="padron_vehiculo.pdf"');
    const served = new Uint8Array(await download.arrayBuffer());
    expect(download.headers.get('content-length')).toBe(String(served.byteLength));
    expect(sha256Hex(served)).toBe(sha256Hex(stored ?? new Uint8Array()));
    expect(served.byteLength).toBeGreaterThan(0);

    const company = await getFrom(`/business/review/documents/${uploaded?.id_file}/file`, {
      'auth-business': api.companyToken,
    });
    expect(company.status).toBe(200);
    expect(sha256Hex(new Uint8Array(await company.arrayBuffer()))).toBe(sha256Hex(served));
    expect(downloadsOfWorker(api.db, workerId()).at(-1)).toMatchObject({
      kind: 'document',
      id_file: uploaded?.id_file,
    });

    // The seeded files went to the bucket too: the signed contract is served (and verified) from it.
    const contract = signedContract();
    expect(await bucket.exists(contract.path)).toBe(true);
    const signed = await getFrom(`/api/users/contracts/download-file/${contract.originalId}/${contract.idHistory}`, {
      'auth-user': api.worker.token,
    });
    expect(signed.status).toBe(200);
    await signed.arrayBuffer();
  });
});
