// The demo documents of each seeded profile: every status, uploaded or not, general, hidden and
// custom (personalizated) files. Day offsets count from the day the demo is seeded, so expiry reads
// the same on any day: the main worker's ID card (both sides) expires within 30 days, one of her
// custom certificates has expired, and her driving licence was rejected for an illegible image.
// Only approved documents keep issue and expiry dates (an upload drops those of the file it replaces).

export type FileStatus = 'ACCEPTED' | 'REJECTED' | 'PENDING' | 'SOLICIT_REJECTED';

export interface DocumentSpec {
  readonly group: 'General' | 'Personalizated';
  readonly purpose: string;
  /** Shown name: the PDF heading, and the `title` of custom files. */
  readonly label: string;
  /** null: required but never uploaded. */
  readonly status: FileStatus | null;
  readonly kind: 'pdf' | 'png';
  readonly hidden?: boolean;
  readonly rejection?: string;
  /** The listed reason of a rejection (src/lib/validation/rejection-reason.ts). */
  readonly rejectionCode?: string;
  readonly uploadedDay?: number;
  readonly issuedDay?: number;
  readonly expiresDay?: number;
}

const ID_FRONT: DocumentSpec = {
  group: 'General',
  purpose: 'cedula_identidad_frontal',
  label: 'Cédula de identidad (frontal)',
  status: 'ACCEPTED',
  kind: 'png',
  uploadedDay: -60,
  issuedDay: -900,
  expiresDay: 2700,
};

const EXPIRING_ID_FRONT: DocumentSpec = { ...ID_FRONT, issuedDay: -3630, expiresDay: 20 };

export const DRIVER_DOCUMENTS: readonly DocumentSpec[] = [
  EXPIRING_ID_FRONT,
  { ...EXPIRING_ID_FRONT, purpose: 'cedula_identidad_posterior', label: 'Cédula de identidad (posterior)' },
  {
    group: 'General',
    purpose: 'licencia_conducir',
    label: 'Licencia de conducir',
    status: 'REJECTED',
    kind: 'pdf',
    rejection: 'La imagen de la licencia está borrosa. Sube una copia legible por ambos lados.',
    rejectionCode: 'imagen_ilegible',
    uploadedDay: -20,
    issuedDay: -400,
    expiresDay: 1400,
  },
  {
    group: 'General',
    purpose: 'certificado_antecedentes',
    label: 'Certificado de antecedentes',
    status: 'PENDING',
    kind: 'pdf',
    uploadedDay: -2,
    issuedDay: -5,
    expiresDay: 55,
  },
  {
    group: 'General',
    purpose: 'hoja_vida_conductor',
    label: 'Hoja de vida del conductor',
    status: 'SOLICIT_REJECTED',
    kind: 'pdf',
    uploadedDay: -10,
    issuedDay: -12,
    expiresDay: 170,
  },
  {
    group: 'General',
    purpose: 'furgon_interior_general',
    label: 'Foto interior del furgón',
    status: 'ACCEPTED',
    kind: 'png',
    uploadedDay: -45,
  },
  { group: 'General', purpose: 'padron_vehiculo', label: 'Padrón del vehículo', status: null, kind: 'pdf' },
  { group: 'General', purpose: 'revision_tecnica', label: 'Revisión técnica', status: null, kind: 'pdf' },
  {
    group: 'General',
    purpose: 'seguro_obligatorio',
    label: 'Seguro obligatorio (SOAP)',
    status: 'ACCEPTED',
    kind: 'pdf',
    hidden: true,
    uploadedDay: -90,
    issuedDay: -95,
    expiresDay: 150,
  },
  {
    group: 'Personalizated',
    purpose: 'curso_manejo_defensivo',
    label: 'Certificado de curso de manejo defensivo',
    status: 'PENDING',
    kind: 'pdf',
    uploadedDay: -3,
    issuedDay: -30,
  },
  {
    group: 'Personalizated',
    purpose: 'carta_recomendacion',
    label: 'Carta de recomendación',
    status: 'ACCEPTED',
    kind: 'pdf',
    uploadedDay: -50,
    issuedDay: -55,
  },
  { group: 'Personalizated', purpose: 'examen_psicotecnico', label: 'Examen psicotécnico', status: null, kind: 'pdf' },
];

export const HELPER_DOCUMENTS: readonly DocumentSpec[] = [
  { ...ID_FRONT, uploadedDay: -30 },
  {
    ...ID_FRONT,
    purpose: 'cedula_identidad_posterior',
    label: 'Cédula de identidad (posterior)',
    status: 'PENDING',
    uploadedDay: -1,
  },
  {
    group: 'General',
    purpose: 'certificado_antecedentes',
    label: 'Certificado de antecedentes',
    status: 'REJECTED',
    kind: 'pdf',
    rejection: 'El certificado tiene más de 30 días de antigüedad. Sube uno emitido recientemente.',
    rejectionCode: 'documento_vencido',
    uploadedDay: -25,
    issuedDay: -70,
    expiresDay: -10,
  },
  {
    group: 'General',
    purpose: 'certificado_afp',
    label: 'Certificado de cotizaciones AFP',
    status: 'SOLICIT_REJECTED',
    kind: 'pdf',
    uploadedDay: -8,
    issuedDay: -9,
  },
  { group: 'General', purpose: 'certificado_domicilio', label: 'Certificado de domicilio', status: null, kind: 'pdf' },
  {
    group: 'General',
    purpose: 'contrato_anterior',
    label: 'Finiquito del empleo anterior',
    status: 'ACCEPTED',
    kind: 'pdf',
    hidden: true,
    uploadedDay: -100,
    issuedDay: -120,
  },
  {
    group: 'Personalizated',
    purpose: 'certificado_manipulacion_cargas',
    label: 'Certificado de manipulación de cargas',
    status: 'ACCEPTED',
    kind: 'pdf',
    uploadedDay: -40,
    issuedDay: -377,
    expiresDay: -12,
  },
  {
    group: 'Personalizated',
    purpose: 'curso_primeros_auxilios',
    label: 'Curso de primeros auxilios',
    status: null,
    kind: 'pdf',
  },
];

export const SUR_DRIVER_DOCUMENTS: readonly DocumentSpec[] = [
  { ...ID_FRONT, uploadedDay: -15 },
  {
    group: 'General',
    purpose: 'licencia_conducir',
    label: 'Licencia de conducir',
    status: 'PENDING',
    kind: 'pdf',
    uploadedDay: -4,
    issuedDay: -300,
    expiresDay: 1500,
  },
  {
    group: 'General',
    purpose: 'certificado_antecedentes',
    label: 'Certificado de antecedentes',
    status: null,
    kind: 'pdf',
  },
];

export const VERIFICATION_HELPER_DOCUMENTS: readonly DocumentSpec[] = [
  {
    group: 'General',
    purpose: 'cedula_identidad_frontal',
    label: 'Cédula de identidad (frontal)',
    status: null,
    kind: 'png',
  },
];
