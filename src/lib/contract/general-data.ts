// What the general-data calls send in their path (data API, public):
//   GET /general-data/get-filtered-regions/{param}   regions of zone `param`
//   GET /general-data/get-filtered-communes/{param}  communes of region `param`
import * as v from 'valibot';
import { numericParam } from './params.ts';

export const ReferenceParamsSchema = v.object({ param: numericParam() });
