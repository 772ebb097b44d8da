import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_PROFILES, findRegion, isSelectableVehicle } from '../../src/lib/reference/index.ts';
import { findCommune } from '../../src/lib/reference/communes.ts';
import { isValidRut } from '../../src/lib/validation/index.ts';
import { bool, int, intOrNull, text, textOrNull } from '../db/rows.ts';
import { verifyPassword } from '../lib/password.ts';
import { createTestContext } from '../test-support.ts';
import type { TestContext } from '../test-support.ts';
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from './demo.ts';
import { SEED_CREATED_AT, daysFrom } from './time.ts';
import { DYNAMIC_INPUT_TYPES } from '../../src/lib/validation/dynamic-input.ts';
import { COMPONENT_KINDS } from './form-data.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

const all = (sql: string, ...params: (string | number)[]) => context.db.prepare(sql).all(...params);

function userId(email: string): number {
  const row = context.db.prepare('SELECT id_user FROM users WHERE email = ?').get(email);
  if (!row) throw new Error(`missing ${email}`);
  return int(row, 'id_user');
}

describe('demo tenants', () => {
  it('seeds both tenants with their rgs, registration kind, contact data and logo file', () => {
    const rows = all('SELECT * FROM businesses ORDER BY id_business');
    expect(
      rows.map((row) => [
        text(row, 'name_business'),
        text(row, 'display_name'),
        text(row, 'rgs'),
        text(row, 'registration_kind'),
      ]),
    ).toEqual([
      ['transportes-andes', 'Transportes Andes', 'andes-2025', 'fixed'],
      ['logistica-sur', 'Logística Sur', 'sur-2025', 'dynamic'],
    ]);
    for (const tenant of Object.values(DEMO_TENANTS)) {
      expect(existsSync(join(context.filesDir, 'public/logos', `${tenant.name_business}.png`))).toBe(true);
    }
  });
});

describe('demo accounts', () => {
  it('stores every account with a scrypt hash that verifies Demo12345', async () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      const row = context.db.prepare('SELECT * FROM users WHERE email = ?').get(account.email);
      expect(row, account.email).toBeDefined();
      if (!row) continue;
      expect(text(row, 'role')).toBe(account.role);
      const hash = text(row, 'password_hash');
      expect(hash.startsWith('scrypt$')).toBe(true);
      await expect(verifyPassword(account.password, hash)).resolves.toBe(true);
      await expect(verifyPassword('Otra12345', hash)).resolves.toBe(false);
    }
  });

  it('gives the main worker the documented identity, two profiles and no bank account', () => {
    const row = context.db.prepare('SELECT * FROM users WHERE email = ?').get('trabajador@demo.cl');
    expect(row && [text(row, 'rut'), text(row, 'phone'), bool(row, 'email_verified')]).toEqual([
      '12.345.678-5',
      '56987654321',
      true,
    ]);
    const id = userId('trabajador@demo.cl');
    const profiles = all('SELECT id_profile FROM user_profiles WHERE id_user = ? ORDER BY id_profile', id);
    const names = profiles.map(
      (profile) => BUSINESS_PROFILES.find((p) => p.id_profile === int(profile, 'id_profile'))?.profile_name,
    );
    expect(names).toEqual(['Conductor', 'Peoneta']);
    expect(all('SELECT * FROM bank_details WHERE id_user = ?', id)).toHaveLength(0);
    expect(all('SELECT * FROM experience_work WHERE id_user = ?', id)).toHaveLength(2);
  });

  it('seeds valid RUTs and flags only the verification account as needing e-mail verification', () => {
    for (const account of Object.values(DEMO_ACCOUNTS)) {
      if (account.rut !== null) expect(isValidRut(account.rut), account.rut).toBe(true);
    }
    const flagged = all('SELECT email, email_verified FROM users WHERE requires_email_verification = 1');
    expect(flagged.map((row) => [text(row, 'email'), bool(row, 'email_verified')])).toEqual([
      ['verifica@demo.cl', false],
    ]);
  });
});

describe('demo documents and contracts', () => {
  it('gives each worker profile documents in every status, uploaded or not, hidden and custom', () => {
    const id = userId('trabajador@demo.cl');
    const profiles = all('SELECT id_profile_user FROM user_profiles WHERE id_user = ?', id);
    for (const profile of profiles) {
      const files = all('SELECT * FROM user_files WHERE id_profile_user = ?', int(profile, 'id_profile_user'));
      const statuses = new Set(files.map((file) => textOrNull(file, 'file_status')));
      expect([...statuses].sort()).toEqual(['ACCEPTED', 'PENDING', 'REJECTED', 'SOLICIT_REJECTED', null].sort());
      expect(files.some((file) => !bool(file, 'is_uploaded') && text(file, 'type_file') === 'General')).toBe(true);
      expect(files.some((file) => text(file, 'visibility') === 'HIDDEN')).toBe(true);
      const custom = files.filter((file) => text(file, 'type_file') === 'Personalizated');
      expect(custom.every((file) => textOrNull(file, 'title'))).toBe(true);
      expect(new Set(custom.map((file) => bool(file, 'is_uploaded')))).toEqual(new Set([true, false]));
      for (const file of files.filter((f) => textOrNull(f, 'file_status') === 'REJECTED')) {
        expect(textOrNull(file, 'rejection_reason')).toBeTruthy();
      }
    }
    expect(all("SELECT * FROM user_files WHERE purpose_name = 'furgon_interior_general'")).toHaveLength(1);
  });

  it('writes a real file for every uploaded document and contract, linked to an API path', () => {
    const rows = [
      ...all('SELECT storage_path, url_file, type_name FROM user_files WHERE is_uploaded = 1'),
      ...all("SELECT storage_path, url_file, 'pdf' AS type_name FROM contracts WHERE storage_path IS NOT NULL"),
    ];
    expect(rows.length).toBeGreaterThanOrEqual(20);
    for (const row of rows) {
      const bytes = readFileSync(join(context.filesDir, text(row, 'storage_path')));
      const magic = text(row, 'type_name') === 'pdf' ? '%PDF-' : '\x89PNG';
      expect(bytes.subarray(0, magic.length).toString('latin1')).toBe(magic);
      expect(text(row, 'url_file')).toMatch(
        /^\/api\/users\/(files\/(default|custom)|contracts)\/download-file\/\d+\/\d+$/,
      );
    }
    expect(
      all('SELECT * FROM user_files WHERE is_uploaded = 0 AND (storage_path IS NOT NULL OR url_file IS NOT NULL)'),
    ).toHaveLength(0);
    // Every contract keeps the PDF it was sent as; only a signed one has a download address.
    for (const contract of all('SELECT source_path, status, url_file FROM contracts')) {
      const sent = readFileSync(join(context.filesDir, text(contract, 'source_path')));
      expect(sent.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      if (text(contract, 'status') === 'SIGNED') expect(textOrNull(contract, 'url_file')).not.toBeNull();
    }
  });

  it('gives the main worker a SIGNED and a PENDING contract, attendance and penalties', () => {
    const id = userId('trabajador@demo.cl');
    expect(all('SELECT status FROM contracts WHERE id_user = ?', id).map((row) => text(row, 'status'))).toEqual(
      expect.arrayContaining(['SIGNED', 'PENDING']),
    );
    expect(all('SELECT * FROM attendance_records WHERE id_user = ?', id).length).toBeGreaterThanOrEqual(8);
    expect(all('SELECT * FROM penalty_records WHERE id_user = ?', id)).toHaveLength(3);
  });

  it('dates the contracts relative to the day the demo is seeded, not a fixed year', () => {
    const signed = all("SELECT date_send, date_signature FROM contracts WHERE status = 'SIGNED'")[0];
    if (!signed) throw new Error('missing signed contract');
    expect(calendarDayInChile(new Date(text(signed, 'date_send')))).toBe(daysFrom(new Date(), -60));
    expect(calendarDayInChile(new Date(text(signed, 'date_signature')))).toBe(daysFrom(new Date(), -59));
    const pending = all("SELECT date_send FROM contracts WHERE status = 'PENDING'")[0];
    if (!pending) throw new Error('missing pending contract');
    expect(calendarDayInChile(new Date(text(pending, 'date_send')))).toBe(daysFrom(new Date(), -2));
  });
});

describe('demo job postings', () => {
  it('seeds at least 30 postings spread over zones, regions, communes, schedules and vehicles', () => {
    const rows = all('SELECT * FROM job_postings');
    expect(rows.length).toBeGreaterThanOrEqual(30);
    const distinct = (column: string) => new Set(rows.map((row) => int(row, column))).size;
    expect(distinct('id_zone')).toBe(3);
    expect(distinct('id_region')).toBeGreaterThanOrEqual(8);
    expect(distinct('id_commune')).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((row) => int(row, 'id_schedule')))).toEqual(new Set([1, 2, 3, 6]));
    expect(distinct('id_vehicle')).toBeGreaterThanOrEqual(5);
  });

  it('keeps region, zone, commune and capacity consistent with the reference data', () => {
    for (const row of all('SELECT * FROM job_postings')) {
      const region = findRegion(int(row, 'id_region'));
      expect(region?.zone_id).toBe(int(row, 'id_zone'));
      expect(findCommune(int(row, 'id_commune'))?.id_region).toBe(int(row, 'id_region'));
      expect(isSelectableVehicle(int(row, 'id_vehicle'))).toBe(true);
      const capacity = intOrNull(row, 'id_capacity');
      const hasCapacities = [1, 5, 7].includes(int(row, 'id_vehicle'));
      expect(capacity !== null).toBe(hasCapacities);
    }
  });

  it('has the demo worker apply to a posting of empresa@demo.cl and save others', () => {
    const worker = userId('trabajador@demo.cl');
    const company = userId('empresa@demo.cl');
    const applied = all(
      'SELECT p.id_owner FROM applied_postings a JOIN job_postings p USING (id_publication) WHERE a.id_user = ?',
      worker,
    );
    expect(applied.some((row) => int(row, 'id_owner') === company)).toBe(true);
    expect(all('SELECT * FROM saved_postings WHERE id_user = ?', worker).length).toBeGreaterThan(0);
    expect(all('SELECT * FROM job_postings WHERE id_owner = ?', userId('empresa.sur@demo.cl')).length).toBeGreaterThan(
      0,
    );
  });
});

describe('demo registrants', () => {
  const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
  const registrants = () =>
    all(
      `SELECT u.*, b.name_business FROM users u JOIN businesses b USING (id_business)
       WHERE u.role = 'User' AND u.password_hash IS NULL`,
    );

  it('spreads registrations with valid RUTs over each of the last twelve weeks', () => {
    const rows = registrants();
    expect(rows.length).toBeGreaterThanOrEqual(30);
    for (const row of rows) expect(isValidRut(text(row, 'rut')), text(row, 'rut')).toBe(true);
    const now = Date.now();
    const weeksAgo = rows
      .filter((row) => text(row, 'name_business') === 'transportes-andes')
      .map((row) => Math.floor((now - Date.parse(text(row, 'created_at'))) / WEEK_MS));
    expect(weeksAgo.every((week) => week >= 0 && week < 12)).toBe(true);
    expect(new Set(weeksAgo).size).toBe(12);
    expect(new Set(rows.map((row) => int(row, 'region_id'))).size).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      expect(findCommune(int(row, 'commune_id'))?.id_region).toBe(int(row, 'region_id'));
    }
  });

  it('has them apply, after signing up, to several postings of their own company only', () => {
    const applications = all(
      `SELECT a.id_publication, a.created_at, u.created_at AS signed_up, u.id_business AS worker_business,
         o.id_business AS owner_business
       FROM applied_postings a JOIN users u USING (id_user)
       JOIN job_postings p USING (id_publication) JOIN users o ON o.id_user = p.id_owner
       WHERE u.password_hash IS NULL`,
    );
    for (const row of applications) {
      expect(int(row, 'worker_business')).toBe(int(row, 'owner_business'));
      expect(text(row, 'created_at') > text(row, 'signed_up')).toBe(true);
    }
    const perPosting = all('SELECT COUNT(*) AS n FROM applied_postings GROUP BY id_publication');
    expect(perPosting.length).toBeGreaterThanOrEqual(10);
    expect(perPosting.some((row) => int(row, 'n') >= 5)).toBe(true);
  });
});

describe('demo dynamic form', () => {
  it('gives logistica-sur one active form of at least three linked pages', () => {
    const forms = all(
      "SELECT f.* FROM forms f JOIN businesses b USING (id_business) WHERE b.name_business = 'logistica-sur' AND f.is_active = 1",
    );
    expect(forms).toHaveLength(1);
    const form = forms[0];
    if (!form) return;
    const pages = all('SELECT * FROM form_pages WHERE id_form = ? ORDER BY order_sequence', int(form, 'id_form'));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    expect(intOrNull(form, 'first_page_id')).toBe(int(pages[0] ?? {}, 'id_page'));
    pages.forEach((page, index) => {
      const next = pages[index + 1];
      expect(intOrNull(page, 'next_page_id')).toBe(next ? int(next, 'id_page') : null);
      expect(text(page, 'button_action')).toBe(next ? 'next-page' : 'submit-form');
    });
  });

  it('uses every component kind, every text type and every input_type, required and optional', () => {
    const components = all('SELECT * FROM form_components');
    expect(new Set(components.map((row) => text(row, 'kind')))).toEqual(new Set(COMPONENT_KINDS));
    expect(new Set(components.map((row) => textOrNull(row, 'text_type')).filter(Boolean))).toEqual(
      new Set(['title', 'subtitle', 'description']),
    );
    expect(new Set(components.map((row) => textOrNull(row, 'input_type')).filter(Boolean))).toEqual(
      new Set(DYNAMIC_INPUT_TYPES),
    );
    expect(new Set(components.map((row) => textOrNull(row, 'required')).filter(Boolean))).toEqual(
      new Set(['ACTIVE', 'INACTIVE']),
    );
    const withValues = all(
      'SELECT DISTINCT c.kind FROM form_component_values v JOIN form_components c USING (id_component)',
    );
    expect(new Set(withValues.map((row) => text(row, 'kind')))).toEqual(new Set(['select', 'checkbox']));
  });
});

describe('demo consents and privacy requests', () => {
  it('gives the demo workers the consents of their registration, under the policy of then', () => {
    const consents = (email: string) =>
      all(
        'SELECT purpose, channel, policy_version, granted_at, withdrawn_at FROM consents WHERE id_user = ? ORDER BY id_consent',
        userId(email),
      );
    const given = consents(DEMO_ACCOUNTS.worker.email);
    expect(given.map((row) => [row['purpose'], row['channel'], row['policy_version'], row['withdrawn_at']])).toEqual([
      ['tratamiento', 'registro-fijo', '2025-04-04', null],
      ['ofertas', 'registro-fijo', '2025-04-04', null],
    ]);
    expect(new Set(given.map((row) => row['granted_at']))).toEqual(new Set([SEED_CREATED_AT]));
    expect(consents(DEMO_ACCOUNTS.workerSur.email).map((row) => row['channel'])).toEqual(['registro-dinamico']);
  });

  it('has one pending deletion request of another Transportes Andes worker, answerable within 30 days', () => {
    const requests = all(
      `SELECT r.kind, r.state, r.received_at, r.due_date, u.email, b.name_business FROM privacy_requests r
       JOIN users u USING (id_user) JOIN businesses b ON b.id_business = r.id_business`,
    );
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ kind: 'supresion', state: 'pendiente', name_business: 'transportes-andes' });
    expect(request?.['email']).not.toBe(DEMO_ACCOUNTS.worker.email);
    const received = calendarDayInChile(new Date(String(request?.['received_at'])));
    expect(received).toBe(daysFrom(new Date(), -4));
    expect(request?.['due_date']).toBe(daysFrom(new Date(`${received}T12:00:00Z`), 30));
  });
});
