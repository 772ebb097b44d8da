// The document review demo as seeded: documents awaiting review across several workers of each
// company (the main worker's among Transportes Andes'), the main worker's expiring, expired and
// rejected documents read against the day of the seed, the companies' required documents, and a
// history behind every uploaded document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentStanding } from '../../src/lib/documents/standing.ts';
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { bool, int, text, textOrNull } from '../db/rows.ts';
import { createTestContext, type TestContext } from '../test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

const all = (sql: string, ...params: (string | number)[]) => context.db.prepare(sql).all(...params);
const AWAITING = `SELECT f.*, u.email, b.name_business FROM user_files f
  JOIN user_profiles p ON p.id_profile_user = f.id_profile_user JOIN users u ON u.id_user = p.id_user
  JOIN businesses b ON b.id_business = u.id_business
  WHERE f.is_uploaded = 1 AND f.file_status IN ('PENDING', 'SOLICIT_REJECTED') AND b.name_business = ?`;

describe('documents awaiting review', () => {
  it('gives Transportes Andes a dozen or so across several workers, at least two of them the main worker’s', () => {
    const rows = all(AWAITING, 'transportes-andes');
    expect(rows.length).toBeGreaterThanOrEqual(12);
    expect(new Set(rows.map((row) => text(row, 'email'))).size).toBeGreaterThanOrEqual(4);
    expect(rows.filter((row) => text(row, 'email') === 'trabajador@demo.cl').length).toBeGreaterThanOrEqual(2);
  });

  it('gives Logística Sur its own, none of them Transportes Andes’ workers', () => {
    const rows = all(AWAITING, 'logistica-sur');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const andes = new Set(all(AWAITING, 'transportes-andes').map((row) => text(row, 'email')));
    expect(rows.some((row) => andes.has(text(row, 'email')))).toBe(false);
    expect(rows.every((row) => row['id_business'] !== null)).toBe(true);
  });
});

describe('the main worker’s documents against today', () => {
  const standings = () =>
    all(
      `SELECT f.* FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
       JOIN users u ON u.id_user = p.id_user WHERE u.email = 'trabajador@demo.cl'`,
    ).map((row) => ({
      purpose: text(row, 'purpose_name'),
      reason: textOrNull(row, 'rejection_reason'),
      standing: documentStanding(
        {
          isUploaded: bool(row, 'is_uploaded'),
          file_status: textOrNull(row, 'file_status'),
          expiration_date: textOrNull(row, 'expiration_date'),
        },
        calendarDayInChile(new Date()),
      ),
    }));

  it('has an accepted document expiring within 30 days, an expired one and a rejected one with its reason', () => {
    const list = standings();
    expect(list.filter((entry) => entry.standing === 'expiring').map((entry) => entry.purpose)).toEqual([
      'cedula_identidad_frontal',
      'cedula_identidad_posterior',
    ]);
    expect(list.filter((entry) => entry.standing === 'expired').map((entry) => entry.purpose)).toEqual([
      'certificado_manipulacion_cargas',
    ]);
    const rejected = list.find((entry) => entry.purpose === 'licencia_conducir');
    expect(rejected).toMatchObject({ standing: 'rejected' });
    expect(rejected?.reason).toMatch(/^Imagen ilegible: /);
  });
});

describe('required documents and history', () => {
  it('lists each company’s required documents for the profiles it offers', () => {
    const rows = all(
      `SELECT b.name_business, r.id_profile, COUNT(*) AS n FROM required_documents r
       JOIN businesses b ON b.id_business = r.id_business GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(rows.map((row) => `${text(row, 'name_business')} ${int(row, 'id_profile')}: ${int(row, 'n')}`)).toEqual([
      'logistica-sur 1: 7',
      'logistica-sur 2: 3',
      'logistica-sur 4: 3',
      'transportes-andes 1: 9',
      'transportes-andes 2: 5',
      'transportes-andes 3: 5',
      'transportes-andes 4: 4',
    ]);
  });

  it('records an upload before every uploaded document’s decision, and dates every upload', () => {
    const uploaded = all('SELECT id_file, file_status, date_upload FROM user_files WHERE is_uploaded = 1');
    for (const row of uploaded) {
      expect(textOrNull(row, 'date_upload'), `file ${int(row, 'id_file')}`).not.toBeNull();
      const kinds = all(
        'SELECT kind FROM document_events WHERE id_file = ? ORDER BY id_event',
        int(row, 'id_file'),
      ).map((event) => text(event, 'kind'));
      expect(kinds[0], `file ${int(row, 'id_file')}`).toBe('uploaded');
      expect(kinds.length).toBe(text(row, 'file_status') === 'PENDING' ? 1 : 2);
    }
  });
});
