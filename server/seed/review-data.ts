// The demo of the document review: each company's required documents per profile it offers, and
// what some registrants of each company have uploaded and how it was decided, so that 'Por revisar'
// holds documents from several workers (oldest first: the main worker's among them), and the
// registered profiles show every documentation state (completa, incompleta, con rechazos, por
// vencer, vencida). Times count back from the moment the demo is seeded; expiry days from its day.
import { SUGGESTED_REQUIRED_DOCUMENTS } from '../../src/lib/reference/index.ts';
import type { DemoTenantKey } from './demo.ts';
import type { FileStatus } from './documents-data.ts';

/** Required documents by profile name, per company. */
export const REQUIREMENTS: Record<DemoTenantKey, Readonly<Record<string, readonly string[]>>> = {
  andes: {
    Conductor: SUGGESTED_REQUIRED_DOCUMENTS[1] ?? [],
    Peoneta: SUGGESTED_REQUIRED_DOCUMENTS[2] ?? [],
    Vendedor: SUGGESTED_REQUIRED_DOCUMENTS[3] ?? [],
    Picker: SUGGESTED_REQUIRED_DOCUMENTS[4] ?? [],
  },
  sur: {
    Conductor: [
      'cedula_identidad_frontal',
      'cedula_identidad_posterior',
      'licencia_conducir',
      'certificado_antecedentes',
      'padron_vehiculo',
      'revision_tecnica',
      'seguro_obligatorio',
    ],
    Peoneta: ['cedula_identidad_frontal', 'cedula_identidad_posterior', 'certificado_antecedentes'],
    Picker: ['cedula_identidad_frontal', 'cedula_identidad_posterior', 'certificado_antecedentes'],
  },
};

export interface UploadSpec {
  readonly purpose: string;
  readonly status: FileStatus;
  /** Uploaded this many hours before the seed (after the registrant signed up). */
  readonly hoursAgo: number;
  /** Approved documents of a type that expires: days from the seed's day to the expiry (default 400). */
  readonly expiresInDays?: number;
  readonly rejection?: { readonly code: string; readonly detail: string };
}

const pending = (hoursAgo: number, ...purposes: string[]): UploadSpec[] =>
  purposes.map((purpose) => ({ purpose, status: 'PENDING', hoursAgo }));
const accepted = (hoursAgo: number, ...purposes: string[]): UploadSpec[] =>
  purposes.map((purpose) => ({ purpose, status: 'ACCEPTED', hoursAgo }));

const DRIVER = SUGGESTED_REQUIRED_DOCUMENTS[1] ?? [];
const ID_CARD = ['cedula_identidad_frontal', 'cedula_identidad_posterior'];

/** Uploads by registrant ('Firstname Lastname' of registrants-data.ts), per company. */
export const REGISTRANT_UPLOADS: Record<DemoTenantKey, Readonly<Record<string, readonly UploadSpec[]>>> = {
  andes: {
    'Renata Lagos': pending(1, ...ID_CARD),
    'Maximiliano Orellana': pending(20, 'licencia_conducir', ...ID_CARD),
    'Gaspar Riquelme': [
      ...accepted(66, ...ID_CARD, 'licencia_conducir'),
      ...pending(60, 'padron_vehiculo', 'permiso_circulacion', 'seguro_obligatorio'),
    ],
    'Felipe Álvarez': [...accepted(130, ...ID_CARD, 'licencia_conducir'), ...pending(120, 'certificado_antecedentes')],
    'Lucas Valenzuela': accepted(220, ...DRIVER),
    'Matías Figueroa': [
      ...accepted(340, ...DRIVER.filter((purpose) => purpose !== 'revision_tecnica')),
      { purpose: 'revision_tecnica', status: 'ACCEPTED', hoursAgo: 340, expiresInDays: 12 },
    ],
    'Vicente Núñez': [
      ...accepted(680, ...DRIVER.filter((purpose) => purpose !== 'seguro_obligatorio')),
      { purpose: 'seguro_obligatorio', status: 'ACCEPTED', hoursAgo: 680, expiresInDays: -5 },
    ],
    'Agustina Sandoval': [
      ...accepted(280, ...ID_CARD, 'certificado_domicilio', 'certificado_afp'),
      {
        purpose: 'certificado_antecedentes',
        status: 'REJECTED',
        hoursAgo: 280,
        rejection: { code: 'documento_vencido', detail: 'Fue emitido hace más de 60 días: pide uno nuevo.' },
      },
    ],
    'Emilia Cortés': accepted(180, ...(SUGGESTED_REQUIRED_DOCUMENTS[4] ?? [])),
  },
  sur: {
    'Carolina Navarrete': pending(80, ...ID_CARD, 'licencia_conducir'),
    'Pablo Saavedra': [...accepted(390, ...ID_CARD, 'licencia_conducir'), ...pending(300, 'certificado_antecedentes')],
  },
};
