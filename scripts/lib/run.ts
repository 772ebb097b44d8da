// Runs a command with inherited output and resolves with its exit code.
import { spawn } from 'node:child_process';

export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/**
 * Runs a command with its output held back, then prints that output in one piece and resolves with
 * the exit code: commands run side by side this way do not interleave their lines.
 */
export function runCaptured(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    let done = false;
    const finish = (code: number) => {
      if (done) return;
      done = true;
      process.stdout.write(Buffer.concat(chunks));
      resolve(code);
    };
    child.on('close', (code, signal) => finish(code ?? (signal ? 1 : 0)));
    child.on('error', () => finish(127));
  });
}

/** The environment that builds the site against a local API on the given ports. */
export function siteEnv(sitePort: number, apiPort: number): NodeJS.ProcessEnv {
  const api = `http://localhost:${apiPort}`;
  return {
    PUBLIC_USERS_API_URL: api,
    PUBLIC_BUSINESS_API_URL: api,
    PUBLIC_DATA_API_URL: api,
    PUBLIC_GEOCODER_URL: `${api}/geocoder`,
    PUBLIC_SITE_URL: `http://localhost:${sitePort}`,
  };
}
