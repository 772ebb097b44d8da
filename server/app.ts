// Composition root of the local API: a log line per request, CORS for the site, the route modules,
// dev-only routes when asked, and the JSON 404/500 handlers. `createApp` is used by main.ts and by in-process tests.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Database } from './db/database.ts';
import type { OutboxChannel } from './db/outbox.ts';
import { DEFAULT_SITE_ORIGIN, DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, DEV_SIGNING_CODE_SECRET } from './deps.ts';
import type { AppDeps } from './deps.ts';
import { diskBlobStore } from './lib/blobs/disk.ts';
import type { BlobStore } from './lib/blobs/store.ts';
import { notFound, onError } from './lib/errors.ts';
import { API_MESSAGES } from './lib/messages.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { docsRoutes } from './openapi/docs-routes.ts';
import { recordAnswers } from './openapi/recorder.ts';
import { authRoutes } from './routes/auth/index.ts';
import { businessRoutes } from './routes/business/index.ts';
import { devRoutes } from './routes/dev/index.ts';
import { publicRoutes } from './routes/public/index.ts';
import { registerRoutes } from './routes/register/index.ts';
import { opsRoutes } from './routes/ops/index.ts';
import { userRoutes } from './routes/user/index.ts';
import { webhookRoutes, type WhatsAppWebhookSettings } from './routes/webhooks/index.ts';
import { clientAddressMiddleware, trustedProxies } from './lib/client-address.ts';
import { log, type Logger } from './lib/log.ts';
import { requestLog } from './lib/request-log.ts';
import { scheduledJobs } from './jobs/index.ts';
import { instanceId, type Job } from './jobs/scheduler.ts';

export interface AppOptions {
  readonly db: Database;
  /** The file store; without one, a folder store on `filesDir`. */
  readonly blobs?: BlobStore;
  /** Folder of the default file store (`${DATA_DIR}/files`), when no `blobs` is given. */
  readonly filesDir?: string;
  /** Site origin(s) allowed by CORS; the first one is used in links. Default http://localhost:4321. */
  readonly siteOrigin?: string | readonly string[];
  /** Mounts /_dev/* (outbox, power token, reset). Off unless asked. */
  readonly devRoutes?: boolean;
  readonly jwtSecret?: string;
  readonly powerJwtSecret?: string;
  readonly signingCodeSecret?: string;
  /** Clock, replaceable in tests. */
  readonly now?: () => Date;
  /** Serves the contract at /openapi.json and its viewer at /docs. Off unless asked. */
  readonly docs?: boolean;
  /** Appends every answer to this JSON Lines file, for checking against the contract. */
  readonly recordAnswersTo?: string;
  /** Channels the process's dispatcher delivers (main.ts); none: every message stays in the outbox. */
  readonly liveChannels?: readonly OutboxChannel[];
  /** Mounts /webhooks/whatsapp, checking notifications with these secrets. */
  readonly whatsappWebhook?: WhatsAppWebhookSettings;
  /** Proxies (addresses or ranges) whose X-Forwarded-For names the client (lib/client-address.ts). */
  readonly trustedProxies?: readonly string[];
  /** The scheduled jobs (main.ts passes the ones it schedules); by default the ones of this data. */
  readonly jobs?: readonly Job[];
  /** This process's id in job runs; by default a new one. */
  readonly instance?: string;
  /** Where the request lines and errors go; the process's logger (lib/log.ts) by default. */
  readonly logger?: Logger;
}

export const ALLOWED_HEADERS = ['content-type', 'auth-user', 'auth-business', 'auth-power', 'if-match'];

/**
 * Largest request body, a guard against runaway uploads: several 20 MB documents may travel in one
 * multipart request. Per-file limits (20 MB, 3 MB) are checked by the routes that take files.
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

function folderOf(options: AppOptions): string {
  if (options.filesDir === undefined) throw new Error('createApp needs a file store (blobs) or its folder (filesDir)');
  return options.filesDir;
}

function resolveDeps(options: AppOptions): AppDeps {
  const origins = [options.siteOrigin ?? DEFAULT_SITE_ORIGIN].flat();
  const siteOrigin = origins[0] ?? DEFAULT_SITE_ORIGIN;
  const blobs = options.blobs ?? diskBlobStore(folderOf(options));
  return {
    db: options.db,
    blobs,
    siteOrigin,
    allowedOrigins: origins,
    jwtSecret: options.jwtSecret ?? DEV_JWT_SECRET,
    powerJwtSecret: options.powerJwtSecret ?? DEV_POWER_JWT_SECRET,
    signingCodeSecret: options.signingCodeSecret ?? DEV_SIGNING_CODE_SECRET,
    now: options.now ?? (() => new Date()),
    liveChannels: options.liveChannels ?? [],
    jobs: options.jobs ?? scheduledJobs({ db: options.db, blobs, siteOrigin }),
    instance: options.instance ?? instanceId(),
  };
}

export function createApp(options: AppOptions): Hono {
  const deps = resolveDeps(options);
  const app = new Hono();

  app.use('*', requestLog(options.logger ?? log));
  const proxies = options.trustedProxies?.length ? trustedProxies(options.trustedProxies) : null;
  app.use('*', clientAddressMiddleware(proxies));

  app.use(
    '*',
    cors({
      origin: (origin) => (deps.allowedOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ALLOWED_HEADERS,
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  );

  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => c.json({ message: API_MESSAGES.payloadTooLarge }, 413),
    }),
  );

  if (options.recordAnswersTo) app.use('*', recordAnswers(options.recordAnswersTo));

  // One mount per area (routes/<area>/index.ts composes its modules).
  app.route('/', opsRoutes(deps));
  app.route('/auth', authRoutes(deps));
  app.route('/', publicRoutes(deps));
  app.route('/', registerRoutes(deps));
  app.route('/api/users', userRoutes(deps));
  app.route('/business', businessRoutes(deps));
  if (options.whatsappWebhook) app.route('/webhooks', webhookRoutes(deps, options.whatsappWebhook));
  if (options.devRoutes === true) app.route('/_dev', devRoutes(deps));
  // The contract names this API's own origin as the base URL of all three APIs.
  const contract = (origin: string) => buildOpenApiDocument(app, { servers: { users: origin } });
  if (options.docs === true) app.route('/', docsRoutes(contract));

  app.notFound(notFound);
  app.onError(onError);
  return app;
}
