// One log line per request: method, the matched route (its pattern, never the path or the query
// string, which may carry a token), status, milliseconds, the request id and the client address.
// The request id is the caller's X-Request-Id when it is well formed (letters, digits and . _ : -,
// at most 128), so a proxy's id follows the request through; otherwise a new one. Either way the
// answer carries it back in X-Request-Id.
import { randomUUID } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { routePath } from 'hono/route';
import { clientAddress } from './client-address.ts';
import type { Logger } from './log.ts';

export const REQUEST_ID_HEADER = 'X-Request-Id';
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's id when well formed, else a new one. */
export function requestIdOf(given: string | undefined): string {
  return given !== undefined && WELL_FORMED.test(given) ? given : randomUUID();
}

export function requestLog(logger: Logger) {
  return createMiddleware(async (c, next) => {
    const id = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    const started = performance.now();
    try {
      await next();
    } finally {
      c.res.headers.set(REQUEST_ID_HEADER, id);
      const ms = Math.round((performance.now() - started) * 10) / 10;
      logger.info(
        { reqId: id, method: c.req.method, route: routePath(c), status: c.res.status, ms, client: clientAddress(c) },
        'request',
      );
    }
  });
}
