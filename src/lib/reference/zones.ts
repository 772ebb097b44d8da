// Reference data: the three geographic zones that group Chile's regions.

export interface Zone {
  readonly id_zone: number;
  readonly name_zone: string;
}

export const ZONE_NORTE_ID = 1;
export const ZONE_CENTRO_ID = 2;
export const ZONE_SUR_ID = 3;

export const ZONES: readonly Zone[] = [
  { id_zone: ZONE_NORTE_ID, name_zone: 'Zona Norte' },
  { id_zone: ZONE_CENTRO_ID, name_zone: 'Zona Centro' },
  { id_zone: ZONE_SUR_ID, name_zone: 'Zona Sur' },
];
