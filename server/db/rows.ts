// Typed reads of SQLite rows. node:sqlite hands back loosely typed records; these helpers check
// each column's runtime type so a schema mismatch fails loudly instead of leaking `unknown`.
import type { SQLOutputValue } from 'node:sqlite';

export type Row = Record<string, SQLOutputValue>;

function fail(column: string, expected: string, value: unknown): never {
  throw new TypeError(`Column ${column}: expected ${expected}, got ${typeof value}`);
}

export function text(row: Row, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : fail(column, 'text', value);
}

export function textOrNull(row: Row, column: string): string | null {
  const value = row[column];
  return value === null || value === undefined ? null : text(row, column);
}

export function int(row: Row, column: string): number {
  const value = row[column];
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'bigint') return Number(value);
  return fail(column, 'integer', value);
}

export function intOrNull(row: Row, column: string): number | null {
  const value = row[column];
  return value === null || value === undefined ? null : int(row, column);
}

export function bool(row: Row, column: string): boolean {
  return int(row, column) !== 0;
}

/** The id of the row just inserted by `statement.run()`. */
export function insertedId(result: { lastInsertRowid: number | bigint }): number {
  return Number(result.lastInsertRowid);
}
