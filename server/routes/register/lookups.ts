// /api/users — what the fixed registration offers; public, per company link:
//   GET /register/lookups/:name_business/:rgs → { data: { business: { name_business,
//       display_name, task_product }, regions, vehicles, schedules, profiles } }
// Communes come per region from GET /general-data/get-filtered-communes/:region. `profiles` are
// the ones the company offers; the page limits them to profile 7 when `task_product` is set.
// An unknown link answers 404 with the invalid-link text.
import { Hono } from 'hono';
import { BUSINESS_PROFILES, REGIONS, SCHEDULES, TASK_PROFILE_ID, VEHICLES } from '../../../src/lib/reference/index.ts';
import { TenantLinkParamsSchema } from '../../../src/lib/contract/register.ts';
import type { AppDeps } from '../../deps.ts';
import { routeParams } from '../../lib/validate.ts';
import { REGISTER_MESSAGES } from './messages.ts';
import { offeredProfiles, tenantByLink, type RegistrationTenant } from './tenant.ts';

const linkParams = routeParams(TenantLinkParamsSchema);

/** The offered profiles, plus profile 7 when the task flag asks the page to offer only that one. */
function profilesOf(deps: AppDeps, tenant: RegistrationTenant) {
  const offered = offeredProfiles(deps.db, tenant.id_business);
  if (!tenant.task_product || offered.some((profile) => profile.id_profile === TASK_PROFILE_ID)) return offered;
  return [...offered, ...BUSINESS_PROFILES.filter((profile) => profile.id_profile === TASK_PROFILE_ID)];
}

export function lookupRoutes(deps: AppDeps) {
  return new Hono().get('/register/lookups/:name_business/:rgs', linkParams, (c) => {
    const { name_business, rgs } = c.req.valid('param');
    const tenant = tenantByLink(deps.db, name_business, rgs);
    if (!tenant) return c.json({ message: REGISTER_MESSAGES.invalidLink }, 404);
    return c.json({
      data: {
        business: {
          name_business: tenant.name_business,
          display_name: tenant.display_name,
          task_product: tenant.task_product,
        },
        regions: REGIONS.map(({ id_region, name_region }) => ({ id_region, name_region })),
        vehicles: VEHICLES,
        schedules: SCHEDULES,
        profiles: profilesOf(deps, tenant),
      },
    });
  });
}
