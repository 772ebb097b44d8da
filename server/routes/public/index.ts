// What anyone may call without a session, composed for one mount at '/' in app.ts:
//   /general-data/…                 reference data and the home page's job list (general-data.ts)
//   /public-files/:folder/:name     company logos and profile photos (public-files.ts)
//   /contact/…, /business/register, /business/contact-business   the public forms (contact.ts)
//   /geocoder/search                address suggestions over bundled Chilean addresses (geocoder.ts)
//   /api/users/create-power-simple  the simple power, behind its own signed link token (power.ts)
//   /api/users/power-simple/…       where that power stands, from the driver's link (power-status.ts)
//   /api/public/verify/:code        a signed document checked by its code (verify.ts)
//   /api/public/power-signing/…     the owner signs the power from a single-use link (power-signing.ts)
//   /api/public/job-postings/:id    a shared posting, its company and its other postings (shared-postings.ts)
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { contactRoutes } from './contact.ts';
import { generalDataRoutes } from './general-data.ts';
import { geocoderRoutes } from './geocoder.ts';
import { powerSigningRoutes } from './power-signing.ts';
import { powerStatusRoutes } from './power-status.ts';
import { powerRoutes } from './power.ts';
import { publicFileRoutes } from './public-files.ts';
import { sharedPostingRoutes } from './shared-postings.ts';
import { verifyRoutes } from './verify.ts';

export function publicRoutes(deps: AppDeps) {
  return new Hono()
    .route('/general-data', generalDataRoutes(deps))
    .route('/public-files', publicFileRoutes(deps))
    .route('/', contactRoutes(deps))
    .route('/geocoder', geocoderRoutes())
    .route('/api/users', powerRoutes(deps))
    .route('/api/users', powerStatusRoutes(deps))
    .route('/api/public', verifyRoutes(deps))
    .route('/api/public', powerSigningRoutes(deps))
    .route('/api/public', sharedPostingRoutes(deps));
}
