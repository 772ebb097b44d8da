// Silences Node's one-time "SQLite is an experimental feature" warning, which would otherwise
// be printed on every start. Imported first by main.ts; every other warning is still printed.
import { log } from './log.ts';

process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && warning.message.includes('SQLite')) return;
  log.warn({ warning: warning.name }, warning.message);
});
