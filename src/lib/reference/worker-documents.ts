// Reference data: the document types a company can ask of a worker, identified by purpose name
// (the key of the worker's document and of its upload), with the name people read, whether the
// document carries an expiry date (licences, ID cards and the vehicle papers renewed every year or
// so), and the grammatical gender its name takes ('Licencia de conducir aprobada', 'Padrón del
// vehículo aprobado'). The suggested lists are what a company starts from for each job profile.
// The vehicle's registration certificate (padrón) has no expiry date: the vehicle papers that do are
// the circulation permit, the technical inspection and the compulsory insurance.

export type Gender = 'f' | 'm';

export interface WorkerDocumentType {
  readonly purpose_name: string;
  readonly name: string;
  readonly expires: boolean;
  readonly gender: Gender;
}

const type = (purpose_name: string, name: string, expires: boolean, gender: Gender): WorkerDocumentType => ({
  purpose_name,
  name,
  expires,
  gender,
});

export const WORKER_DOCUMENT_TYPES: readonly WorkerDocumentType[] = [
  type('cedula_identidad_frontal', 'Cédula de identidad (frontal)', true, 'f'),
  type('cedula_identidad_posterior', 'Cédula de identidad (posterior)', true, 'f'),
  type('licencia_conducir', 'Licencia de conducir', true, 'f'),
  type('certificado_antecedentes', 'Certificado de antecedentes', false, 'm'),
  type('hoja_vida_conductor', 'Hoja de vida del conductor', false, 'f'),
  type('padron_vehiculo', 'Padrón del vehículo', false, 'm'),
  type('permiso_circulacion', 'Permiso de circulación', true, 'm'),
  type('revision_tecnica', 'Revisión técnica', true, 'f'),
  type('seguro_obligatorio', 'Seguro obligatorio (SOAP)', true, 'm'),
  type('furgon_interior_general', 'Foto interior del furgón', false, 'f'),
  type('certificado_afp', 'Certificado de cotizaciones AFP', false, 'm'),
  type('certificado_domicilio', 'Certificado de domicilio', false, 'm'),
  type('certificado_estudios', 'Certificado de estudios', false, 'm'),
  type('credencial_os10', 'Credencial OS-10', true, 'f'),
  type('contrato_anterior', 'Finiquito del empleo anterior', false, 'm'),
];

const BY_PURPOSE = new Map(WORKER_DOCUMENT_TYPES.map((entry) => [entry.purpose_name, entry]));

export function findWorkerDocumentType(purpose: string): WorkerDocumentType | undefined {
  return BY_PURPOSE.get(purpose);
}

const ID_CARD = ['cedula_identidad_frontal', 'cedula_identidad_posterior'] as const;
const VEHICLE_PAPERS = ['padron_vehiculo', 'permiso_circulacion', 'revision_tecnica', 'seguro_obligatorio'] as const;

/** The documents suggested for each reference profile (by id_profile), in the order they are asked. */
export const SUGGESTED_REQUIRED_DOCUMENTS: Readonly<Record<number, readonly string[]>> = {
  1: [...ID_CARD, 'licencia_conducir', 'certificado_antecedentes', 'hoja_vida_conductor', ...VEHICLE_PAPERS],
  2: [...ID_CARD, 'certificado_antecedentes', 'certificado_domicilio', 'certificado_afp'],
  3: [...ID_CARD, 'certificado_antecedentes', 'certificado_domicilio', 'certificado_estudios'],
  4: [...ID_CARD, 'certificado_antecedentes', 'certificado_domicilio'],
  5: [...ID_CARD, 'certificado_antecedentes', 'credencial_os10', 'certificado_domicilio'],
  6: [...ID_CARD, 'certificado_antecedentes', 'certificado_domicilio'],
  7: [...ID_CARD, 'licencia_conducir', 'certificado_antecedentes', ...VEHICLE_PAPERS],
};

/** 'carnet_manipulador' → 'Carnet manipulador': how an unknown purpose reads. */
export function humanisePurpose(purpose: string): string {
  const words = purpose.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of a document: a custom document's own title, else its type's name, else its words. */
export function documentTypeName(purpose: string, title?: string | null): string {
  return title?.trim() || findWorkerDocumentType(purpose)?.name || humanisePurpose(purpose);
}

/**
 * The gender a document's name takes: its type's, or for a custom title its first word's
 * (Spanish nouns ending in -a, -ión, -dad, -tud are feminine, with 'foto' as the usual exception).
 */
export function documentGender(purpose: string, title?: string | null): Gender {
  const known = title?.trim() ? undefined : findWorkerDocumentType(purpose);
  if (known) return known.gender;
  const first = (title?.trim() || humanisePurpose(purpose)).split(/\s+/)[0]?.toLowerCase() ?? '';
  return first === 'foto' || /(a|ión|dad|tud)$/.test(first) ? 'f' : 'm';
}

/**
 * The purpose name a custom document gets from its title: 'Examen psicotécnico' →
 * 'examen_psicotecnico' (lower-case letters, digits and underscores, at most 100 characters).
 */
export function purposeFromTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 100);
}
