// Reference data: the commune type and lookups over the bundled commune table.
import { COMMUNES } from './communes-data.ts';

export interface Commune {
  readonly id_commune: number;
  readonly name_commune: string;
  readonly id_region: number;
}

export { COMMUNES };

export function communesOfRegion(regionId: number): readonly Commune[] {
  return COMMUNES.filter((commune) => commune.id_region === regionId);
}

export function findCommune(communeId: number): Commune | undefined {
  return COMMUNES.find((commune) => commune.id_commune === communeId);
}
