// /api/users — whether a company's registration link is real:
//   POST /validate-business-register/:name_business/:rgs → { data: boolean }
// true only when the pair names a tenant; any other pair is false (200). Segments longer than
// 100 characters answer 400 { message: ['Parámetro inválido'] }.
import { Hono } from 'hono';
import { TenantLinkParamsSchema } from '../../../src/lib/contract/register.ts';
import { findTenantByLink } from '../../db/businesses.ts';
import type { AppDeps } from '../../deps.ts';
import { routeParams } from '../../lib/validate.ts';

const tenantLink = routeParams(TenantLinkParamsSchema);

export function businessLinkRoutes(deps: AppDeps) {
  return new Hono().post('/validate-business-register/:name_business/:rgs', tenantLink, (c) => {
    const { name_business, rgs } = c.req.valid('param');
    return c.json({ data: findTenantByLink(deps.db, name_business, rgs) !== undefined });
  });
}
