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
    const smtp = { SMTP_URL: 'smtps://envios:clave@correo.example.cl:465' };
    const all = { JWT_SECRET: jwt, POWER_JWT_SECRET: power, SIGNING_CODE_SECRET: codes, ...smtp };

    it('refuses to start without any secret, naming all three', () => {
      expect(() => readConfig({})).toThrow(
        'Configuración inválida: falta JWT_SECRET (obligatoria fuera de API_MODE=local); falta POWER_JWT_SECRET (obligatoria fuera de API_MODE=local); falta SIGNING_CODE_SECRET (obligatoria fuera de API_MODE=local); falta SMTP_URL (obligatoria fuera de API_MODE=local: los correos no saldrían)',
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

  describe('message delivery settings', () => {
    const secrets = {
      JWT_SECRET: 'a-real-secret-of-32-characters!!',
      POWER_JWT_SECRET: 'another-real-secret-32-character',
      SIGNING_CODE_SECRET: 'a-third-secret-for-signing-codes',
    };
    const whatsapp = {
      WHATSAPP_TOKEN: 'token-de-prueba',
      WHATSAPP_PHONE_NUMBER_ID: '123456789012345',
      WHATSAPP_APP_SECRET: 'secreto-de-la-app',
      WHATSAPP_VERIFY_TOKEN: 'verificacion',
    };

    it('outside local mode refuses to start without an e-mail transport, naming SMTP_URL', () => {
      expect(() => readConfig(secrets)).toThrow(/^Configuración inválida: falta SMTP_URL/);
    });

    it('accepts only smtp:// and smtps:// mail servers', () => {
      expect(() => readConfig({ API_MODE: 'local', SMTP_URL: 'http://correo.example.cl' })).toThrow(
        /SMTP_URL debe empezar con smtp:\/\/ o smtps:\/\//,
      );
      expect(() => readConfig({ API_MODE: 'local', MAIL_FROM: 'sin arroba' })).toThrow(/MAIL_FROM/);
    });

    it('local mode needs no transport: every message stays in the outbox', () => {
      expect(readConfig({ API_MODE: 'local' }).delivery).toMatchObject({
        smtp: null,
        whatsapp: null,
        retryBaseMs: 30000,
      });
    });

    it('reads SMTP and all four WhatsApp settings, with the pinned Graph API version by default', () => {
      const config = readConfig({ ...secrets, SMTP_URL: 'smtp://u:p@localhost:2525', ...whatsapp });
      expect(config.delivery.smtp).toEqual({
        url: 'smtp://u:p@localhost:2525',
        from: 'Enlista <no-responder@enlista.cl>',
      });
      expect(config.delivery.whatsapp).toMatchObject({
        apiUrl: 'https://graph.facebook.com/v23.0',
        phoneNumberId: '123456789012345',
      });
    });

    it('names the WhatsApp settings missing when only some are given', () => {
      expect(() => readConfig({ API_MODE: 'local', WHATSAPP_TOKEN: 'x' })).toThrow(
        /faltan WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN/,
      );
    });
  });

  describe('behind a proxy', () => {
    it('listens on localhost and trusts no proxy unless told', () => {
      expect(readConfig({ API_MODE: 'local' })).toMatchObject({ host: 'localhost', trustedProxies: [] });
    });

    it('reads HOST and the trusted proxies, and refuses an entry that is not an address or a range', () => {
      const config = readConfig({ API_MODE: 'local', HOST: '0.0.0.0', TRUSTED_PROXIES: ' 10.0.0.2, 10.1.0.0/16 ,::1' });
      expect(config).toMatchObject({ host: '0.0.0.0', trustedProxies: ['10.0.0.2', '10.1.0.0/16', '::1'] });
      expect(() => readConfig({ API_MODE: 'local', TRUSTED_PROXIES: '10.0.0.2, proxy.local' })).toThrow(
        'Configuración inválida: TRUSTED_PROXIES debe ser una lista de direcciones IP o rangos (10.0.0.2, 10.1.0.0/16), separados por comas',
      );
    });
  });

  describe('file store settings', () => {
    const bucket = {
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_BUCKET: 'enlista-archivos',
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    };

    it('keeps files in the folder when no S3 setting is given', () => {
      expect(readConfig({ API_MODE: 'local' }).s3).toBeNull();
    });

    it('reads all five, with path-style addressing off unless asked', () => {
      expect(readConfig({ API_MODE: 'local', ...bucket }).s3).toEqual({
        endpoint: 'http://127.0.0.1:9000',
        bucket: 'enlista-archivos',
        region: 'us-east-1',
        accessKeyId: 'clave',
        secretAccessKey: 'secreto',
        forcePathStyle: false,
      });
      expect(readConfig({ API_MODE: 'local', ...bucket, S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    });

    it('refuses part of them, naming every one that is missing', () => {
      expect(() => readConfig({ API_MODE: 'local', S3_BUCKET: 'enlista-archivos' })).toThrow(
        'faltan S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY',
      );
      expect(() => readConfig({ API_MODE: 'local', S3_FORCE_PATH_STYLE: 'true' })).toThrow(/S3_ENDPOINT/);
    });

    it('refuses a malformed endpoint, bucket name or path-style flag', () => {
      const local = { API_MODE: 'local', ...bucket };
      expect(() => readConfig({ ...local, S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT debe ser una URL/);
      expect(() => readConfig({ ...local, S3_BUCKET: 'Mi_Bucket' })).toThrow(/S3_BUCKET/);
      expect(() => readConfig({ ...local, S3_FORCE_PATH_STYLE: 'si' })).toThrow(/S3_FORCE_PATH_STYLE/);
    });
  });
});
