// Silences Node's one-time "SQLite is an experimental feature" warning, which would otherwise
// be printed on every start. Imported first by main.ts; every other warning is still printed.
process.removeAllListeners('warning');
process.on('warning', (warning) => {
  if (warning.name === 'ExperimentalWarning' && warning.message.includes('SQLite')) return;
  console.warn(`${warning.name}: ${warning.message}`);
});
