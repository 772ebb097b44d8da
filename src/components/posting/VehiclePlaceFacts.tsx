// The two facts a posting leads with, for the worker and the company alike: the vehicle (with its
// capacity) and the place, as term and description pairs inside the caller's <dl>.
import { placeText, vehicleText, type VehicleFacts } from '@/lib/format/index.ts';

interface VehiclePlaceFactsProps {
  readonly posting: VehicleFacts & { readonly name_commune: string | null; readonly name_region: string | null };
}

export function VehiclePlaceFacts({ posting }: VehiclePlaceFactsProps) {
  return (
    <>
      <div>
        <dt>Vehículo</dt>
        <dd>{vehicleText(posting)}</dd>
      </div>
      <div>
        <dt>Lugar</dt>
        <dd>{placeText(posting)}</dd>
      </div>
    </>
  );
}
