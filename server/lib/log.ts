// The API's log: one JSON object a line on standard output (pino), with an ISO time and the level
// by name. LOG_LEVEL chooses how much (trace, debug, info, warn, error, fatal or silent; info by
// default, silent while the test runner runs, so test output stays quiet). Nothing personal is
// ever written: callers log ids, counts, routes and statuses, never bodies, and the redaction
// below replaces any field named like a password, token, code, RUT, e-mail, phone or document,
// at the top of a logged object or one level down, should one slip in.
import { pino, type Logger } from 'pino';

export type { Logger };

const LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LEVELS)[number];

const SENSITIVE = [
  ...['password', 'current_password', 'new_password', 'confirm_password', 'token', 'one_time_token', 'code'],
  ...['rut', 'rut_account', 'rut_business', 'email', 'user_email', 'email_business', 'phone', 'phone_business'],
  ...['document', 'file', 'body', 'text', 'authorization', 'auth-user', 'auth-business', 'auth-power', 'cookie'],
];

/** Where pino looks for those fields: at the top and one level down (headers, body, account…). */
export const REDACT_PATHS = SENSITIVE.flatMap((key) => [`["${key}"]`, `*["${key}"]`]);

export const REDACTED = '[oculto]';

/** The level LOG_LEVEL names; info by default, silent under the test runner unless LOG_LEVEL says. */
export function logLevel(env: Record<string, string | undefined>): LogLevel {
  const asked = env.LOG_LEVEL?.trim().toLowerCase();
  if (asked) {
    const level = LEVELS.find((candidate) => candidate === asked);
    if (!level) throw new Error(`LOG_LEVEL debe ser uno de: ${LEVELS.join(', ')}`);
    return level;
  }
  return env.VITEST ? 'silent' : 'info';
}

let sink: (line: string) => void = (line) => {
  process.stdout.write(line);
};

/** The process's logger. */
export const log: Logger = pino(
  {
    level: (() => {
      try {
        return logLevel(process.env);
      } catch {
        // config.ts names the bad value at start; until then the default holds.
        return 'info';
      }
    })(),
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  { write: (line: string) => sink(line) },
);

/** Every line logged until `stop()`, at every level: for tests that read what the log would say. */
export function captureLogs(): { readonly lines: string[]; readonly text: () => string; readonly stop: () => void } {
  const lines: string[] = [];
  const previous = { sink, level: log.level };
  sink = (line) => lines.push(line);
  log.level = 'trace';
  return {
    lines,
    text: () => lines.join(''),
    stop: () => {
      sink = previous.sink;
      log.level = previous.level;
    },
  };
}
