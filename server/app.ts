// Composition root of the local API: CORS for the site, the route modules, dev-only routes when
// asked, and the JSON 404/500 handlers. `createApp` is used by main.ts and by in-process tests.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { Database } from './db/database.ts';
import { DEFAULT_SITE_ORIGIN, DEV_JWT_SECRET, DEV_POWER_JWT_SECRET } from './deps.ts';
import type { AppDeps } from './deps.ts';
import { notFound, onError } from './lib/errors.ts';
import { API_MESSAGES } from './lib/messages.ts';
import { buildOpenApiDocument } from './openapi/document.ts';
import { docsRoutes } from './openapi/docs-routes.ts';
import { recordAnswers } from './openapi/recorder.ts';
import { authRoutes } from './routes/auth.ts';
import { businessRoutes } from './routes/business.ts';
import { businessPrivacyRoutes } from './routes/business/privacy-requests.ts';
import { contactRoutes } from './routes/contact.ts';
import { devRoutes } from './routes/dev.ts';
import { generalDataRoutes } from './routes/general-data.ts';
import { powerRoutes } from './routes/power.ts';
import { publicFileRoutes } from './routes/public-files.ts';
import { registrationRoutes } from './routes/registration.ts';
import { workerRegistrationRoutes } from './routes/register/index.ts';
import { userBankRoutes } from './routes/user-bank.ts';
import { userDocumentRoutes } from './routes/user-documents.ts';
import { userPasswordRoutes } from './routes/user-password.ts';
import { userPostingRoutes } from './routes/user-postings.ts';
import { userProfileRoutes } from './routes/user-profile.ts';
import { userRecordRoutes } from './routes/user-records.ts';
import { userPrivacyRoutes } from './routes/user/privacy.ts';

export interface AppOptions {
  readonly db: Database;
  readonly filesDir: string;
  /** Site origin(s) allowed by CORS; the first one is used in links. Default http://localhost:4321. */
  readonly siteOrigin?: string | readonly string[];
  /** Mounts /_dev/* (outbox, power token, reset). Off unless asked. */
  readonly devRoutes?: boolean;
  readonly jwtSecret?: string;
  readonly powerJwtSecret?: string;
  /** Clock, replaceable in tests. */
  readonly now?: () => Date;
  /** Serves the contract at /openapi.json and its viewer at /docs. Off unless asked. */
  readonly docs?: boolean;
  /** Appends every answer to this JSON Lines file, for checking against the contract. */
  readonly recordAnswersTo?: string;
}

export const ALLOWED_HEADERS = ['content-type', 'auth-user', 'auth-business', 'if-match'];

/**
 * Largest request body, a guard against runaway uploads: several 20 MB documents may travel in one
 * multipart request. Per-file limits (20 MB, 3 MB) are checked by the routes that take files.
 */
export const MAX_BODY_BYTES = 64 * 1024 * 1024;

function resolveDeps(options: AppOptions): AppDeps {
  const origins = [options.siteOrigin ?? DEFAULT_SITE_ORIGIN].flat();
  return {
    db: options.db,
    filesDir: options.filesDir,
    siteOrigin: origins[0] ?? DEFAULT_SITE_ORIGIN,
    allowedOrigins: origins,
    jwtSecret: options.jwtSecret ?? DEV_JWT_SECRET,
    powerJwtSecret: options.powerJwtSecret ?? DEV_POWER_JWT_SECRET,
    now: options.now ?? (() => new Date()),
  };
}

export function createApp(options: AppOptions): Hono {
  const deps = resolveDeps(options);
  const app = new Hono();

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

  app.route('/auth', authRoutes(deps));
  app.route('/general-data', generalDataRoutes(deps));
  app.route('/api/users', registrationRoutes(deps));
  app.route('/', workerRegistrationRoutes(deps));
  app.route('/api/users', powerRoutes(deps));
  app.route('/api/users', userDocumentRoutes(deps));
  app.route('/api/users', userRecordRoutes(deps));
  app.route('/api/users', userProfileRoutes(deps));
  app.route('/api/users/bank-details', userBankRoutes(deps));
  app.route('/api/users', userPostingRoutes(deps));
  app.route('/api/users', userPasswordRoutes(deps));
  app.route('/api/users/privacy', userPrivacyRoutes(deps));
  app.route('/business', businessRoutes(deps));
  app.route('/business/privacy-requests', businessPrivacyRoutes(deps));
  app.route('/public-files', publicFileRoutes(deps));
  app.route('/', contactRoutes(deps));
  if (options.devRoutes === true) app.route('/_dev', devRoutes(deps));
  // The contract names this API's own origin as the base URL of all three APIs.
  const contract = (origin: string) => buildOpenApiDocument(app, { servers: { users: origin } });
  if (options.docs === true) app.route('/', docsRoutes(contract));

  app.notFound(notFound);
  app.onError(onError);
  return app;
}
