// Starts the local API's HTTP server with the limits that close stalled requests (lib/timeouts.ts).
import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Hono } from 'hono';
import { SERVER_TIMEOUTS, closeSilentConnections, timeoutOptions, type ServerTimeouts } from './lib/timeouts.ts';

export interface ListenAddress {
  readonly port: number;
  readonly hostname: string;
}

/** Listens on `where`; resolves with the server once it is listening. */
export function listenApi(
  app: Hono,
  where: ListenAddress,
  timeouts: ServerTimeouts = SERVER_TIMEOUTS,
): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve(
      { fetch: app.fetch, port: where.port, hostname: where.hostname, serverOptions: timeoutOptions(timeouts) },
      () => resolve(closeSilentConnections(server as Server, timeouts)),
    );
  });
}
