// 'Descargar mis datos': the ZIP is a real archive (opened here with fflate), announced with its
// exact size, holding the JSON of every record about this person (documented keys, ISO dates) and
// their stored files byte for byte, and nothing of anyone else.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { unzipSync, strFromU8 } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DETAILS_SAMPLE } from '../../../src/lib/validation/bank-details.sample.ts';
import { DEMO_ACCOUNTS } from '../../seed/demo.ts';
import { postingPayload } from '../business/test-helpers.ts';
import { EXPORTED } from './privacy-export-data.ts';
import {
  COMPANY_SUR,
  WORKER,
  WORKER_SUR,
  answer,
  createPrivacyContext,
  type PrivacyTestContext,
} from './privacy-test-helpers.ts';

let api: PrivacyTestContext;
let response: Response;
let bytes: Uint8Array;
let entries: Record<string, Uint8Array>;
let json: Record<string, unknown> & { person: Record<string, unknown> };

const OTHER_BANK = {
  ...BANK_DETAILS_SAMPLE,
  account_holder_name: 'Matías Soto',
  account_number: '99887766',
  rut_account: DEMO_ACCOUNTS.workerSur.rut,
  email: 'matias.soto@correo.cl',
  phone: DEMO_ACCOUNTS.workerSur.phone,
};
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

beforeAll(async () => {
  api = await createPrivacyContext();
  // Another worker with data of their own, and the worker sharing her profile with another company.
  await answer(await api.call(WORKER_SUR, 'POST', '/api/users/bank-details/add-bank-details', OTHER_BANK), 201);
  const posting = await answer<{ data: { id_publication: number } }>(
    await api.call(COMPANY_SUR, 'POST', '/business/create-job-posting', postingPayload()),
    201,
  );
  await answer(
    await api.call(WORKER, 'POST', '/api/users/postulate-job-posting', { id_publication: posting.data.id_publication }),
    201,
  );
  response = await api.call(WORKER, 'GET', '/api/users/privacy/export');
  bytes = new Uint8Array(await response.arrayBuffer());
  entries = unzipSync(bytes);
  json = JSON.parse(strFromU8(entries['datos-personales.json'] ?? new Uint8Array())) as typeof json;
});
afterAll(() => api.cleanup());

describe('GET /api/users/privacy/export', () => {
  it('answers a ZIP with its exact size, as a download that is never cached', () => {
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(Number(response.headers.get('content-length'))).toBe(bytes.length);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="datos-personales-2026-12-03.zip"');
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('holds the JSON of every record about the worker, with ISO dates', () => {
    expect(json).toMatchObject({
      format: 'enlista-datos-personales',
      format_version: 1,
      generated_at: api.now.toISOString(),
      policy_version: '2026-11-27',
      controller: { display_name: 'Transportes Andes' },
      person: {
        email: WORKER,
        rut: DEMO_ACCOUNTS.worker.rut,
        firstname: 'Camila',
        lastname: 'Rojas',
        phone: DEMO_ACCOUNTS.worker.phone,
        region: { id_region: 13000 },
        commune: { name_commune: 'Macul' },
        vehicle: { has_vehicle: true, patent_vehicle: 'KXTR45' },
        profile_photo: 'archivos/foto-perfil.png',
      },
    });
    for (const key of ['profiles', 'work_experience', 'documents', 'contracts', 'attendance', 'penalties']) {
      expect((json[key] as unknown[]).length, key).toBeGreaterThan(0);
    }
    expect(json['saved_postings']).toHaveLength(3);
    expect((json['applications'] as { company: string }[]).map((entry) => entry.company)).toContain('Logística Sur');
    expect((json['consents'] as { purpose: string }[]).map((entry) => entry.purpose)).toEqual([
      'postulacion',
      'tratamiento',
      'ofertas',
    ]);
    expect(String(json.person['created_at'])).toMatch(ISO_TIMESTAMP);
    for (const record of json['attendance'] as { date_confirm: string }[]) expect(record.date_confirm).toMatch(ISO_DAY);
    for (const record of json['contracts'] as { date_send: string }[]) expect(record.date_send).toMatch(ISO_TIMESTAMP);
    expect(JSON.stringify(json)).not.toMatch(
      /password_hash|session_version|storage_path|source_path|source_sha256|reminded_expiry|scrypt\$/,
    );
    expect(strFromU8(entries['LEEME.txt'] ?? new Uint8Array())).toContain('datos-personales.json');
  });

  it('gives each record exactly the documented keys, in that order', () => {
    const keysOf = (records: unknown) => (records as Record<string, unknown>[]).map((record) => Object.keys(record));
    const documents = json['documents'] as Record<string, unknown>[];
    expect(documents.length).toBeGreaterThan(0);
    for (const keys of keysOf(documents)) {
      expect(keys).toEqual([...EXPORTED.documents, 'profile_name', 'file', 'history']);
    }
    const history = documents.flatMap((document) => document['history'] as Record<string, unknown>[]);
    expect(history.length).toBeGreaterThan(0);
    for (const event of history) expect(Object.keys(event)).toEqual(EXPORTED.document_history);
    // A rejected document is there with its reason, and who decided is the company, never a name.
    const rejected = documents.find((document) => document['file_status'] === 'REJECTED');
    expect(rejected?.['rejection_reason']).toBeTruthy();
    expect(JSON.stringify(history)).not.toMatch(/actor_name|actor_email|empresa@demo\.cl/);
    const contracts = json['contracts'] as Record<string, unknown>[];
    expect(contracts.length).toBeGreaterThan(0);
    for (const keys of keysOf(contracts)) expect(keys).toEqual([...EXPORTED.contracts, 'file']);
    for (const [key, columns] of [
      ['work_experience', EXPORTED.work_experience],
      ['attendance', EXPORTED.attendance],
      ['penalties', EXPORTED.penalties],
      ['applications', EXPORTED.postings],
    ] as const) {
      for (const keys of keysOf(json[key])) expect(keys, key).toEqual(columns);
    }
  });

  it('leaves out a column added to a table later, until it is listed', async () => {
    api.db.exec("ALTER TABLE contracts ADD COLUMN internal_note TEXT DEFAULT 'nota-interna'");
    api.db.exec("ALTER TABLE user_files ADD COLUMN internal_note TEXT DEFAULT 'nota-interna'");
    try {
      const again = await api.call(WORKER, 'GET', '/api/users/privacy/export');
      const text = strFromU8(
        unzipSync(new Uint8Array(await again.arrayBuffer()))['datos-personales.json'] ?? new Uint8Array(),
      );
      expect(text).not.toContain('internal_note');
      expect(text).not.toContain('nota-interna');
    } finally {
      api.db.exec('ALTER TABLE contracts DROP COLUMN internal_note');
      api.db.exec('ALTER TABLE user_files DROP COLUMN internal_note');
    }
  });

  it('holds a summary a person can read on a phone, with every value escaped', async () => {
    const page = strFromU8(entries['resumen.html'] ?? new Uint8Array());
    expect(page).toMatch(/^<!doctype html>/);
    expect(page).toContain('<meta name="viewport"');
    expect(page).toContain('Camila');
    expect(page).toContain('12.345.678-5');
    expect(page).not.toMatch(/<script/i);
    for (const section of ['Tus datos', 'Documentos', 'Contratos', 'Asistencia', 'Multas', 'Consentimientos']) {
      expect(page).toContain(`<h2>${section}</h2>`);
    }
    const rejected = (json['documents'] as Record<string, unknown>[]).find(
      (document) => document['file_status'] === 'REJECTED',
    );
    expect(page).toContain('Rechazado');
    expect(page).toContain(String(rejected?.['rejection_reason']).replaceAll('"', '&quot;').replaceAll("'", '&#39;'));
    api.db.prepare('UPDATE users SET about_me = \'<script>alert(1)</script> & "yo"\' WHERE email = ?').run(WORKER);
    const again = unzipSync(
      new Uint8Array(await (await api.call(WORKER, 'GET', '/api/users/privacy/export')).arrayBuffer()),
    );
    const escaped = strFromU8(again['resumen.html'] ?? new Uint8Array());
    expect(escaped).not.toMatch(/<script/i);
    expect(escaped).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;yo&quot;');
  });

  it('holds each stored file the JSON names, byte for byte', () => {
    const named = [
      ...(json['documents'] as { file: string | null }[]),
      ...(json['contracts'] as { file: string | null }[]),
    ]
      .map((record) => record.file)
      .filter((file): file is string => file !== null);
    expect(named.length).toBeGreaterThan(3);
    const rows = api.db
      .prepare(
        `SELECT f.storage_path, f.id_file FROM user_files f JOIN user_profiles p USING (id_profile_user)
         JOIN users u USING (id_user) WHERE u.email = ? AND f.storage_path IS NOT NULL`,
      )
      .all(WORKER);
    for (const row of rows) {
      const name = named.find((file) => file.startsWith(`archivos/documentos/${String(row['id_file'])}-`));
      expect(name, String(row['storage_path'])).toBeDefined();
      expect(entries[name ?? '']).toEqual(
        new Uint8Array(readFileSync(join(api.filesDir, String(row['storage_path'])))),
      );
    }
    for (const file of [...named, 'archivos/foto-perfil.png']) expect(Object.keys(entries)).toContain(file);
  });

  it('holds nothing of another person', () => {
    // Read every entry both as UTF-8 (the JSON) and byte by byte (text drawn inside PDFs).
    const everything = Object.values(entries)
      .flatMap((entry) => [Buffer.from(entry).toString('utf8'), Buffer.from(entry).toString('latin1')])
      .join('\n');
    const others = api.db
      .prepare("SELECT email, rut, phone, firstname, lastname FROM users WHERE role = 'User' AND email <> ?")
      .all(WORKER);
    expect(others.length).toBeGreaterThan(20);
    for (const other of others) {
      for (const value of [
        other['email'],
        other['rut'],
        other['phone'],
        `${String(other['firstname'])} ${String(other['lastname'])}`,
      ]) {
        if (typeof value === 'string' && value !== '') expect(everything, value).not.toContain(value);
      }
    }
    for (const value of [OTHER_BANK.account_number, OTHER_BANK.email, OTHER_BANK.account_holder_name, WORKER_SUR]) {
      expect(everything).not.toContain(value);
    }
    expect(everything).toContain(DEMO_ACCOUNTS.worker.rut);
  });
});
