// How long the servers of this repository (the local API and the static server) wait for a client:
// a request whose headers have not arrived in 10 s, a connection silent for 30 s (a body that stops
// arriving), or a request still arriving after 5 minutes is closed, instead of being held open
// with Node's defaults (a minute for headers, five for a request, no limit on silence). Five
// minutes lets a 64 MB upload through on a slow mobile line as long as it keeps moving. A proxy in
// front should use the same or shorter limits: see docs/deploying-timeouts.md.
import type { Server, ServerOptions } from 'node:http';

export interface ServerTimeouts {
  /** Until the request's headers are complete. */
  readonly headersMs: number;
  /** Until the whole request (headers and body) has arrived. */
  readonly requestMs: number;
  /** Silence on the connection (no byte in either direction) before it is closed. */
  readonly idleMs: number;
  /** How long a kept-alive connection waits for its next request. */
  readonly keepAliveMs: number;
  /** How often Node checks the headers and request limits (it checks on an interval). */
  readonly checkEveryMs: number;
}

export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 10_000,
  requestMs: 300_000,
  idleMs: 30_000,
  keepAliveMs: 5_000,
  checkEveryMs: 1_000,
};

/** Options for `http.createServer` (the checking interval can only be set there). */
export function timeoutOptions(timeouts: ServerTimeouts = SERVER_TIMEOUTS): ServerOptions {
  return {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
}

/** Closes connections that stay silent for `idleMs` (no 'timeout' listener: Node destroys the socket). */
export function closeSilentConnections(server: Server, timeouts: ServerTimeouts = SERVER_TIMEOUTS): Server {
  server.timeout = timeouts.idleMs;
  return server;
}
