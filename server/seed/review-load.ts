// Bulk data for measuring 'Por revisar' at scale (npm run load and the scale test): a company of
// its own, 'Carga Masiva', with `documents` documents awaiting review (eight per worker, uploads a
// minute apart over the weeks before `now`), all pointing at one small stored PDF. Not part of the
// demo data: loaded on request, on top of it.
import { computeRutCheckDigit, formatRut } from '../../src/lib/validation/rut.ts';
import { transaction, type Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { documentDownloadPath } from '../lib/download-paths.ts';
import type { BlobStore } from '../lib/blobs/store.ts';
import { samplePdf } from './files.ts';
import { profileId } from './lookup.ts';

export const LOAD_COMPANY = {
  email: 'empresa.carga@demo.cl',
  name_business: 'carga-masiva',
  display_name: 'Carga Masiva',
  rgs: 'carga-2025',
} as const;

const PURPOSES = [
  'cedula_identidad_frontal',
  'cedula_identidad_posterior',
  'licencia_conducir',
  'certificado_antecedentes',
  'hoja_vida_conductor',
  'padron_vehiculo',
  'permiso_circulacion',
  'revision_tecnica',
] as const;
const SAMPLE_PATH = 'load/documento.pdf';
const MINUTE_MS = 60 * 1000;

export interface LoadOptions {
  readonly documents: number;
  /** The company account's password hash (null: it cannot sign in). */
  readonly passwordHash: string | null;
  readonly now: Date;
}

/** Seeds the load company; answers its id_business. */
export async function seedReviewLoad(db: Database, store: BlobStore, options: LoadOptions): Promise<number> {
  await store.put(SAMPLE_PATH, samplePdf('Documento de carga', 'Carga Masiva', 1));
  const stamp = options.now.toISOString();
  return transaction(db, () => {
    const idBusiness = insertedId(
      db
        .prepare(
          `INSERT INTO businesses (name_business, display_name, rgs, registration_kind, contact_email, phone, logo,
             brand_slug, created_at) VALUES (?, ?, ?, 'fixed', ?, '56220000000', '', 'enlista', ?)`,
        )
        .run(LOAD_COMPANY.name_business, LOAD_COMPANY.display_name, LOAD_COMPANY.rgs, LOAD_COMPANY.email, stamp),
    );
    const insertUser = db.prepare(
      `INSERT INTO users (id_business, role, email, password_hash, rut, firstname, lastname, name, phone,
         email_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?)`,
    );
    insertUser.run(
      idBusiness,
      'Business',
      LOAD_COMPANY.email,
      options.passwordHash,
      null,
      null,
      null,
      LOAD_COMPANY.display_name,
      '56220000000',
      stamp,
      stamp,
    );
    const insertProfile = db.prepare('INSERT INTO user_profiles (id_user, id_profile, created_at) VALUES (?, ?, ?)');
    const insertFile = db.prepare(
      `INSERT INTO user_files (id_profile_user, type_file, purpose_name, visibility, is_uploaded, file_status,
         type_name, date_upload, storage_path, url_file, id_business)
       VALUES (?, 'General', ?, 'VISIBLE', 1, 'PENDING', 'pdf', ?, ?, ?, ?)`,
    );
    const setUrl = db.prepare('UPDATE user_files SET url_file = ? WHERE id_file = ?');
    const workers = Math.ceil(options.documents / PURPOSES.length);
    const first = options.now.getTime() - (options.documents + 60) * MINUTE_MS;
    let made = 0;
    for (let index = 0; index < workers && made < options.documents; index += 1) {
      const body = String(30_000_000 + index);
      const idUser = insertedId(
        insertUser.run(
          idBusiness,
          'User',
          `trabajador${index}@carga.cl`,
          null,
          formatRut(`${body}${computeRutCheckDigit(body)}`),
          'Trabajador',
          `Carga ${index}`,
          null,
          `569${String(10_000_000 + index)}`,
          stamp,
          stamp,
        ),
      );
      const idProfileUser = insertedId(insertProfile.run(idUser, profileId('Conductor'), stamp));
      for (const purpose of PURPOSES) {
        if (made >= options.documents) break;
        const uploaded = new Date(first + made * MINUTE_MS).toISOString();
        const idFile = insertedId(insertFile.run(idProfileUser, purpose, uploaded, SAMPLE_PATH, '', idBusiness));
        setUrl.run(documentDownloadPath('General', idProfileUser, idFile), idFile);
        made += 1;
      }
    }
    return idBusiness;
  });
}
