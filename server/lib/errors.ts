// The two last-resort handlers: unknown routes (404) and thrown errors. Thrown HTTP errors keep
// their status with a Spanish message; anything else is a 500 without details (logged, never sent).
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { routePath } from 'hono/route';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { log } from './log.ts';
import { API_MESSAGES } from './messages.ts';

export function notFound(c: Context): Response {
  return c.json({ message: API_MESSAGES.notFound }, 404);
}

function messageForStatus(status: number): string {
  if (status === 400) return API_MESSAGES.invalidBody;
  if (status === 404) return API_MESSAGES.notFound;
  if (status === 413) return API_MESSAGES.payloadTooLarge;
  return status < 500 ? API_MESSAGES.invalidRequest : API_MESSAGES.unexpected;
}

export function onError(error: Error, c: Context): Response {
  if (error instanceof HTTPException && error.status < 500) {
    const status: ContentfulStatusCode = error.status;
    return c.json({ message: messageForStatus(status) }, status);
  }
  // The route's pattern, not its path: a path may carry a token.
  log.error({ err: error, method: c.req.method, route: routePath(c) }, 'unexpected error');
  return c.json({ message: API_MESSAGES.unexpected }, 500);
}
