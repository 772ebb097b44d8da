// The PostgreSQL engine behind the one query interface (server/db/sql.ts), with `pg`'s pool. For
// now only the engine tests open it: the API reads DATABASE_URL once every area runs on the
// interface (docs/data-layer.md, "Where the move stands").
import pg from 'pg';
import type { Row } from './rows.ts';
import { numberedPlaceholders, TransactionScope, type Param, type Sql } from './sql.ts';

// BIGINT (COUNT, SUM, the ids) and NUMERIC arrive as text by default; every such value the API
// stores is an integer far below 2^53, so it is read as a number, and one that is not fails loudly.
const INT8 = 20;
const NUMERIC = 1700;
// A comparison in a select list is a boolean on PostgreSQL and 0 or 1 on the embedded engine; both
// answer 0 or 1, as the stored flags are.
const BOOL = 16;
const flag = (text: string) => (text === 't' ? 1 : 0);
function safeNumber(text: string): number {
  const value = Number(text);
  if (Number.isInteger(value) && !Number.isSafeInteger(value)) throw new RangeError(`Beyond 2^53: ${text}`);
  return value;
}
const defaultParser = pg.types.getTypeParser.bind(pg.types) as (
  oid: number,
  format: 'text',
) => (text: string) => unknown;
const types = {
  getTypeParser: ((oid: number, format: 'text') =>
    oid === INT8 || oid === NUMERIC
      ? safeNumber
      : oid === BOOL
        ? flag
        : defaultParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** A stable 64-bit key for `pg_advisory_xact_lock`, from the lock's name. */
const LOCK_KEY = 'hashtextextended($1, 0)';

const numbered = new Map<string, string>();
function postgresText(query: string): string {
  let text = numbered.get(query);
  if (text === undefined) {
    text = numberedPlaceholders(query);
    numbered.set(query, text);
  }
  return text;
}

/** The values as `pg` sends them: byte arrays as Buffers (bytea), bigints as text. */
function values(params: Param[]): unknown[] {
  return params.map((value) => {
    if (value instanceof Uint8Array && !Buffer.isBuffer(value)) return Buffer.from(value);
    if (typeof value === 'bigint') return value.toString();
    return value;
  });
}

type Queryable = pg.Pool | pg.PoolClient;

async function query(on: Queryable, text: string, params: Param[]): Promise<pg.QueryResult<Row>> {
  return on.query<Row>({ text: postgresText(text), values: values(params), types });
}

/** Opens a pool on `url` (postgres://…); `max` connections per process. */
export function postgresSql(url: string, options: { max?: number } = {}): Sql {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that loses its connection (a restarted server) is dropped by the pool; without a
  // listener the error would end the process.
  pool.on('error', () => undefined);
  const scope = new TransactionScope();
  let savepoints = 0;

  const inClient = (client: pg.PoolClient): Sql => {
    const inside: Sql = {
      engine: 'postgres',
      all: async (text, ...params) => (await query(client, text, params)).rows,
      get: async (text, ...params) => (await query(client, text, params)).rows[0],
      run: async (text, ...params) => ({ changes: (await query(client, text, params)).rowCount ?? 0 }),
      exec: async (script) => {
        await client.query(script);
      },
      transaction: async (work) => {
        const name = `s${++savepoints}`;
        await client.query(`SAVEPOINT ${name}`);
        try {
          const result = await work(inside);
          await client.query(`RELEASE SAVEPOINT ${name}`);
          return result;
        } catch (error) {
          await client.query(`ROLLBACK TO SAVEPOINT ${name}`);
          throw error;
        }
      },
      exclusive: async (name, work) => {
        await client.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`, [name]);
        return inside.transaction(work);
      },
      close: () => Promise.reject(new Error('close() inside a transaction')),
    };
    return inside;
  };

  const begin = async <T>(work: (tx: Sql) => Promise<T>, lock?: string): Promise<T> => {
    scope.assertOutside();
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN');
      if (lock !== undefined) await client.query(`SELECT pg_advisory_xact_lock(${LOCK_KEY})`, [lock]);
      const result = await scope.run(() => work(inClient(client)));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true;
      }
      throw error;
    } finally {
      client.release(broken);
    }
  };

  return {
    engine: 'postgres',
    all: async (text, ...params) => {
      scope.assertOutside();
      return (await query(pool, text, params)).rows;
    },
    get: async (text, ...params) => {
      scope.assertOutside();
      return (await query(pool, text, params)).rows[0];
    },
    run: async (text, ...params) => {
      scope.assertOutside();
      return { changes: (await query(pool, text, params)).rowCount ?? 0 };
    },
    exec: async (script) => {
      scope.assertOutside();
      await pool.query(script);
    },
    transaction: (work) => begin(work),
    exclusive: (name, work) => begin(work, name),
    close: () => pool.end(),
  };
}
