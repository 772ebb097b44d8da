// The demo data's public constants: tenants, accounts and the shared password. Scripts, tests
// and the seed import them from here so nobody hard-codes an e-mail or a password twice.

export const DEMO_PASSWORD = 'Demo12345';

/** Every seeded timestamp is derived from this instant, so a reset always writes the same data. */
export const DEMO_REFERENCE_DATE = '2025-11-03T12:00:00.000Z';

export interface DemoTenant {
  readonly name_business: string;
  readonly display_name: string;
  readonly rgs: string;
  readonly registration_kind: 'fixed' | 'dynamic';
  readonly contact_email: string;
  readonly phone: string;
  readonly brand_slug: string;
  readonly logo: string;
}

export const DEMO_TENANTS = {
  andes: {
    name_business: 'transportes-andes',
    display_name: 'Transportes Andes',
    rgs: 'andes-2025',
    registration_kind: 'fixed',
    contact_email: 'contacto@transportesandes.cl',
    phone: '56227654321',
    brand_slug: 'transportes-andes',
    logo: '/public-files/logos/transportes-andes.png',
  },
  sur: {
    name_business: 'logistica-sur',
    display_name: 'Logística Sur',
    rgs: 'sur-2025',
    registration_kind: 'dynamic',
    contact_email: 'contacto@logisticasur.cl',
    phone: '56412987654',
    brand_slug: 'logistica-sur',
    logo: '/public-files/logos/logistica-sur.png',
  },
} as const satisfies Record<string, DemoTenant>;

export type DemoTenantKey = keyof typeof DEMO_TENANTS;

export interface DemoAccount {
  readonly email: string;
  readonly password: string;
  readonly role: 'User' | 'Business';
  readonly tenant: DemoTenantKey;
  /** Formatted as the site shows it; stored this way (formatRut of the clean value). */
  readonly rut: string | null;
  readonly phone: string;
  readonly firstname: string | null;
  readonly lastname: string | null;
  /** Company display name (role Business only). */
  readonly name: string | null;
  readonly email_verified: boolean;
  readonly requires_email_verification: boolean;
  /** Reference profile names the worker holds, in order (empty for companies). */
  readonly profiles: readonly string[];
}

const worker = {
  role: 'User',
  password: DEMO_PASSWORD,
  name: null,
  email_verified: true,
  requires_email_verification: false,
} as const;

const company = {
  role: 'Business',
  password: DEMO_PASSWORD,
  rut: null,
  firstname: null,
  lastname: null,
  email_verified: true,
  requires_email_verification: false,
  profiles: [],
} as const;

export const DEMO_ACCOUNTS = {
  worker: {
    ...worker,
    email: 'trabajador@demo.cl',
    tenant: 'andes',
    rut: '12.345.678-5',
    phone: '56987654321',
    firstname: 'Camila',
    lastname: 'Rojas',
    profiles: ['Conductor', 'Peoneta'],
  },
  company: {
    ...company,
    email: 'empresa@demo.cl',
    tenant: 'andes',
    phone: '56227654321',
    name: 'Transportes Andes',
  },
  companySur: {
    ...company,
    email: 'empresa.sur@demo.cl',
    tenant: 'sur',
    phone: '56412987654',
    name: 'Logística Sur',
  },
  workerSur: {
    ...worker,
    email: 'trabajador.sur@demo.cl',
    tenant: 'sur',
    rut: '16.543.210-K',
    phone: '56976543218',
    firstname: 'Matías',
    lastname: 'Soto',
    profiles: ['Conductor'],
  },
  verification: {
    ...worker,
    email: 'verifica@demo.cl',
    tenant: 'andes',
    rut: '9.876.543-3',
    phone: '56955566778',
    firstname: 'Valentina',
    lastname: 'Muñoz',
    email_verified: false,
    requires_email_verification: true,
    profiles: ['Peoneta'],
  },
} as const satisfies Record<string, DemoAccount>;

export type DemoAccountKey = keyof typeof DEMO_ACCOUNTS;
