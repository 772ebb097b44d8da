// Reference data: Chile's 16 regions, their fixed ids (1000..16000, following the
// official region numbering) and the zone each belongs to.
import { ZONE_CENTRO_ID, ZONE_NORTE_ID, ZONE_SUR_ID } from './zones.ts';

export interface Region {
  readonly id_region: number;
  readonly name_region: string;
  readonly zone_id: number;
}

export const REGION_ID = {
  tarapaca: 1000,
  antofagasta: 2000,
  atacama: 3000,
  coquimbo: 4000,
  valparaiso: 5000,
  ohiggins: 6000,
  maule: 7000,
  biobio: 8000,
  araucania: 9000,
  losLagos: 10000,
  aysen: 11000,
  magallanes: 12000,
  metropolitana: 13000,
  losRios: 14000,
  aricaParinacota: 15000,
  nuble: 16000,
} as const;

/** North to south, as Chileans list them (ids follow the official numbering, not geography). */
export const REGIONS: readonly Region[] = [
  { id_region: REGION_ID.aricaParinacota, name_region: 'Arica y Parinacota', zone_id: ZONE_NORTE_ID },
  { id_region: REGION_ID.tarapaca, name_region: 'Tarapacá', zone_id: ZONE_NORTE_ID },
  { id_region: REGION_ID.antofagasta, name_region: 'Antofagasta', zone_id: ZONE_NORTE_ID },
  { id_region: REGION_ID.atacama, name_region: 'Atacama', zone_id: ZONE_NORTE_ID },
  { id_region: REGION_ID.coquimbo, name_region: 'Coquimbo', zone_id: ZONE_NORTE_ID },
  { id_region: REGION_ID.valparaiso, name_region: 'Valparaíso', zone_id: ZONE_CENTRO_ID },
  { id_region: REGION_ID.metropolitana, name_region: 'Metropolitana de Santiago', zone_id: ZONE_CENTRO_ID },
  {
    id_region: REGION_ID.ohiggins,
    name_region: "Libertador General Bernardo O'Higgins",
    zone_id: ZONE_CENTRO_ID,
  },
  { id_region: REGION_ID.maule, name_region: 'Maule', zone_id: ZONE_CENTRO_ID },
  { id_region: REGION_ID.nuble, name_region: 'Ñuble', zone_id: ZONE_CENTRO_ID },
  { id_region: REGION_ID.biobio, name_region: 'Biobío', zone_id: ZONE_CENTRO_ID },
  { id_region: REGION_ID.araucania, name_region: 'La Araucanía', zone_id: ZONE_SUR_ID },
  { id_region: REGION_ID.losRios, name_region: 'Los Ríos', zone_id: ZONE_SUR_ID },
  { id_region: REGION_ID.losLagos, name_region: 'Los Lagos', zone_id: ZONE_SUR_ID },
  { id_region: REGION_ID.aysen, name_region: 'Aysén', zone_id: ZONE_SUR_ID },
  { id_region: REGION_ID.magallanes, name_region: 'Magallanes y la Antártica Chilena', zone_id: ZONE_SUR_ID },
];

export function regionsOfZone(zoneId: number): readonly Region[] {
  return REGIONS.filter((region) => region.zone_id === zoneId);
}

export function findRegion(regionId: number): Region | undefined {
  return REGIONS.find((region) => region.id_region === regionId);
}
