import { describe, expect, it } from 'vitest';
import { COMMUNES, communesOfRegion, findCommune } from './communes.ts';
import { REGION_ID, REGIONS } from './regions.ts';

const EXPECTED_COUNTS: Record<keyof typeof REGION_ID, number> = {
  aricaParinacota: 4,
  tarapaca: 7,
  antofagasta: 9,
  atacama: 9,
  coquimbo: 15,
  valparaiso: 38,
  metropolitana: 52,
  ohiggins: 33,
  maule: 30,
  nuble: 21,
  biobio: 33,
  araucania: 32,
  losRios: 12,
  losLagos: 30,
  aysen: 10,
  magallanes: 11,
};

function regionOf(name: string): number | undefined {
  return COMMUNES.find((commune) => commune.name_commune === name)?.id_region;
}

describe('communes', () => {
  it('bundles all 346 communes of Chile', () => {
    expect(COMMUNES).toHaveLength(346);
  });

  it('gives every commune a unique id in steps of 10', () => {
    const ids = COMMUNES.map((commune) => commune.id_commune);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id > 0 && id % 10 === 0)).toBe(true);
  });

  it('never repeats a commune name within a region', () => {
    for (const region of REGIONS) {
      const names = communesOfRegion(region.id_region).map((commune) => commune.name_commune);
      expect(new Set(names).size, region.name_region).toBe(names.length);
    }
  });

  it('links every commune to a known region and every region has communes', () => {
    const regionIds = new Set(REGIONS.map((region) => region.id_region));
    expect(COMMUNES.every((commune) => regionIds.has(commune.id_region))).toBe(true);
    for (const region of REGIONS) expect(communesOfRegion(region.id_region).length).toBeGreaterThan(0);
  });

  it.each(Object.entries(EXPECTED_COUNTS))('has the real number of communes in %s', (key, count) => {
    expect(communesOfRegion(REGION_ID[key as keyof typeof REGION_ID])).toHaveLength(count);
  });

  it('places Santiago and Las Condes under Metropolitana', () => {
    expect(regionOf('Santiago')).toBe(REGION_ID.metropolitana);
    expect(regionOf('Las Condes')).toBe(REGION_ID.metropolitana);
  });

  it('places Chillán under Ñuble, Valdivia under Los Ríos and Arica under Arica y Parinacota', () => {
    expect(regionOf('Chillán')).toBe(REGION_ID.nuble);
    expect(regionOf('Valdivia')).toBe(REGION_ID.losRios);
    expect(regionOf('Arica')).toBe(REGION_ID.aricaParinacota);
    expect(regionOf('Concepción')).toBe(REGION_ID.biobio);
  });

  it('keeps Spanish spelling with accents and ñ', () => {
    const names = COMMUNES.map((commune) => commune.name_commune);
    expect(names).toEqual(expect.arrayContaining(['Ñuñoa', 'Peñalolén', 'Maipú', 'Ollagüe', 'Río Ibáñez']));
  });

  it('finds a commune by id and returns undefined for an unknown id', () => {
    expect(findCommune(10)?.name_commune).toBe('Iquique');
    expect(findCommune(5)).toBeUndefined();
  });
});
