// Starts the local API and the static site server as child processes (used by start and bench).
import { spawn, type ChildProcess } from 'node:child_process';

export interface Running {
  stop(): void;
}

async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function start(args: string[], env: NodeJS.ProcessEnv, quiet: boolean): ChildProcess {
  return spawn(process.execPath, args, {
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    env: { ...process.env, ...env },
  });
}

export async function startServers(options: {
  sitePort: number;
  apiPort: number;
  dataDir?: string;
  /** The built site to serve; default dist/. */
  dist?: string;
  quiet?: boolean;
}): Promise<Running> {
  const siteOrigin = `http://localhost:${options.sitePort}`;
  const children = [
    start(
      ['server/main.ts'],
      {
        API_PORT: String(options.apiPort),
        SITE_ORIGIN: siteOrigin,
        API_MODE: 'local',
        // A line per request would bury the links `npm start` prints; warnings and errors still show.
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
        ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
      },
      options.quiet ?? false,
    ),
    start(
      ['server/static/main.ts', options.dist ?? 'dist'],
      { PORT: String(options.sitePort) },
      options.quiet ?? false,
    ),
  ];
  const stop = () => children.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stop);
  await waitFor(`http://localhost:${options.apiPort}/general-data/get-all-datas-filters`);
  await waitFor(`${siteOrigin}/`);
  return { stop };
}
