// `npm run dev`: the Astro dev server (hot reload) beside the local API restarted on change.
// Note: Astro's CSP is not applied by the dev server; `npm start` serves the real build.
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8787';
const children = [
  spawn(process.execPath, ['--watch-path=server', '--watch-path=src/lib', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, API_MODE: 'local' },
  }),
  spawn('astro', ['dev', '--port', process.env.PORT ?? '4321'], { stdio: 'inherit', env: process.env }),
];
const stop = () => {
  children.forEach((child) => child.kill('SIGTERM'));
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
