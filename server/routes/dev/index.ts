// /_dev — the local API's development helpers (outbox, power token, reset, jobs), mounted by app.ts only
// with createApp({ devRoutes: true }); no other backend has them.
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { devJobRoutes } from './jobs.ts';
import { devToolRoutes } from './tools.ts';

export function devRoutes(deps: AppDeps) {
  return new Hono().route('/', devToolRoutes(deps)).route('/', devJobRoutes(deps));
}
