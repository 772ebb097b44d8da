// Environment of the local API, validated once at start-up: a malformed value stops the server
// with the variable's name instead of failing later.
import { join } from 'node:path';
import * as v from 'valibot';
import { isProxyEntry } from './lib/client-address.ts';
import { logLevel, type LogLevel } from './lib/log.ts';
import { DEFAULT_BACKUP_KEEP } from './jobs/database-backup.ts';
import { OWASP_SCRYPT_COST, scryptNFrom } from './lib/password.ts';
import { DEFAULT_SITE_ORIGIN, DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from './deps.ts';
import { DELIVERY_ENV, missingWhatsApp, readDelivery, type DeliveryConfig } from './lib/delivery/config.ts';
import { S3_ENV, missingS3, readS3 } from './lib/blobs/config.ts';
import type { S3Settings } from './lib/blobs/s3.ts';

const port = v.pipe(
  v.optional(v.string(), '8787'),
  v.regex(/^\d{1,5}$/, 'API_PORT debe ser un número de puerto'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'API_PORT debe estar entre 1 y 65535'),
  v.maxValue(65535, 'API_PORT debe estar entre 1 y 65535'),
);

const origins = v.pipe(
  v.optional(v.string(), DEFAULT_SITE_ORIGIN),
  v.transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ),
  v.array(v.pipe(v.string(), v.url('SITE_ORIGIN debe ser una URL (o varias separadas por comas)'))),
  v.minLength(1, 'SITE_ORIGIN no puede estar vacío'),
);

const secret = (name: string) =>
  v.optional(v.pipe(v.string(), v.minLength(16, `${name} debe tener al menos 16 caracteres`)));

const proxies = v.pipe(
  v.optional(v.string(), ''),
  v.transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  ),
  v.check(
    (entries) => entries.every(isProxyEntry),
    'TRUSTED_PROXIES debe ser una lista de direcciones IP o rangos (10.0.0.2, 10.1.0.0/16), separados por comas',
  ),
);

const graceMs = v.pipe(
  v.optional(v.string(), '25000'),
  v.regex(/^\d{1,7}$/, 'SHUTDOWN_GRACE_MS debe ser un número de milisegundos'),
  v.transform(Number),
  v.number(),
  v.minValue(1000, 'SHUTDOWN_GRACE_MS debe ser al menos 1000'),
);

const backupKeep = v.pipe(
  v.optional(v.string(), String(DEFAULT_BACKUP_KEEP)),
  v.regex(/^\d{1,3}$/, 'BACKUP_KEEP debe ser un número de copias entre 1 y 365'),
  v.transform(Number),
  v.number(),
  v.minValue(1, 'BACKUP_KEEP debe ser un número de copias entre 1 y 365'),
  v.maxValue(365, 'BACKUP_KEEP debe ser un número de copias entre 1 y 365'),
);

const EnvSchema = v.object({
  API_PORT: port,
  HOST: v.pipe(v.optional(v.string(), 'localhost'), v.trim(), v.nonEmpty('HOST no puede estar vacío')),
  TRUSTED_PROXIES: proxies,
  SHUTDOWN_GRACE_MS: graceMs,
  BACKUP_KEEP: backupKeep,
  SITE_ORIGIN: origins,
  DATA_DIR: v.pipe(v.optional(v.string(), '.data'), v.nonEmpty('DATA_DIR no puede estar vacío')),
  API_MODE: v.optional(v.string(), ''),
  JWT_SECRET: secret('JWT_SECRET'),
  POWER_JWT_SECRET: secret('POWER_JWT_SECRET'),
  SIGNING_CODE_SECRET: secret('SIGNING_CODE_SECRET'),
  ...DELIVERY_ENV,
  ...S3_ENV,
});

export interface ServerConfig {
  readonly port: number;
  /** The address the API listens on (HOST, default localhost). */
  readonly host: string;
  /** Proxies whose X-Forwarded-For is believed (TRUSTED_PROXIES). */
  readonly trustedProxies: readonly string[];
  readonly siteOrigins: readonly string[];
  readonly dataDir: string;
  readonly databasePath: string;
  readonly filesDir: string;
  /** The daily copies of the database (DATA_DIR/backups). */
  readonly backupsDir: string;
  /** How many of them stay (BACKUP_KEEP). */
  readonly backupKeep: number;
  /** The bucket files are kept in (S3_*); null: the folder `filesDir`. */
  readonly s3: S3Settings | null;
  /** API_MODE=local: development routes (/_dev/*) are mounted. */
  readonly localMode: boolean;
  readonly jwtSecret: string;
  readonly powerJwtSecret: string;
  readonly signingCodeSecret: string;
  /** E-mail and chat transports; absent ones leave their messages in the outbox. */
  readonly delivery: DeliveryConfig;
  /** How long a stop waits for requests and sends in progress (SHUTDOWN_GRACE_MS). */
  readonly shutdownGraceMs: number;
  /** How much the API logs (LOG_LEVEL, info by default). */
  readonly logLevel: LogLevel;
}

/** The repository's signing secrets: public, so good for local mode only. */
const DEVELOPMENT_SECRETS: readonly string[] = [DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET];

/** The secrets, each with one job: sessions, power links, the signing codes' HMAC. */
const SECRET_NAMES = ['JWT_SECRET', 'POWER_JWT_SECRET', 'SIGNING_CODE_SECRET'] as const;

/**
 * Reads and checks the environment; throws one error listing every bad or missing variable. The
 * built-in signing secrets are public (they live in the repository), so they are only used with
 * API_MODE=local; in any other mode every secret must be given, none may be one of them
 * (compared by value, spaces around it ignored), and no two may be equal (a leak of one would be a
 * leak of both, and rotating one would break the other).
 */
export function readConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = v.safeParse(EnvSchema, env);
  const messages = result.success ? [] : result.issues.map((issue) => issue.message);
  const localMode = env.API_MODE === 'local';
  let level: LogLevel = 'info';
  try {
    level = logLevel(env);
  } catch (error) {
    messages.push(error instanceof Error ? error.message : String(error));
  }
  try {
    const n = scryptNFrom(env);
    // A lower cost is for the test runs; a real deployment hashes at OWASP's.
    if (n !== null && n < OWASP_SCRYPT_COST.N && !localMode) {
      messages.push(`PASSWORD_SCRYPT_N no puede ser menor que ${OWASP_SCRYPT_COST.N} fuera de API_MODE=local`);
    }
  } catch (error) {
    messages.push(error instanceof Error ? error.message : String(error));
  }
  const whatsappMissing = missingWhatsApp(env);
  if (whatsappMissing.length > 0) messages.push(`faltan ${whatsappMissing.join(', ')} (WhatsApp necesita las cuatro)`);
  const s3Missing = missingS3(env);
  if (s3Missing.length > 0) {
    messages.push(
      `faltan ${s3Missing.join(', ')} (un bucket S3 necesita las cinco; sin ninguna, los archivos quedan en DATA_DIR)`,
    );
  }
  if (!localMode) {
    for (const name of SECRET_NAMES) {
      const value = env[name];
      if (value === undefined || value === '') {
        messages.push(`falta ${name} (obligatoria fuera de API_MODE=local)`);
      } else if (DEVELOPMENT_SECRETS.includes(value.trim())) {
        messages.push(`${name} es la de desarrollo del repositorio, que es pública: usa un secreto propio`);
      }
    }
    // Outside local mode a message must reach its person: without e-mail, codes and links go nowhere.
    if (!env.SMTP_URL) messages.push('falta SMTP_URL (obligatoria fuera de API_MODE=local: los correos no saldrían)');
  }
  if (!result.success || messages.length > 0) {
    throw new Error(`Configuración inválida: ${messages.join('; ')}`);
  }
  const config = result.output;
  for (const [index, first] of SECRET_NAMES.entries()) {
    for (const second of SECRET_NAMES.slice(index + 1)) {
      const value = config[first];
      if (value !== undefined && value.trim() === config[second]?.trim()) {
        throw new Error(`Configuración inválida: ${first} y ${second} deben ser distintas`);
      }
    }
  }
  return {
    port: config.API_PORT,
    host: config.HOST,
    trustedProxies: config.TRUSTED_PROXIES,
    siteOrigins: config.SITE_ORIGIN,
    dataDir: config.DATA_DIR,
    databasePath: join(config.DATA_DIR, 'enlista.db'),
    filesDir: join(config.DATA_DIR, 'files'),
    backupsDir: join(config.DATA_DIR, 'backups'),
    backupKeep: config.BACKUP_KEEP,
    s3: readS3(config),
    localMode,
    jwtSecret: config.JWT_SECRET ?? DEV_JWT_SECRET,
    powerJwtSecret: config.POWER_JWT_SECRET ?? DEV_POWER_JWT_SECRET,
    signingCodeSecret: config.SIGNING_CODE_SECRET ?? DEV_SIGNING_CODE_SECRET,
    delivery: readDelivery(config),
    logLevel: level,
    shutdownGraceMs: config.SHUTDOWN_GRACE_MS,
  };
}
