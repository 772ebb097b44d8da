// The registration routes of the local API, composed for one mount at '/' in app.ts:
//   /api/users/validate-{email,rut,phone}-user, /api/users/register/lookups/…, /api/users/register
//   /forms/register/{active,page,all,submit}
//   /geocoder/search (Nominatim-compatible, bundled Chilean addresses)
// (POST /api/users/validate-business-register lives in routes/registration.ts.)
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { checkRoutes } from './checks.ts';
import { formRoutes } from './forms.ts';
import { geocoderRoutes } from './geocoder.ts';
import { lookupRoutes } from './lookups.ts';
import { registerUserRoutes } from './register-user.ts';
import { submitRoutes } from './submit.ts';

export function workerRegistrationRoutes(deps: AppDeps) {
  return new Hono()
    .route('/api/users', checkRoutes(deps))
    .route('/api/users', lookupRoutes(deps))
    .route('/api/users', registerUserRoutes(deps))
    .route('/forms/register', formRoutes(deps))
    .route('/forms/register', submitRoutes(deps))
    .route('/geocoder', geocoderRoutes());
}
