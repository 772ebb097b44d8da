// What anyone may call without a session, composed for one mount at '/' in app.ts:
//   /general-data/…                 reference data and the home page's job list (general-data.ts)
//   /public-files/:folder/:name     company logos and profile photos (public-files.ts)
//   /contact/…, /business/register, /business/contact-business   the public forms (contact.ts)
//   /geocoder/search                address suggestions over bundled Chilean addresses (geocoder.ts)
//   /api/users/create-power-simple  the simple power, behind its own signed link token (power.ts)
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { contactRoutes } from './contact.ts';
import { generalDataRoutes } from './general-data.ts';
import { geocoderRoutes } from './geocoder.ts';
import { powerRoutes } from './power.ts';
import { publicFileRoutes } from './public-files.ts';

export function publicRoutes(deps: AppDeps) {
  return new Hono()
    .route('/general-data', generalDataRoutes(deps))
    .route('/public-files', publicFileRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/geocoder', geocoderRoutes())
    .route('/api/users', powerRoutes(deps));
}
