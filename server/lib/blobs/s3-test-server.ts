// An S3-compatible server for tests (s3rver): on a free loopback port, keeping its objects in a
// temporary folder, with one empty bucket. Its credentials are s3rver's fixed test ones.
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from './s3.ts';

export interface TestS3Server {
  readonly settings: S3Settings;
  readonly close: () => Promise<void>;
}

export async function startTestS3Server(bucket = 'enlista-prueba'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'enlista-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${address.port}`,
      bucket,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      // Clients keep their connections alive; a test server closes them rather than wait.
      (server as unknown as { httpServer?: Server }).httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
