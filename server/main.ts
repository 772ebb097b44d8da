// Entry point of the local API: reads the environment, migrates the database, seeds the demo
// data on first start, starts the daily retention sweep (it runs once right away), listens on
// localhost and stops cleanly on SIGINT/SIGTERM.
//   node server/main.ts   (env: API_PORT, SITE_ORIGIN, DATA_DIR, API_MODE, JWT_SECRET, POWER_JWT_SECRET)
import './lib/quiet-sqlite-warning.ts';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { isEmpty, migrate } from './db/migrate.ts';
import { startRetentionSweep } from './lib/retention-sweep.ts';
import { seedDemoData } from './seed/index.ts';

const HOSTNAME = 'localhost';

let config: ReturnType<typeof readConfig>;
try {
  config = readConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const db = openDatabase(config.databasePath);
migrate(db);
if (isEmpty(db)) await seedDemoData(db, config.filesDir);
const stopSweep = startRetentionSweep(db, config.filesDir);

const app = createApp({
  db,
  filesDir: config.filesDir,
  siteOrigin: config.siteOrigins,
  devRoutes: config.localMode,
  docs: config.localMode,
  ...(process.env.API_RECORD_ANSWERS ? { recordAnswersTo: process.env.API_RECORD_ANSWERS } : {}),
  jwtSecret: config.jwtSecret,
  powerJwtSecret: config.powerJwtSecret,
});

const server = serve({ fetch: app.fetch, port: config.port, hostname: HOSTNAME }, (info) => {
  const mode = config.localMode ? ' (modo local, /_dev activo)' : '';
  console.log(`API local de Enlista escuchando en http://${HOSTNAME}:${info.port}${mode}`);
});

let stopping = false;
function stop(signal: NodeJS.Signals): void {
  if (stopping) return;
  stopping = true;
  stopSweep();
  server.close(() => {
    db.close();
    process.exit(0);
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
