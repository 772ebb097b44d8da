// A small bundled set of Chilean street addresses for the local geocoder, so that address
// suggestions work in development and tests without any network. Coordinates are approximate.

export interface BundledAddress {
  readonly road: string;
  readonly house_number: string;
  readonly city: string;
  readonly state: string;
  readonly postcode: string;
  readonly lat: number;
  readonly lon: number;
}

const RM = 'Región Metropolitana de Santiago';
const VALPO = 'Región de Valparaíso';
const BIOBIO = 'Región del Biobío';

const row = (
  road: string,
  house_number: string,
  city: string,
  state: string,
  postcode: string,
  lat: number,
  lon: number,
): BundledAddress => ({ road, house_number, city, state, postcode, lat, lon });

export const BUNDLED_ADDRESSES: readonly BundledAddress[] = [
  row('Avenida Libertador Bernardo O’Higgins', '1449', 'Santiago', RM, '8320000', -33.4445, -70.6542),
  row('Avenida Libertador Bernardo O’Higgins', '3363', 'Estación Central', RM, '9170022', -33.4522, -70.6838),
  row('Calle Huérfanos', '1160', 'Santiago', RM, '8320149', -33.4393, -70.6527),
  row('Calle Agustinas', '1070', 'Santiago', RM, '8320297', -33.4405, -70.6536),
  row('Avenida Matta', '525', 'Santiago', RM, '8360096', -33.4671, -70.6428),
  row('Avenida Providencia', '2124', 'Providencia', RM, '7510000', -33.4206, -70.6053),
  row('Avenida Providencia', '1208', 'Providencia', RM, '7500000', -33.429, -70.618),
  row('Avenida Pedro de Valdivia', '555', 'Providencia', RM, '7500000', -33.43, -70.603),
  row('Avenida Apoquindo', '3000', 'Las Condes', RM, '7550000', -33.4166, -70.6012),
  row('Avenida Apoquindo', '6410', 'Las Condes', RM, '7560903', -33.4086, -70.5692),
  row('Avenida Vitacura', '2939', 'Las Condes', RM, '7550011', -33.4078, -70.5985),
  row('Avenida Kennedy', '9001', 'Las Condes', RM, '7560356', -33.3924, -70.5465),
  row('Avenida Vicuña Mackenna', '4860', 'Macul', RM, '7820436', -33.4983, -70.616),
  row('Avenida Vicuña Mackenna', '7110', 'La Florida', RM, '8240000', -33.5219, -70.5985),
  row('Avenida La Florida', '9421', 'La Florida', RM, '8260000', -33.5496, -70.5722),
  row('Avenida Irarrázaval', '2401', 'Ñuñoa', RM, '7750000', -33.454, -70.602),
  row('Avenida Grecia', '1500', 'Ñuñoa', RM, '7750000', -33.4645, -70.6089),
  row('Avenida José Pedro Alessandri', '1242', 'Ñuñoa', RM, '7760000', -33.4668, -70.5977),
  row('Avenida Independencia', '1027', 'Independencia', RM, '8380000', -33.417, -70.6564),
  row('Avenida Recoleta', '2774', 'Recoleta', RM, '8420000', -33.401, -70.642),
  row('Avenida Pajaritos', '3030', 'Maipú', RM, '9250000', -33.4873, -70.748),
  row('Avenida Cinco de Abril', '33', 'Maipú', RM, '9250000', -33.51, -70.757),
  row('Avenida Américo Vespucio', '1501', 'Cerrillos', RM, '9200000', -33.495, -70.708),
  row('Avenida Concha y Toro', '1820', 'Puente Alto', RM, '8150000', -33.589, -70.58),
  row('Avenida Gran Avenida José Miguel Carrera', '5340', 'San Miguel', RM, '8900000', -33.496, -70.651),
  row('Avenida Santa Rosa', '7850', 'La Granja', RM, '8780000', -33.536, -70.633),
  row('Avenida San Pablo', '9150', 'Pudahuel', RM, '9020000', -33.44, -70.745),
  row('Avenida Departamental', '1455', 'San Joaquín', RM, '8940000', -33.503, -70.628),
  row('Avenida El Bosque Norte', '500', 'Las Condes', RM, '7550000', -33.415, -70.605),
  row('Camino Lo Boza', '120', 'Pudahuel', RM, '9020000', -33.402, -70.766),
  row('Avenida Brasil', '2950', 'Valparaíso', VALPO, '2340000', -33.0455, -71.612),
  row('Avenida Pedro Montt', '2060', 'Valparaíso', VALPO, '2340000', -33.048, -71.609),
  row('Avenida Libertad', '1100', 'Viña del Mar', VALPO, '2520000', -33.015, -71.55),
  row('Avenida Valparaíso', '500', 'Viña del Mar', VALPO, '2520000', -33.0245, -71.555),
  row('Avenida O’Higgins', '940', 'Concepción', BIOBIO, '4030000', -36.827, -73.05),
  row('Avenida Paicaví', '2080', 'Concepción', BIOBIO, '4030000', -36.815, -73.043),
  row('Avenida Colón', '3000', 'Talcahuano', BIOBIO, '4260000', -36.735, -73.105),
  row('Calle Picarte', '1530', 'Valdivia', 'Región de Los Ríos', '5090000', -39.822, -73.233),
  row('Avenida Alemania', '0671', 'Temuco', 'Región de La Araucanía', '4780000', -38.735, -72.61),
  row('Avenida Diego Portales', '750', 'Puerto Montt', 'Región de Los Lagos', '5480000', -41.472, -72.94),
  row('Avenida Grecia', '1260', 'Antofagasta', 'Región de Antofagasta', '1240000', -23.66, -70.4),
  row('Avenida Arturo Prat', '2120', 'Iquique', 'Región de Tarapacá', '1100000', -20.233, -70.145),
  row('Avenida Francisco de Aguirre', '300', 'La Serena', 'Región de Coquimbo', '1700000', -29.904, -71.255),
  row('Calle 1 Sur', '1090', 'Talca', 'Región del Maule', '3460000', -35.427, -71.665),
  row(
    'Avenida Libertador Bernardo O’Higgins',
    '611',
    'Rancagua',
    'Región del Libertador General Bernardo O’Higgins',
    '2820000',
    -34.17,
    -70.74,
  ),
  row('Avenida Collín', '565', 'Chillán', 'Región de Ñuble', '3780000', -36.607, -72.103),
];
