// Worker registration through a company's link, composed for one mount at '/' in app.ts:
//   /api/users/validate-business-register/…  whether the link is real (business-link.ts)
//   /api/users/validate-{email,rut,phone}-user, /api/users/register/lookups/…, /api/users/register
//   /forms/register/{active,page,all,submit}  the dynamic registration
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { businessLinkRoutes } from './business-link.ts';
import { checkRoutes } from './checks.ts';
import { formRoutes } from './forms.ts';
import { lookupRoutes } from './lookups.ts';
import { registerUserRoutes } from './register-user.ts';
import { submitRoutes } from './submit.ts';

export function registerRoutes(deps: AppDeps) {
  return new Hono()
    .route('/api/users', businessLinkRoutes(deps))
    .route('/api/users', checkRoutes(deps))
    .route('/api/users', lookupRoutes(deps))
    .route('/api/users', registerUserRoutes(deps))
    .route('/forms/register', formRoutes(deps))
    .route('/forms/register', submitRoutes(deps));
}
