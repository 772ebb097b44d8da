import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

describe('readConfig', () => {
  it('uses the documented defaults', () => {
    expect(readConfig({})).toMatchObject({
      port: 8787,
      siteOrigins: ['http://localhost:4321'],
      dataDir: '.data',
      databasePath: '.data/enlista.db',
      filesDir: '.data/files',
      localMode: false,
    });
  });

  it('reads the variables, with several comma-separated site origins', () => {
    const config = readConfig({
      API_PORT: '9000',
      SITE_ORIGIN: 'http://localhost:4321, http://127.0.0.1:4321',
      DATA_DIR: '/tmp/x',
      API_MODE: 'local',
    });
    expect(config).toMatchObject({
      port: 9000,
      siteOrigins: ['http://localhost:4321', 'http://127.0.0.1:4321'],
      databasePath: '/tmp/x/enlista.db',
      localMode: true,
    });
  });

  it('fails fast naming the bad variable', () => {
    expect(() => readConfig({ API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => readConfig({ API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => readConfig({ SITE_ORIGIN: 'no es url' })).toThrow(/SITE_ORIGIN/);
    expect(() => readConfig({ JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
  });
});
