// The one query interface of the API over both engines: raw SQL with `?` placeholders, answered
// asynchronously. The embedded engine (node:sqlite, one file in DATA_DIR) needs nothing installed;
// the same statements run on PostgreSQL through `pg` (server/db/postgres.ts). Why raw SQL and not a query
// builder, and what each engine costs per statement: docs/data-layer.md.
//
// Rules the statements keep so that both engines read them alike: ids come back with
// `INSERT … RETURNING`, upserts are `INSERT … ON CONFLICT`, case-insensitive columns carry
// `COLLATE nocase`, booleans are integers 0/1, times are ISO-8601 text in UTC.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';
import type { Row } from './rows.ts';

export type Param = SQLInputValue;
export type Engine = 'sqlite' | 'postgres';

export interface RunResult {
  /** Rows the statement inserted, changed or deleted. */
  readonly changes: number;
}

/** What a route or job is given to read and write; inside `transaction`, the transaction's own. */
export interface Sql {
  readonly engine: Engine;
  all(query: string, ...params: Param[]): Promise<Row[]>;
  get(query: string, ...params: Param[]): Promise<Row | undefined>;
  run(query: string, ...params: Param[]): Promise<RunResult>;
  /** Several statements without parameters (a migration). */
  exec(script: string): Promise<void>;
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws.
   * Nested calls are savepoints. On the embedded engine transactions (and single statements) of the
   * process take turns, since they share one connection.
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Runs `work` in a transaction that holds the lock `name` across every process on this database
   * (a PostgreSQL advisory lock; on the embedded engine, the file's write lock): migrating and
   * seeding happen once when instances start together.
   */
  exclusive<T>(name: string, work: (tx: Sql) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/**
 * Marks the code running inside a transaction of a given `Sql`. A statement sent through the outer
 * `Sql` from there is a mistake on both engines (on the embedded one it would wait for its own
 * transaction forever; on PostgreSQL it would run outside the transaction), so it throws instead.
 */
export class TransactionScope {
  private readonly storage = new AsyncLocalStorage<true>();

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.storage.run(true, work);
  }

  assertOutside(): void {
    if (this.storage.getStore()) {
      throw new Error('A statement inside a transaction must use the transaction’s own Sql (tx)');
    }
  }
}

/** A first-come, first-served turn on one connection. */
class Turns {
  private last: Promise<unknown> = Promise.resolve();

  take<T>(work: () => Promise<T> | T): Promise<T> {
    const result = this.last.then(work, work);
    this.last = result.catch(() => undefined);
    return result;
  }
}

/** The embedded engine over one node:sqlite connection (statements prepared once and kept). */
export function sqliteSql(db: DatabaseSync): Sql {
  const statements = new Map<string, StatementSync>();
  const statement = (query: string) => {
    let prepared = statements.get(query);
    if (!prepared) {
      prepared = db.prepare(query);
      statements.set(query, prepared);
    }
    return prepared;
  };
  const turns = new Turns();
  const scope = new TransactionScope();
  let savepoints = 0;

  const direct = (): Sql => {
    const inside: Sql = {
      engine: 'sqlite',
      all: (query, ...params) => Promise.resolve(statement(query).all(...params)),
      get: (query, ...params) => Promise.resolve(statement(query).get(...params)),
      run: (query, ...params) => Promise.resolve({ changes: Number(statement(query).run(...params).changes) }),
      exec: (script) => Promise.resolve(db.exec(script)),
      transaction: async (work) => {
        const name = `s${++savepoints}`;
        db.exec(`SAVEPOINT ${name}`);
        try {
          const result = await work(direct());
          db.exec(`RELEASE ${name}`);
          return result;
        } catch (error) {
          db.exec(`ROLLBACK TO ${name}`);
          db.exec(`RELEASE ${name}`);
          throw error;
        }
      },
      exclusive: (_name, work) => inside.transaction(work),
      close: () => Promise.reject(new Error('close() inside a transaction')),
    };
    return inside;
  };

  const begin = <T>(mode: 'DEFERRED' | 'IMMEDIATE', work: (tx: Sql) => Promise<T>) => {
    scope.assertOutside();
    return turns.take(async () => {
      db.exec(`BEGIN ${mode}`);
      try {
        const result = await scope.run(() => work(direct()));
        db.exec('COMMIT');
        return result;
      } catch (error) {
        if (db.isTransaction) db.exec('ROLLBACK');
        throw error;
      }
    });
  };
  const turn = <T>(work: () => Promise<T>) => {
    scope.assertOutside();
    return turns.take(work);
  };

  const outside = direct();
  return {
    engine: 'sqlite',
    all: (query, ...params) => turn(() => outside.all(query, ...params)),
    get: (query, ...params) => turn(() => outside.get(query, ...params)),
    run: (query, ...params) => turn(() => outside.run(query, ...params)),
    exec: (script) => turn(() => outside.exec(script)),
    transaction: (work) => begin('DEFERRED', work),
    // BEGIN IMMEDIATE takes the file's write lock at once: a second process waits (busy_timeout)
    // until this one commits.
    exclusive: (_name, work) => begin('IMMEDIATE', work),
    close: () =>
      turn(() => {
        statements.clear();
        db.close();
        return Promise.resolve();
      }),
  };
}

/**
 * `?` placeholders as PostgreSQL's `$1, $2…`, leaving question marks inside quoted text, quoted
 * names and comments alone.
 */
export function numberedPlaceholders(query: string): string {
  let out = '';
  let index = 0;
  let position = 0;
  while (position < query.length) {
    const char = query[position] ?? '';
    const next = query[position + 1] ?? '';
    if (char === "'" || char === '"') {
      const end = query.indexOf(char, position + 1);
      const stop = end === -1 ? query.length : end + 1;
      out += query.slice(position, stop);
      position = stop;
    } else if (char === '-' && next === '-') {
      const end = query.indexOf('\n', position);
      const stop = end === -1 ? query.length : end;
      out += query.slice(position, stop);
      position = stop;
    } else if (char === '/' && next === '*') {
      const end = query.indexOf('*/', position + 2);
      const stop = end === -1 ? query.length : end + 2;
      out += query.slice(position, stop);
      position = stop;
    } else if (char === '?') {
      out += `$${++index}`;
      position++;
    } else {
      out += char;
      position++;
    }
  }
  return out;
}
