// Reads and writes behind the worker bank routes (table bank_details, at most one row per worker).
// Every query is scoped to the signed-in worker.
import type { Database } from '../../db/database.ts';
import { insertedId, int, text, textOrNull, type Row } from '../../db/rows.ts';
import type { BankDetailsPayload, BankDetailsUpdate, BankField } from '../../../src/lib/validation/index.ts';
import { SELECTED_BANK_FLAG } from '../../../src/lib/contract/bank.ts';

/** The value of `selected` for the account the worker chose. */
export const SELECTED = SELECTED_BANK_FLAG;

export interface BankView {
  readonly id_bank_detail: number;
  /** Raised by every update; sent back in If-Match to detect a concurrent change. */
  readonly version: number;
  readonly account_holder_name: string;
  readonly bank_name: string;
  readonly account_number: string;
  readonly account_type: string;
  readonly invoice_type: string;
  readonly sii_address: string | null;
  readonly selected: string | null;
  readonly receipt_issuance: string | null;
  readonly rut_account: string;
  readonly email: string;
  readonly phone: string;
}

function bankView(row: Row): BankView {
  return {
    id_bank_detail: int(row, 'id_bank_detail'),
    version: int(row, 'version'),
    account_holder_name: text(row, 'account_holder_name'),
    bank_name: text(row, 'bank_name'),
    account_number: text(row, 'account_number'),
    account_type: text(row, 'account_type'),
    invoice_type: text(row, 'invoice_type'),
    sii_address: textOrNull(row, 'sii_address'),
    selected: textOrNull(row, 'selected'),
    receipt_issuance: textOrNull(row, 'receipt_issuance'),
    rut_account: text(row, 'rut_account'),
    email: text(row, 'email'),
    phone: text(row, 'phone'),
  };
}

export function banksOf(db: Database, idUser: number): BankView[] {
  return db.prepare('SELECT * FROM bank_details WHERE id_user = ? ORDER BY id_bank_detail').all(idUser).map(bankView);
}

export function findBank(db: Database, idUser: number, id: number): BankView | undefined {
  const row = db.prepare('SELECT * FROM bank_details WHERE id_bank_detail = ? AND id_user = ?').get(id, idUser);
  return row ? bankView(row) : undefined;
}

/** The new row's id, or null when the worker already has an account. */
export function insertBank(db: Database, idUser: number, bank: BankDetailsPayload, now: Date): number | null {
  if (banksOf(db, idUser).length > 0) return null;
  const stamp = now.toISOString();
  try {
    return insertedId(
      db
        .prepare(
          `INSERT INTO bank_details (id_user, account_holder_name, bank_name, account_number, account_type,
             invoice_type, selected, rut_account, email, phone, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          idUser,
          bank.account_holder_name,
          bank.bank_name,
          bank.account_number,
          bank.account_type,
          bank.invoice_type,
          SELECTED,
          bank.rut_account,
          bank.email,
          bank.phone,
          stamp,
          stamp,
        ),
    );
  } catch (error) {
    // Two requests at once: the UNIQUE (id_user) constraint keeps the second out.
    if (error instanceof Error && /UNIQUE/.test(error.message)) return null;
    throw error;
  }
}

const UPDATABLE: readonly BankField[] = [
  'account_holder_name',
  'bank_name',
  'account_number',
  'account_type',
  'invoice_type',
  'rut_account',
  'email',
  'phone',
];

/** Writes only the fields given; false when the account is not the worker's. */
export function updateBank(db: Database, idUser: number, id: number, changes: BankDetailsUpdate, now: Date): boolean {
  const fields = UPDATABLE.filter((field) => changes[field] !== undefined);
  const values = fields.map((field) => changes[field] ?? '');
  const assignments = [...fields.map((field) => `${field} = ?`), 'updated_at = ?', 'version = version + 1'].join(', ');
  const result = db
    .prepare(`UPDATE bank_details SET ${assignments} WHERE id_bank_detail = ? AND id_user = ?`)
    .run(...values, now.toISOString(), id, idUser);
  return Number(result.changes) > 0;
}

export function setBankSelected(db: Database, idUser: number, id: number, selected: boolean, now: Date): boolean {
  const result = db
    .prepare('UPDATE bank_details SET selected = ?, updated_at = ? WHERE id_bank_detail = ? AND id_user = ?')
    .run(selected ? SELECTED : null, now.toISOString(), id, idUser);
  return Number(result.changes) > 0;
}

export function deleteBank(db: Database, idUser: number, id: number): boolean {
  const result = db.prepare('DELETE FROM bank_details WHERE id_bank_detail = ? AND id_user = ?').run(id, idUser);
  return Number(result.changes) > 0;
}
