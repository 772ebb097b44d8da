// `npm run dev`: the Astro dev server (hot reload) beside the local API restarted on change.
// Note: Astro's CSP is not applied by the dev server; `npm start` serves the real build.
import { spawn } from 'node:child_process';
import { siteEnv } from './lib/run.ts';

// Ports as in `npm start`: the site is built against the API's port and the API allows the site.
const sitePort = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_PORT ?? 8787);
const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=src/lib', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: String(apiPort), API_MODE: 'local', SITE_ORIGIN: `http://localhost:${sitePort}` },
  }),
  spawn('astro', ['dev', '--port', String(sitePort)], {
    stdio: 'inherit',
    env: { ...process.env, ...siteEnv(sitePort, apiPort) },
  }),
];
const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
