// Both engines end their migrations with the same schema: tables, columns (and which may be
// empty), primary keys, unique keys, foreign keys with their delete rule, and named indexes. On
// PostgreSQL, instances that migrate an empty database at the same moment migrate it once, and the
// trigger that gives a document its company works as on the embedded engine.
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshPostgres, postgresMissing } from '../../tests/support/postgres-database.ts';
import { migrateSql } from './migrate-sql.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { postgresSql } from './postgres.ts';
import { int, text, type Row } from './rows.ts';
import { sqliteSql, type Sql } from './sql.ts';

interface Schema {
  tables: Record<string, string[]>;
  uniques: string[];
  foreignKeys: string[];
  indexes: string[];
}

const column = (name: string, notNull: boolean, pk: boolean) =>
  `${name}${pk ? ' pk' : ''}${notNull || pk ? ' not null' : ''}`;

async function sqliteSchema(sql: Sql): Promise<Schema> {
  const names = (
    await sql.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT IN ('migrations') ORDER BY name")
  ).map((row) => text(row, 'name'));
  const schema: Schema = { tables: {}, uniques: [], foreignKeys: [], indexes: [] };
  for (const table of names) {
    const columns = await sql.all(`SELECT name, "notnull", pk FROM pragma_table_info('${table}')`);
    schema.tables[table] = columns
      .map((row) => column(text(row, 'name'), int(row, 'notnull') === 1, int(row, 'pk') > 0))
      .sort();
    for (const index of await sql.all(`SELECT name, "unique", origin, partial FROM pragma_index_list('${table}')`)) {
      if (int(index, 'unique') !== 1 || text(index, 'origin') === 'pk') continue;
      const keys = await sql.all(`SELECT name FROM pragma_index_info('${text(index, 'name')}') ORDER BY seqno`);
      schema.uniques.push(
        `${table} (${keys.map((row) => text(row, 'name')).join(', ')})${int(index, 'partial') ? ' partial' : ''}`,
      );
    }
    for (const key of await sql.all(
      `SELECT "from", "table", "to", on_delete FROM pragma_foreign_key_list('${table}')`,
    )) {
      schema.foreignKeys.push(
        `${table}.${text(key, 'from')} → ${text(key, 'table')}.${text(key, 'to')} ${text(key, 'on_delete')}`,
      );
    }
  }
  schema.indexes = (await sql.all("SELECT name FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL")).map(
    (row) => text(row, 'name'),
  );
  return normalised(schema);
}

async function postgresSchema(sql: Sql): Promise<Schema> {
  const rows = await sql.all(`
    SELECT c.table_name, c.column_name, c.is_nullable,
      EXISTS (
        SELECT 1 FROM information_schema.table_constraints t
        JOIN information_schema.key_column_usage k ON k.constraint_name = t.constraint_name AND k.table_name = t.table_name
        WHERE t.constraint_type = 'PRIMARY KEY' AND t.table_name = c.table_name AND k.column_name = c.column_name
      ) AS pk
    FROM information_schema.columns c
    WHERE c.table_schema = 'public' AND c.table_name <> 'migrations'`);
  const schema: Schema = { tables: {}, uniques: [], foreignKeys: [], indexes: [] };
  for (const row of rows) {
    const table = text(row, 'table_name');
    (schema.tables[table] ??= []).push(
      column(text(row, 'column_name'), text(row, 'is_nullable') === 'NO', row.pk === 1),
    );
  }
  for (const table of Object.keys(schema.tables)) schema.tables[table]?.sort();
  const uniques = await sql.all(`
    SELECT t.relname AS table_name, i.indpred IS NOT NULL AS partial,
      (SELECT string_agg(a.attname, ', ' ORDER BY k.n) FROM unnest(i.indkey) WITH ORDINALITY AS k(attnum, n)
        JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum) AS keys
    FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace s ON s.oid = t.relnamespace
    WHERE s.nspname = 'public' AND i.indisunique AND NOT i.indisprimary AND t.relname <> 'migrations'`);
  schema.uniques = uniques.map(
    (row: Row) => `${text(row, 'table_name')} (${text(row, 'keys')})${row.partial === 1 ? ' partial' : ''}`,
  );
  const keys = await sql.all(`
    SELECT c.conrelid::regclass::text AS from_table, a.attname AS from_column, c.confrelid::regclass::text AS to_table,
      b.attname AS to_column, c.confdeltype AS rule
    FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    JOIN pg_attribute b ON b.attrelid = c.confrelid AND b.attnum = c.confkey[1]
    WHERE c.contype = 'f'`);
  const rules: Record<string, string> = {
    a: 'NO ACTION',
    r: 'RESTRICT',
    c: 'CASCADE',
    n: 'SET NULL',
    d: 'SET DEFAULT',
  };
  schema.foreignKeys = keys.map(
    (row) =>
      `${text(row, 'from_table')}.${text(row, 'from_column')} → ${text(row, 'to_table')}.${text(row, 'to_column')} ${rules[text(row, 'rule')] ?? '?'}`,
  );
  schema.indexes = (
    await sql.all(`
      SELECT indexname FROM pg_indexes WHERE schemaname = 'public'
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`)
  ).map((row) => text(row, 'indexname'));
  return normalised(schema);
}

function normalised(schema: Schema): Schema {
  return {
    ...schema,
    uniques: schema.uniques.sort(),
    foreignKeys: schema.foreignKeys.sort(),
    indexes: schema.indexes.sort(),
  };
}

describe.skipIf(postgresMissing !== '')('migrations on both engines', () => {
  let embedded: Sql;
  let postgres: Sql;
  let url: string;

  beforeAll(async () => {
    embedded = sqliteSql(new DatabaseSync(':memory:'));
    await migrateSql(embedded);
    url = (await freshPostgres())!;
    postgres = postgresSql(url);
  });
  afterAll(async () => {
    await embedded.close();
    await postgres.close();
  });

  it('migrates an empty PostgreSQL database once when two instances start together', async () => {
    const other = postgresSql(url);
    const [first, second] = await Promise.all([migrateSql(postgres), migrateSql(other)]);
    await other.close();
    const versions = MIGRATIONS.map((migration) => migration.version);
    expect([first, second].sort((a, b) => b.length - a.length)).toEqual([versions, []]);
    const recorded = await postgres.all('SELECT version FROM migrations ORDER BY version');
    expect(recorded.map((row) => int(row, 'version'))).toEqual(versions);
    expect(await migrateSql(postgres)).toEqual([]);
  });

  it('ends with the same tables, columns, keys and indexes as the embedded engine', async () => {
    const [a, b] = [await sqliteSchema(embedded), await postgresSchema(postgres)];
    expect(Object.keys(b.tables).sort()).toEqual(Object.keys(a.tables).sort());
    for (const table of Object.keys(a.tables))
      expect({ table, columns: b.tables[table] }).toEqual({ table, columns: a.tables[table] });
    expect(b.uniques).toEqual(a.uniques);
    expect(b.foreignKeys).toEqual(a.foreignKeys);
    expect(b.indexes).toEqual(a.indexes);
  });

  it.each([
    ['embedded', () => embedded],
    ['PostgreSQL', () => postgres],
  ])('gives a document the company of its worker on %s', async (_name, of) => {
    const sql = of();
    const now = '2026-12-07T12:00:00.000Z';
    const business = await sql.get(
      `INSERT INTO businesses (name_business, display_name, rgs, registration_kind, contact_email, phone, logo, brand_slug, created_at)
       VALUES ('trigger-test', 'Prueba', 'rgs', 'fixed', 'a@example.cl', '56900000000', 'logo.png', 'prueba', ?) RETURNING id_business`,
      now,
    );
    const idBusiness = int(business!, 'id_business');
    const user = await sql.get(
      `INSERT INTO users (id_business, role, email, created_at, updated_at) VALUES (?, 'User', 'T@Example.cl', ?, ?) RETURNING id_user`,
      idBusiness,
      now,
      now,
    );
    const profile = await sql.get(
      'INSERT INTO user_profiles (id_user, id_profile, created_at) VALUES (?, 1, ?) RETURNING id_profile_user',
      int(user!, 'id_user'),
      now,
    );
    await sql.run(
      "INSERT INTO user_files (id_profile_user, type_file, purpose_name) VALUES (?, 'General', 'Carnet')",
      int(profile!, 'id_profile_user'),
    );
    const file = await sql.get(
      'SELECT id_business FROM user_files WHERE id_profile_user = ?',
      int(profile!, 'id_profile_user'),
    );
    expect(file).toEqual({ id_business: idBusiness });
    // The e-mail column compares without case on both engines.
    expect(await sql.get('SELECT COUNT(*) AS n FROM users WHERE email = ?', 't@example.cl')).toEqual({ n: 1 });
  });
});
