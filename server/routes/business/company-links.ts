// /business/company-links — what the company shares so its workers register and sign in: its
// tenant's name and registration group (rgs), from which the site builds the registration link
// and the sign-in link (/register/{name_business}?rgs=…, /login/{name_business}?rgs=…). Only the
// signed-in company's own tenant.
//   GET /company-links → { data: CompanyLinks }
import { Hono } from 'hono';
import type { CompanyLinksAnswer } from '../../../src/lib/contract/business.ts';
import { findTenant } from '../../db/businesses.ts';
import type { AppDeps } from '../../deps.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { BUSINESS_MESSAGES } from './messages.ts';

export function companyLinkRoutes(deps: AppDeps) {
  return new Hono<AuthEnv>().get('/company-links', requireBusiness(deps), (c) => {
    const tenant = findTenant(deps.db, c.get('session').account.id_business);
    if (!tenant) return c.json({ message: BUSINESS_MESSAGES.companyNotFound }, 404);
    const answer: CompanyLinksAnswer = {
      data: { display_name: tenant.display_name, name_business: tenant.name_business, rgs: tenant.rgs },
    };
    return c.json(answer);
  });
}
