// A throwaway PostgreSQL cluster for the tests that run the API on PostgreSQL: a temporary folder,
// a free port on loopback, no fsync (nothing in it outlives the test run), stopped and removed by
// `stop()`. The server refuses to run as root, so as root the cluster belongs to the `postgres`
// system user and its commands run through `runuser`. The binaries come from `PG_BIN`, or the
// newest `/usr/lib/postgresql/<version>/bin` (Debian's layout), or the PATH.
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../scripts/lib/ports.ts';

export interface TestPostgres {
  /** `postgres://…` of an empty database `enlista` owned by the connecting user. */
  readonly url: string;
  /** A further empty database on the same cluster, for a test that needs its own. */
  createDatabase(name: string): string;
  stop(): void;
}

/** The folder with `initdb` and `pg_ctl`, or null when PostgreSQL is not installed. */
export function postgresBin(): string | null {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return existsSync(join(fromEnv, 'initdb')) ? fromEnv : null;
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name) && existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  try {
    const initdb = execFileSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).trim();
    return initdb ? initdb.replace(/\/initdb$/, '') : null;
  } catch {
    return null;
  }
}

const ROLE = 'enlista';

/** Starts a fresh cluster; throws with the reason when PostgreSQL is missing or does not start. */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = postgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (set PG_BIN, or install Debian’s postgresql)');
  const asRoot = userInfo().uid === 0;
  const folder = mkdtempSync(join(tmpdir(), 'enlista-pg-'));
  const data = join(folder, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  chmodSync(folder, 0o700);
  const command = (program: string, args: string[]) => {
    const [file, list] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(bin, program), ...args]]
      : [join(bin, program), args];
    execFileSync(file, list, { stdio: ['ignore', 'pipe', 'pipe'], cwd: folder });
  };
  const port = await freePort();
  command('initdb', ['-D', data, '-U', ROLE, '--auth=trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
  command('pg_ctl', [
    '-D',
    data,
    '-l',
    join(folder, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  const urlOf = (database: string) => `postgres://${ROLE}@127.0.0.1:${port}/${database}`;
  const createDatabase = (name: string) => {
    if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Not a plain database name: ${name}`);
    command('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', ROLE, name]);
    return urlOf(name);
  };
  createDatabase('enlista');
  let stopped = false;
  return {
    url: urlOf('enlista'),
    createDatabase,
    stop() {
      if (stopped) return;
      stopped = true;
      try {
        command('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    },
  };
}
