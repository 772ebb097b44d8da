// /general-data: public reference data and the home page's job list.
//   GET /get-filtered-regions/:param   → { data: Region[] } regions of zone `param`
//   GET /get-filtered-communes/:param  → { data: Commune[] } communes of region `param`
//   GET /get-all-datas-filters         → { data: { zones, regions, communes, vehicles, capacities, schedules } }
//   GET /get-jobpostings-home          → { data: Posting[] } newest active postings (8)
// `param` must be digits (else 400 { message: ['Parámetro inválido'] }); an unknown id gives an
// empty list. Shapes come from src/lib/reference and src/lib/posting.ts.
import { Hono } from 'hono';
import {
  REGIONS,
  SCHEDULES,
  VEHICLES,
  VEHICLE_CAPACITIES,
  ZONES,
  regionsOfZone,
} from '../../../src/lib/reference/index.ts';
import { COMMUNES, communesOfRegion } from '../../../src/lib/reference/communes.ts';
import { listNewestActivePostings } from '../../db/postings.ts';
import type { AppDeps } from '../../deps.ts';
import { routeParams } from '../../lib/validate.ts';
import { ReferenceParamsSchema } from '../../../src/lib/contract/general-data.ts';

export const HOME_POSTINGS_LIMIT = 8;

const idParam = routeParams(ReferenceParamsSchema);

export function generalDataRoutes(deps: AppDeps) {
  return new Hono()
    .get('/get-filtered-regions/:param', idParam, (c) => {
      return c.json({ data: regionsOfZone(c.req.valid('param').param) });
    })
    .get('/get-filtered-communes/:param', idParam, (c) => {
      return c.json({ data: communesOfRegion(c.req.valid('param').param) });
    })
    .get('/get-all-datas-filters', (c) => {
      return c.json({
        data: {
          zones: ZONES,
          regions: REGIONS,
          communes: COMMUNES,
          vehicles: VEHICLES,
          capacities: VEHICLE_CAPACITIES,
          schedules: SCHEDULES,
        },
      });
    })
    .get('/get-jobpostings-home', (c) => {
      return c.json({ data: listNewestActivePostings(deps.db, HOME_POSTINGS_LIMIT) });
    });
}
