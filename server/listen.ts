// Starts the local API's HTTP server with the limits that close stalled requests (lib/timeouts.ts),
// and stops it gracefully: no new connection is accepted, requests in progress finish, and kept-
// alive connections are closed as soon as they fall idle.
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

/**
 * Stops accepting connections and waits for the requests in progress, closing each kept-alive
 * connection once it is idle. Answers true when every request finished within `graceMs`; after
 * that the remaining connections are cut and it answers false.
 */
export function closeGracefully(server: Server, graceMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => {
      clearInterval(idle);
      server.closeAllConnections();
      resolve(false);
    }, graceMs);
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve(true);
    });
    server.closeIdleConnections();
  });
}
