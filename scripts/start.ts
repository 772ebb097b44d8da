// `npm start`: builds the site for the chosen ports, then serves it (PORT, default 4321) with the
// production rewrites and headers, beside the local API (API_PORT, default 8787) holding the demo
// data, and prints the demo accounts and links. `npm start -- --no-build` reuses dist/, and refuses
// a dist/ built for other addresses (the test, bench and load scripts build into .out/ for theirs).
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../server/seed/demo.ts';
import { DEMO_VERIFICATION_CODE } from '../server/seed/signing.ts';
import { buildTargetMismatch, targetOf } from './lib/build-target.ts';
import { run, siteEnv } from './lib/run.ts';
import { startServers } from './lib/servers.ts';

const sitePort = Number(process.env.PORT ?? 4321);
const apiPort = Number(process.env.API_PORT ?? 8787);
const site = `http://localhost:${sitePort}`;
const api = `http://localhost:${apiPort}`;

if (process.argv.includes('--no-build')) {
  const mismatch = buildTargetMismatch('dist', targetOf(siteEnv(sitePort, apiPort)));
  if (mismatch) {
    console.error(
      `npm start -- --no-build: ${mismatch}.\nRun \`npm start\` without --no-build to build it for ${site}.`,
    );
    process.exit(1);
  }
} else {
  const code = await run('astro', ['build'], siteEnv(sitePort, apiPort));
  if (code !== 0) process.exit(code);
}

const servers = await startServers({ sitePort, apiPort });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    servers.stop();
    process.exit(0);
  });
}

let powerLink = '(POST /_dev/power-token to mint one)';
try {
  const response = await fetch(`${api}/_dev/power-token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ expiresInSeconds: 7 * 24 * 3600 }),
  });
  if (response.ok) powerLink = ((await response.json()) as { url: string }).url;
} catch {
  // The link is a convenience; the servers are up either way.
}

let ownerLink = '(POST /_dev/power-owner-token to mint one)';
try {
  const response = await fetch(`${api}/_dev/power-owner-token`, { method: 'POST' });
  if (response.ok) ownerLink = ((await response.json()) as { url: string }).url;
} catch {
  // Also a convenience.
}

const lines = [
  '',
  `  Enlista web     ${site}`,
  `  API local       ${api}   (bandeja de salida: ${api}/_dev/outbox)`,
  `  Mensajes        ${api}/_dev/phone   (los correos y WhatsApp enviados, como en cada teléfono)`,
  '',
  '  Cuentas demo (contraseña para todas: ' + DEMO_ACCOUNTS.worker.password + ')',
  ...Object.values(DEMO_ACCOUNTS).map(
    (account) =>
      `    ${account.email.padEnd(26)} ${account.role.padEnd(9)} ${DEMO_TENANTS[account.tenant].display_name}`,
  ),
  '',
  '  Enlaces de empresa',
  ...Object.values(DEMO_TENANTS).flatMap((tenant) => [
    `    ${tenant.display_name} (${tenant.registration_kind === 'fixed' ? 'registro fijo' : 'registro dinámico'})`,
    `      login     ${site}/login/${tenant.name_business}?rgs=${tenant.rgs}`,
    `      registro  ${site}/register/${tenant.name_business}?rgs=${tenant.rgs}`,
    `      clave     ${site}/resetpassword/${tenant.name_business}?rgs=${tenant.rgs}`,
  ]),
  '',
  `  Panel trabajador  ${site}/user/dashboard/home`,
  `  Panel empresa     ${site}/business/dashboard`,
  `  Poder simple      ${powerLink}`,
  `  Firma del dueño   ${ownerLink}`,
  `  Verificar firma   ${site}/verificar?codigo=${DEMO_VERIFICATION_CODE}`,
  '',
  '  Ctrl+C para detener.',
  '',
];
console.log(lines.join('\n'));
