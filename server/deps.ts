// What route modules receive from the composition root: storage, secrets, origins and the clock.
import type { Database } from './db/database.ts';
import type { OutboxChannel } from './db/outbox.ts';
import type { Job } from './jobs/scheduler.ts';
import type { BlobStore } from './lib/blobs/store.ts';

export interface AppDeps {
  readonly db: Database;
  /** Where uploaded, generated and seeded files are kept: `${DATA_DIR}/files` or a bucket. */
  readonly blobs: BlobStore;
  /** The site origin used in links; the first of `allowedOrigins`. */
  readonly siteOrigin: string;
  /** Origins allowed by CORS (with credentials). */
  readonly allowedOrigins: readonly string[];
  readonly jwtSecret: string;
  readonly powerJwtSecret: string;
  /** Keys the HMAC of the one-time signing codes; a secret of its own, so one leak is not two. */
  readonly signingCodeSecret: string;
  readonly now: () => Date;
  /** Channels a transport delivers in this process; a pending message of another reads 'held'. */
  readonly liveChannels?: readonly OutboxChannel[];
  /** The scheduled jobs, which /_dev/jobs/{name}/run can ask for (jobs/index.ts). */
  readonly jobs?: readonly Job[];
  /** This process among the API instances, as job runs record it. */
  readonly instance?: string;
}

export const DEV_JWT_SECRET = 'enlista-local-dev-jwt-secret';
export const DEV_POWER_JWT_SECRET = 'enlista-local-dev-power-secret';
export const DEV_SIGNING_CODE_SECRET = 'enlista-local-dev-signing-code-secret';
export const DEFAULT_SITE_ORIGIN = 'http://localhost:4321';
