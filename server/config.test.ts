import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';
import { DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from './deps.ts';

describe('readConfig', () => {
  it('uses the documented defaults in local mode', () => {
    expect(readConfig({ API_MODE: 'local' })).toMatchObject({
      port: 8787,
      siteOrigins: ['http://localhost:4321'],
      dataDir: '.data',
      databasePath: '.data/enlista.db',
      filesDir: '.data/files',
      localMode: true,
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
    const local = { API_MODE: 'local' };
    expect(() => readConfig({ ...local, API_PORT: 'abc' })).toThrow(/API_PORT/);
    expect(() => readConfig({ ...local, API_PORT: '70000' })).toThrow(/API_PORT/);
    expect(() => readConfig({ ...local, SITE_ORIGIN: 'no es url' })).toThrow(/SITE_ORIGIN/);
    expect(() => readConfig({ ...local, JWT_SECRET: 'corto' })).toThrow(/JWT_SECRET/);
  });

  describe('outside local mode the signing secrets are required (the built-in ones are public)', () => {
    const jwt = 'a-real-secret-of-32-characters!!';
    const power = 'another-real-secret-32-character';
    const codes = 'a-third-secret-for-signing-codes';
    const all = { JWT_SECRET: jwt, POWER_JWT_SECRET: power, SIGNING_CODE_SECRET: codes };

    it('refuses to start without any secret, naming all three', () => {
      expect(() => readConfig({})).toThrow(
        'Configuración inválida: falta JWT_SECRET (obligatoria fuera de API_MODE=local); falta POWER_JWT_SECRET (obligatoria fuera de API_MODE=local); falta SIGNING_CODE_SECRET (obligatoria fuera de API_MODE=local)',
      );
    });

    it('names the one that is missing', () => {
      expect(() => readConfig({ JWT_SECRET: jwt })).toThrow(/falta POWER_JWT_SECRET/);
      expect(() => readConfig({ JWT_SECRET: jwt })).not.toThrow(/falta JWT_SECRET/);
      expect(() => readConfig({ POWER_JWT_SECRET: power, API_MODE: 'production' })).toThrow(/falta JWT_SECRET/);
      expect(() => readConfig({ JWT_SECRET: '', POWER_JWT_SECRET: power })).toThrow(/falta JWT_SECRET/);
      expect(() => readConfig({ JWT_SECRET: jwt, POWER_JWT_SECRET: power })).toThrow(
        'Configuración inválida: falta SIGNING_CODE_SECRET (obligatoria fuera de API_MODE=local)',
      );
    });

    it('refuses the repository’s development secrets, whichever variable holds them', () => {
      for (const env of [
        { ...all, JWT_SECRET: DEV_JWT_SECRET },
        { ...all, POWER_JWT_SECRET: DEV_POWER_JWT_SECRET },
        { ...all, SIGNING_CODE_SECRET: DEV_SIGNING_CODE_SECRET },
        { ...all, SIGNING_CODE_SECRET: DEV_JWT_SECRET },
        { ...all, JWT_SECRET: DEV_POWER_JWT_SECRET, POWER_JWT_SECRET: DEV_JWT_SECRET, API_MODE: 'production' },
      ]) {
        expect(() => readConfig(env)).toThrow(/es la de desarrollo del repositorio/);
      }
      expect(() => readConfig({ ...all, JWT_SECRET: ` ${DEV_JWT_SECRET} ` })).toThrow(
        /JWT_SECRET es la de desarrollo del repositorio/,
      );
    });

    it('refuses one secret for two jobs: each pair must differ', () => {
      expect(() => readConfig({ ...all, POWER_JWT_SECRET: jwt })).toThrow(
        'Configuración inválida: JWT_SECRET y POWER_JWT_SECRET deben ser distintas',
      );
      expect(() => readConfig({ ...all, SIGNING_CODE_SECRET: ` ${jwt}` })).toThrow(
        'Configuración inválida: JWT_SECRET y SIGNING_CODE_SECRET deben ser distintas',
      );
      expect(() => readConfig({ ...all, SIGNING_CODE_SECRET: power })).toThrow(
        'Configuración inválida: POWER_JWT_SECRET y SIGNING_CODE_SECRET deben ser distintas',
      );
    });

    it('uses the given secrets and never the built-in ones', () => {
      const config = readConfig(all);
      expect(config).toMatchObject({
        localMode: false,
        jwtSecret: jwt,
        powerJwtSecret: power,
        signingCodeSecret: codes,
      });
      expect(config.jwtSecret).not.toBe(DEV_JWT_SECRET);
      expect(config.powerJwtSecret).not.toBe(DEV_POWER_JWT_SECRET);
    });
  });
});
