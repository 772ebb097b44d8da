// Answers of the privacy calls as the local API gives them, for the component tests.
import type { Consent, PrivacyRequest, PrivacySummary } from '@/lib/contract/privacy.ts';
import { DELETION_REQUEST_SAMPLE } from '@/lib/contract/privacy.sample.ts';

const ANDES = { name_business: 'transportes-andes', display_name: 'Transportes Andes' };

export const SUMMARY: PrivacySummary = {
  controller: { display_name: 'Transportes Andes', contact_email: 'privacidad@andes.cl' },
  categories: [
    {
      id: 'identity',
      title: 'Identidad',
      description: 'Quién eres.',
      fields: ['Nombre', 'RUT'],
      records: 1,
      edit_path: '/user/dashboard/settings/',
      request_only: ['RUT'],
    },
    {
      id: 'bank',
      title: 'Datos bancarios',
      description: 'Dónde te pagan.',
      fields: ['Banco', 'Número de cuenta'],
      records: 1,
      edit_path: '/user/dashboard/settings/banco-detalles',
      request_only: [],
    },
  ],
  recipients: [{ kind: 'empleador', company: ANDES, since: '2026-01-05T12:00:00.000Z', id_consent: null }],
  retention: {
    months: 12,
    text: 'Guardamos tus datos mientras trabajes con la empresa y 12 meses después de que termine la relación.',
    relation_ended_at: null,
    anonymise_after: null,
  },
  kept_by_law: ['Contratos firmados', 'Registros de asistencia y multas'],
  answer_days: 30,
  extension_days: 30,
  blocked_since: null,
  policy_version: '2026-11-27',
};

/** What every consent given at the fixed registration shares, still in force. */
const AT_REGISTRATION = {
  channel: 'registro-fijo',
  channel_label: 'Al registrarte',
  company: ANDES,
  id_publication: null,
  posting_title: null,
  policy_version: '2026-11-27',
  granted_at: '2026-01-05T12:00:00.000Z',
  withdrawn_at: null,
  withdrawn_via: null,
  active: true,
} as const;

export const CONSENTS: readonly Consent[] = [
  {
    ...AT_REGISTRATION,
    id_consent: 2,
    purpose: 'ofertas',
    purpose_label: 'Recibir ofertas de trabajo por correo o WhatsApp',
    required: false,
    withdrawable: true,
  },
  {
    ...AT_REGISTRATION,
    id_consent: 1,
    purpose: 'tratamiento',
    purpose_label: 'Tratamiento de tus datos personales según la Política de privacidad',
    required: true,
    withdrawable: false,
  },
];

export const DELETION: PrivacyRequest = DELETION_REQUEST_SAMPLE;
