// The demo job postings: realistic titles spread over every zone, many regions and communes,
// every schedule and several vehicles, so filters and pagination (10 a page) have work to do.
import { REGION_ID, VEHICLE_ID } from '../../src/lib/reference/index.ts';

export type PostingKind = 'reparto' | 'carga' | 'mensajeria' | 'peoneta' | 'traslado';

export interface PostingSpec {
  readonly title: string;
  readonly kind: PostingKind;
  readonly vehicle: number;
  /** Capacity in kg for vehicles that have capacities; null otherwise. */
  readonly kg: number | null;
  readonly region: number;
  readonly commune: string;
  readonly schedule: 1 | 2 | 3 | 6;
  /** Pay per unit (package, trip or shift) in CLP. */
  readonly pawn: number;
  readonly owner: 'company' | 'companySur';
  readonly active?: false;
}

const { furgon, auto, moto, camion, camionTresCuartos, suv, camioneta } = VEHICLE_ID;

type Row = readonly [string, PostingKind, number, number | null, number, string, 1 | 2 | 3 | 6, number];

const ANDES: readonly Row[] = [
  ['Conductor de furgón reparto última milla', 'reparto', furgon, 1000, REGION_ID.metropolitana, 'Santiago', 1, 1100],
  ['Peoneta para camión 3/4', 'peoneta', camionTresCuartos, 1700, REGION_ID.metropolitana, 'Quilicura', 1, 25000],
  [
    'Conductor de camión 3/4 distribución mayorista',
    'carga',
    camionTresCuartos,
    2000,
    REGION_ID.metropolitana,
    'Pudahuel',
    6,
    65000,
  ],
  ['Motorista para despacho de farmacia', 'mensajeria', moto, null, REGION_ID.metropolitana, 'Las Condes', 2, 1800],
  ['Conductor con furgón propio para e-commerce', 'reparto', furgon, 1500, REGION_ID.metropolitana, 'Maipú', 3, 1200],
  [
    'Repartidor en auto para comida preparada',
    'mensajeria',
    auto,
    null,
    REGION_ID.metropolitana,
    'Providencia',
    2,
    1500,
  ],
  [
    'Conductor de camión rampla para centro de distribución',
    'carga',
    camion,
    10000,
    REGION_ID.metropolitana,
    'San Bernardo',
    6,
    120000,
  ],
  ['Peoneta reparto de bebidas', 'peoneta', camion, 5000, REGION_ID.metropolitana, 'Puente Alto', 1, 28000],
  ['Conductor de camioneta para ferretería', 'reparto', camioneta, null, REGION_ID.metropolitana, 'Ñuñoa', 1, 45000],
  ['Conductor ejecutivo en SUV', 'traslado', suv, null, REGION_ID.metropolitana, 'Vitacura', 3, 18000],
  ['Conductor de furgón refrigerado', 'reparto', furgon, 1200, REGION_ID.valparaiso, 'Viña del Mar', 1, 1300],
  ['Peoneta para mudanzas', 'peoneta', camion, 3500, REGION_ID.valparaiso, 'Valparaíso', 6, 30000],
  ['Motorista mensajería documentos', 'mensajeria', moto, null, REGION_ID.valparaiso, 'Quilpué', 2, 2000],
  [
    'Conductor de camión 3/4 ruta costera',
    'carga',
    camionTresCuartos,
    1500,
    REGION_ID.valparaiso,
    'San Antonio',
    3,
    58000,
  ],
  ['Conductor reparto última milla Rancagua', 'reparto', furgon, 700, REGION_ID.ohiggins, 'Rancagua', 1, 1000],
  ['Conductor de camión para agroindustria', 'carga', camion, 7000, REGION_ID.maule, 'Talca', 6, 95000],
  ['Peoneta centro de distribución Curicó', 'peoneta', camionTresCuartos, 1200, REGION_ID.maule, 'Curicó', 2, 24000],
  ['Conductor de furgón Concepción', 'reparto', furgon, 1000, REGION_ID.biobio, 'Concepción', 1, 1150],
  ['Conductor de camioneta para repuestos', 'reparto', camioneta, null, REGION_ID.biobio, 'Talcahuano', 3, 42000],
  ['Repartidor en auto Chillán', 'mensajeria', auto, null, REGION_ID.nuble, 'Chillán', 2, 1400],
  ['Conductor minero de camioneta 4x4', 'traslado', camioneta, null, REGION_ID.antofagasta, 'Calama', 6, 70000],
  ['Conductor de furgón Antofagasta', 'reparto', furgon, 1500, REGION_ID.antofagasta, 'Antofagasta', 1, 1350],
  ['Motorista reparto La Serena', 'mensajeria', moto, null, REGION_ID.coquimbo, 'La Serena', 2, 1600],
  ['Conductor de camión Iquique zona franca', 'carga', camion, 2000, REGION_ID.tarapaca, 'Iquique', 6, 85000],
  ['Peoneta reparto Copiapó', 'peoneta', furgon, 9999, REGION_ID.atacama, 'Copiapó', 1, 22000],
  ['Conductor de auto para traslado de personal', 'traslado', auto, null, REGION_ID.aricaParinacota, 'Arica', 3, 16000],
  ['Conductor de furgón Temuco', 'reparto', furgon, 1200, REGION_ID.araucania, 'Temuco', 1, 1050],
  ['Conductor de camión para salmonera', 'carga', camion, 99999, REGION_ID.losLagos, 'Puerto Montt', 6, 110000],
];

const SUR: readonly Row[] = [
  ['Conductor de camión 3/4 Valdivia', 'carga', camionTresCuartos, 99999, REGION_ID.losRios, 'Valdivia', 1, 60000],
  ['Peoneta para bodega Osorno', 'peoneta', camionTresCuartos, 1500, REGION_ID.losLagos, 'Osorno', 2, 23000],
  ['Conductor de camioneta Coyhaique', 'reparto', camioneta, null, REGION_ID.aysen, 'Coyhaique', 3, 50000],
  ['Conductor de furgón Punta Arenas', 'reparto', furgon, 1000, REGION_ID.magallanes, 'Punta Arenas', 6, 1400],
  ['Conductor de furgón Los Ángeles', 'reparto', furgon, 700, REGION_ID.biobio, 'Los Ángeles', 1, 1000],
];

function toSpec(owner: PostingSpec['owner']) {
  return ([title, kind, vehicle, kg, region, commune, schedule, pawn]: Row): PostingSpec => ({
    title,
    kind,
    vehicle,
    kg,
    region,
    commune,
    schedule,
    pawn,
    owner,
  });
}

/** Oldest first; the last two are inactive (closed) and never listed on the home page. */
export const POSTINGS: readonly PostingSpec[] = [
  ...ANDES.map(toSpec('company')),
  ...SUR.map(toSpec('companySur')),
  {
    ...toSpec('company')([
      'Conductor temporada navideña (cerrada)',
      'reparto',
      furgon,
      1000,
      REGION_ID.metropolitana,
      'Santiago',
      3,
      1200,
    ]),
    active: false,
  },
  {
    ...toSpec('companySur')([
      'Peoneta inventario anual (cerrada)',
      'peoneta',
      camion,
      2000,
      REGION_ID.losRios,
      'Valdivia',
      1,
      20000,
    ]),
    active: false,
  },
];

export const DESCRIPTIONS: Record<PostingKind, { readonly description: string; readonly requirements: string }> = {
  reparto: {
    description:
      'Buscamos conductor(a) para ruta de reparto de paquetería a domicilio. La ruta se asigna cada mañana desde nuestro centro de distribución y se paga por bulto entregado.',
    requirements:
      'Licencia clase B al día. Vehículo con revisión técnica y SOAP vigentes. Celular con datos para la aplicación de rutas. Certificado de antecedentes.',
  },
  carga: {
    description:
      'Se requiere conductor(a) para transporte de carga entre bodegas y clientes mayoristas. Pago por viaje completado, con carga y descarga asistida.',
    requirements:
      'Licencia profesional A4 o A5 según el vehículo. Experiencia mínima de 2 años en carga. Hoja de vida del conductor sin infracciones graves.',
  },
  mensajeria: {
    description:
      'Únete a nuestro equipo de mensajería urbana para despachos rápidos dentro de la comuna. Pago por envío entregado y bonos por alta demanda.',
    requirements:
      'Licencia clase C o B según el vehículo. Casco y elementos de seguridad. Conocimiento de la comuna y sus alrededores.',
  },
  peoneta: {
    description:
      'Buscamos peoneta para apoyar al conductor en carga, descarga y entrega de productos. Pago por jornada trabajada.',
    requirements:
      'Buena condición física. Puntualidad y trabajo en equipo. Certificado de antecedentes. Deseable curso de manipulación de cargas.',
  },
  traslado: {
    description:
      'Se necesita conductor(a) para traslado de personas en vehículo de la empresa o propio. Pago por turno o servicio realizado.',
    requirements:
      'Licencia clase B con al menos 3 años de antigüedad. Excelente trato con clientes. Sin anotaciones en la hoja de vida del conductor.',
  },
};
