// Entry point of the local API: reads the environment, migrates the database, seeds the demo
// data on first start in local mode (startup.ts), starts the scheduled jobs (jobs/: each runs once
// a day at its Chile hour, once among all instances) and the message dispatcher (lib/delivery/,
// when a transport is set), listens with limits that close stalled requests (listen.ts), logs one
// JSON line per request (lib/log.ts) and stops gracefully on SIGINT/SIGTERM.
//   node server/main.ts   (env: API_PORT, HOST, SITE_ORIGIN, DATA_DIR, API_MODE, JWT_SECRET, …:
//                          S3_*, …: the table in server/README.md)
import './lib/quiet-sqlite-warning.ts';
import type { AddressInfo } from 'node:net';
import { createApp } from './app.ts';
import { readConfig, type ServerConfig } from './config.ts';
import { DEFAULT_SITE_ORIGIN } from './deps.ts';
import { scheduledJobs } from './jobs/index.ts';
import { createScheduler, instanceId } from './jobs/scheduler.ts';
import { closeGracefully, listenApi } from './listen.ts';
import { createDispatcher } from './lib/delivery/dispatcher.ts';
import { createTransports, describeChannels } from './lib/delivery/transports.ts';
import { log } from './lib/log.ts';
import { openData } from './startup.ts';
import { openBlobStore } from './lib/blobs/index.ts';

let config: ServerConfig;
try {
  config = readConfig(process.env);
} catch (error) {
  log.fatal(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
log.level = config.logLevel;
const blobs = openBlobStore(config);
const db = await openData(config, blobs);
const instance = instanceId();
const jobs = scheduledJobs({
  db,
  blobs,
  siteOrigin: config.siteOrigins[0] ?? DEFAULT_SITE_ORIGIN,
  backup: { dir: config.backupsDir, keep: config.backupKeep },
});

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
  jobs,
  instance,
  ...(whatsapp ? { whatsappWebhook: { appSecret: whatsapp.appSecret, verifyToken: whatsapp.verifyToken } } : {}),
});

// Reminders, the retention sweep and the prunings: once a day each, at its Chile hour (jobs/index.ts).
const scheduler = createScheduler({ db, jobs, instance, logger: log });
scheduler.start();

// Stalled requests are closed (headers 10 s, silence 30 s, a whole request 5 min): lib/timeouts.ts.
const server = await listenApi(app, { port: config.port, hostname: config.host });
const mode = config.localMode ? ' (modo local, /_dev activo)' : '';
const address = `http://${config.host}:${(server.address() as AddressInfo).port}`;
log.info({ address, instance, localMode: config.localMode }, `API local de Enlista escuchando en ${address}${mode}`);
if (config.trustedProxies.length > 0) log.info(`Proxies de confianza: ${config.trustedProxies.join(', ')}`);
log.info(describeChannels(config.delivery));
log.info(
  config.s3 ? `Archivos en el bucket S3 ${config.s3.bucket} (${config.s3.endpoint})` : `Archivos en ${config.filesDir}`,
);

/** Resolves with `work`'s end, or with false once `ms` have passed. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), Math.max(0, ms));
    void work.then(() => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

// A stop: no new connection, no new claim; the requests, the send and the job in progress finish
// within SHUTDOWN_GRACE_MS. What could not finish is given up (its claims freed, so another
// instance takes it over at once) and the exit code is 1; otherwise 0.
let stopping = false;
async function stop(signal: NodeJS.Signals): Promise<void> {
  if (stopping) return;
  stopping = true;
  const deadline = Date.now() + config.shutdownGraceMs;
  log.info({ signal }, 'stopping: finishing the requests in progress');
  const work = Promise.all([scheduler.stop(), dispatcher.stop()]);
  const requestsDone = await closeGracefully(server, config.shutdownGraceMs);
  const workDone = await within(work, deadline - Date.now());
  if (!workDone) {
    const freed = dispatcher.release() + scheduler.release();
    log.warn({ freed }, 'stopped before the work in progress ended; its claims were freed');
  }
  if (!requestsDone) log.warn('stopped with requests still in progress');
  db.close();
  log.info({ signal, clean: requestsDone && workDone }, 'stopped');
  process.exit(requestsDone && workDone ? 0 : 1);
}
process.on('SIGINT', (signal) => void stop(signal));
process.on('SIGTERM', (signal) => void stop(signal));
