// The S3_* settings: all five named ones or none (S3_FORCE_PATH_STYLE is optional, false by
// default). Without them files stay in the folder under DATA_DIR.
import * as v from 'valibot';
import type { S3Settings } from './s3.ts';

export const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;
const ALL = [...S3_REQUIRED, 'S3_FORCE_PATH_STYLE'] as const;

export const S3_ENV = {
  S3_ENDPOINT: v.optional(v.pipe(v.string(), v.url('S3_ENDPOINT debe ser una URL (https://… o http://…)'))),
  S3_BUCKET: v.optional(
    v.pipe(
      v.string(),
      v.regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'S3_BUCKET debe ser un nombre de bucket válido (minúsculas, dígitos, . y -)',
      ),
    ),
  ),
  S3_REGION: v.optional(v.string()),
  S3_ACCESS_KEY_ID: v.optional(v.string()),
  S3_SECRET_ACCESS_KEY: v.optional(v.string()),
  S3_FORCE_PATH_STYLE: v.optional(
    v.pipe(v.string(), v.picklist(['true', 'false', '1', '0'], 'S3_FORCE_PATH_STYLE debe ser true o false')),
  ),
};

type S3Env = { [K in (typeof ALL)[number]]?: string | undefined };

/** The S3 settings that are missing when any was given; none missing when none was given. */
export function missingS3(env: Record<string, string | undefined>): string[] {
  const given = ALL.some((name) => env[name]);
  return given ? S3_REQUIRED.filter((name) => !env[name]) : [];
}

export function readS3(env: S3Env): S3Settings | null {
  const { S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_REGION || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1',
  };
}
