// Answers of the privacy calls as the local API gives them, for the component tests.
import type { Consent, PrivacyRequest, PrivacySummary } from '@/lib/contract/privacy.ts';

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

export const CONSENTS: readonly Consent[] = [
  {
    id_consent: 2,
    purpose: 'ofertas',
    purpose_label: 'Recibir ofertas de trabajo por correo o WhatsApp',
    required: false,
    channel: 'registro-fijo',
    channel_label: 'Al registrarte',
    company: ANDES,
    id_publication: null,
    posting_title: null,
    policy_version: '2026-11-27',
    granted_at: '2026-01-05T12:00:00.000Z',
    withdrawn_at: null,
    active: true,
    withdrawable: true,
  },
  {
    id_consent: 1,
    purpose: 'tratamiento',
    purpose_label: 'Tratamiento de tus datos personales según la Política de privacidad',
    required: true,
    channel: 'registro-fijo',
    channel_label: 'Al registrarte',
    company: ANDES,
    id_publication: null,
    posting_title: null,
    policy_version: '2026-11-27',
    granted_at: '2026-01-05T12:00:00.000Z',
    withdrawn_at: null,
    active: true,
    withdrawable: false,
  },
];

export const DELETION: PrivacyRequest = {
  id_request: 7,
  kind: 'supresion',
  kind_label: 'Eliminación de datos',
  state: 'pendiente',
  state_label: 'Pendiente',
  reason: null,
  corrections: null,
  received_at: '2026-11-27T12:00:00.000Z',
  due_date: '2026-12-27',
  extended: false,
  extension_reason: null,
  overdue: false,
  answer: null,
  answered_at: null,
  kept: [],
};
