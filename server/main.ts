// Entry point of the local API: reads the environment, migrates the database, seeds the demo
// data on first start in local mode (startup.ts), starts the daily expiry reminders, the daily
// retention sweep (it runs once right away) and the message dispatcher (lib/delivery/, when a
// transport is set), listens on localhost with limits that close stalled requests (listen.ts)
// and stops cleanly on SIGINT/SIGTERM.
//   node server/main.ts   (env: API_PORT, SITE_ORIGIN, DATA_DIR, API_MODE, JWT_SECRET, POWER_JWT_SECRET,
//                          SIGNING_CODE_SECRET, SMTP_URL, MAIL_FROM, WHATSAPP_*, DELIVERY_*, S3_*: server/README.md)
import './lib/quiet-sqlite-warning.ts';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { DEFAULT_SITE_ORIGIN } from './deps.ts';
import { scheduleExpiryReminders } from './jobs/expiry-reminders.ts';
import { listenApi } from './listen.ts';
import { startRetentionSweep } from './lib/retention-sweep.ts';
import { createDispatcher } from './lib/delivery/dispatcher.ts';
import { createTransports, describeChannels } from './lib/delivery/transports.ts';
import { openData } from './startup.ts';
import { openBlobStore } from './lib/blobs/index.ts';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const blobs = openBlobStore(config);
const db = await openData(config, blobs);
const stopSweep = startRetentionSweep(db, blobs);

// Messages go out from the outbox, in this process: a tick every 2 s and a nudge on each new one.
const dispatcher = createDispatcher({
  db,
  blobs,
  transports: createTransports(config.delivery),
  retryBaseMs: config.delivery.retryBaseMs,
  leaseMs: config.delivery.leaseMs,
});
dispatcher.start(2000);
const { whatsapp } = config.delivery;

const app = createApp({
  db,
  blobs,
  siteOrigin: config.siteOrigins,
  devRoutes: config.localMode,
  docs: config.localMode,
  ...(process.env.API_RECORD_ANSWERS ? { recordAnswersTo: process.env.API_RECORD_ANSWERS } : {}),
  jwtSecret: config.jwtSecret,
  powerJwtSecret: config.powerJwtSecret,
  signingCodeSecret: config.signingCodeSecret,
  liveChannels: dispatcher.live,
  trustedProxies: config.trustedProxies,
  ...(whatsapp ? { whatsappWebhook: { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken } } : {}),
});

// Workers are reminded of documents about to expire: a sweep now and then once a day.
const stopReminders = scheduleExpiryReminders(db, config.siteOrigins[0] ?? DEFAULT_SITE_ORIGIN);

// Stalled requests are closed (headers 10 s, silence 30 s, a whole request 5 min): lib/timeouts.ts.
const server = await listenApi(app, { port: config.port, hostname: config.host });
const mode = config.localMode ? ' (modo local, /_dev activo)' : '';
console.log(
  `API local de Enlista escuchando en http://${config.host}:${(server.address() as AddressInfo).port}${mode}`,
);
if (config.trustedProxies.length > 0) console.log(`Proxies de confianza: ${config.trustedProxies.join(', ')}`);
console.log(describeChannels(config.delivery));
console.log(
  config.s3 ? `Archivos en el bucket S3 ${config.s3.bucket} (${config.s3.endpoint})` : `Archivos en ${config.filesDir}`,
);

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  stopReminders();
  stopSweep();
  // A send in progress finishes (or its claim expires and it is tried again after a restart).
  const dispatcherStopped = dispatcher.stop();
  server.close(() => {
    void dispatcherStopped.finally(() => {
      db.close();
      process.exit(0);
    });
  });
  // Keep-alive connections may hold close() open; do not wait for them forever.
  setTimeout(() => {
    console.error(`API local detenida a la fuerza tras ${signal}`);
    db.close();
    process.exit(0);
  }, 3000).unref();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
