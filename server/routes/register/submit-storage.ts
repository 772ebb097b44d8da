// Storing a dynamic registration: the account its field keys describe (when it has an e-mail and
// a password), the submission with the password answers redacted, the consents given, and each
// uploaded file on disk under `registrations/{random id}/` with a name the server chooses; all or
// nothing. A file whose field names a document type becomes a copy of that document of the new
// worker, in review.
import { randomUUID } from 'node:crypto';
import { recordRegistrationConsents } from '../../db/consents.ts';
import { transaction, type Database } from '../../db/database.ts';
import { documentsFromRegistration, type DocumentCopy } from '../../db/documents/registration-files.ts';
import { insertedId } from '../../db/rows.ts';
import type { AppDeps } from '../../deps.ts';
import { deleteFolder } from '../../lib/blobs/store.ts';
import { BUSINESS_PROFILES } from '../../../src/lib/reference/index.ts';
import type { RegistrationConsents } from '../../../src/lib/validation/consent.ts';
import { formatRut } from '../../../src/lib/validation/index.ts';
import { insertWorker, sendWelcome, type NewWorker } from './accounts.ts';
import type { FieldKeys } from './form-read.ts';
import type { Answer, UserData } from './submit-input.ts';
import type { RegistrationTenant } from './tenant.ts';

const EXTENSION = { png: 'png', jpeg: 'jpg', pdf: 'pdf', gif: 'gif' } as const;
const MIME = { png: 'image/png', jpeg: 'image/jpeg', pdf: 'application/pdf', gif: 'image/gif' } as const;
export const REDACTED = '********';

function textAnswer(answers: readonly Answer[], keys: FieldKeys, key: string): string | null {
  const answer = answers.find((entry) => keys.get(entry.component.id_input) === key);
  const value = typeof answer?.value === 'string' ? answer.value.trim() : '';
  return value === '' ? null : value;
}

export interface AccountAnswers {
  readonly details: Omit<NewWorker, 'passwordHash'>;
  readonly password: string;
}

/** The account the answers describe, or null when the form asks no e-mail and password. */
export function workerFromAnswers(answers: readonly Answer[], keys: FieldKeys): AccountAnswers | null {
  const email = textAnswer(answers, keys, 'email');
  const password = answers.find((entry) => keys.get(entry.component.id_input) === 'password')?.value;
  if (!email || typeof password !== 'string' || password === '') return null;
  const phoneAnswer = answers.find((entry) => keys.get(entry.component.id_input) === 'phone');
  const phone = textAnswer(answers, keys, 'phone');
  const rut = textAnswer(answers, keys, 'rut');
  const profileName = textAnswer(answers, keys, 'profile');
  const details = {
    email,
    rut: rut === null ? null : formatRut(rut),
    firstname: textAnswer(answers, keys, 'firstname'),
    lastname: textAnswer(answers, keys, 'lastname'),
    phone: phone === null ? null : `${phoneAnswer?.dialCode ?? ''}${phone}`,
    address: textAnswer(answers, keys, 'address'),
    about_me: textAnswer(answers, keys, 'about_me'),
    profile_id: BUSINESS_PROFILES.find((profile) => profile.profile_name === profileName)?.id_profile ?? null,
  };
  return { details, password };
}

/** The submission as stored: password answers redacted, file answers by their original name. */
export function storedUserData(userData: UserData, answers: readonly Answer[]): UserData {
  const passwords = new Set(
    answers
      .filter((entry) => entry.component.kind === 'input' && entry.component.input_type === 'password')
      .map((entry) => entry.component.id_input),
  );
  const files = new Map<number, string>();
  for (const entry of answers) {
    if (entry.file) files.set(entry.component.id_input, entry.file.originalName);
  }
  return userData.map((page) => ({
    ...page,
    responses: page.responses.map((response) => {
      if (passwords.has(response.input_id)) return { ...response, value: REDACTED };
      const file = files.get(response.input_id);
      return file === undefined ? response : { ...response, value: file };
    }),
  }));
}

export interface NewSubmission {
  readonly tenant: RegistrationTenant;
  readonly idForm: number;
  readonly userData: UserData;
  readonly answers: readonly Answer[];
  readonly worker: NewWorker | null;
  readonly loginUrl: string;
  readonly consents: RegistrationConsents;
}

function insertFiles(db: Database, idSubmission: number, folder: string, answers: readonly Answer[], stamp: string) {
  const insert = db.prepare(
    `INSERT INTO registration_files (id_submission, input_id, original_name, mime_type, size, storage_path, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const { component, file } of answers) {
    if (!file) continue;
    const path = `${folder}/${component.id_input}.${EXTENSION[file.kind]}`;
    insert.run(
      idSubmission,
      String(component.id_input),
      file.originalName,
      MIME[file.kind],
      file.bytes.length,
      path,
      stamp,
    );
  }
}

/**
 * Writes the files, then the rows; returns the new id_submission. A registration file that
 * becomes one of the worker's documents is copied under the document's key once the rows are in.
 */
export async function storeSubmission(deps: AppDeps, submission: NewSubmission): Promise<number> {
  const now = deps.now();
  const stamp = now.toISOString();
  const folder = `registrations/${randomUUID()}`;
  const uploads = submission.answers.filter((answer) => answer.file);
  const written = new Map<string, Uint8Array>();
  let stored: { idSubmission: number; copies: DocumentCopy[] };
  try {
    for (const { component, file } of uploads) {
      if (!file) continue;
      const key = `${folder}/${component.id_input}.${EXTENSION[file.kind]}`;
      await deps.blobs.put(key, file.bytes);
      written.set(key, file.bytes);
    }
    stored = transaction(deps.db, () => {
      const { tenant, worker } = submission;
      const idUser = worker ? insertWorker(deps.db, tenant, worker, now) : null;
      const idSubmission = insertedId(
        deps.db
          .prepare(
            `INSERT INTO registration_submissions (id_business, id_form, id_user, user_data, created_at)
             VALUES (?, ?, ?, ?, ?)`,
          )
          .run(
            tenant.id_business,
            submission.idForm,
            idUser,
            JSON.stringify(storedUserData(submission.userData, submission.answers)),
            stamp,
          ),
      );
      insertFiles(deps.db, idSubmission, folder, submission.answers, stamp);
      recordRegistrationConsents(deps.db, {
        idUser,
        idSubmission,
        idBusiness: tenant.id_business,
        channel: 'registro-dinamico',
        consents: submission.consents,
        at: now,
      });
      if (worker) sendWelcome(deps.db, tenant, worker, submission.loginUrl, now);
      // A file whose field names a document (a licence photo) becomes that document, in review.
      let copies: DocumentCopy[] = [];
      if (worker && idUser !== null) {
        const name = [worker.firstname, worker.lastname].filter(Boolean).join(' ') || worker.email;
        copies = documentsFromRegistration(
          deps.db,
          (key) => written.get(key),
          idSubmission,
          { id_user: idUser, name, email: worker.email },
          now,
        );
      }
      return { idSubmission, copies };
    });
  } catch (error) {
    await deleteFolder(deps.blobs, `${folder}/`);
    throw error;
  }
  for (const copy of stored.copies) await deps.blobs.put(copy.key, copy.bytes);
  return stored.idSubmission;
}
