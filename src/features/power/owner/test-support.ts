// The power an owner's link opens in the page's tests, as the API answers it (RUTs, phone and
// e-mail masked), and a token of the link's shape.
import type { OwnerPower } from '@/lib/contract/signing.ts';

export const LINK_TOKEN = 'cabecera.carga.firma';

export const OWNER_POWER: OwnerPower = {
  status: 'AWAITING_OWNER_SIGNATURE',
  document_name: 'Poder simple para conducir un vehículo',
  created_at: '2026-01-05T13:30:00.000Z',
  driver: { name: 'Juan Pérez', rut: '••.•••.678-5', nationality: 'Chilena', address: 'Av. Providencia 1234' },
  vehicle: { brand: 'Toyota', model: 'Yaris', year: 2019, plate: 'BBBB12' },
  owner: {
    ...{ name: 'María González', rut: '•.•••.321-6', nationality: 'Chilena', address: 'Los Aromos 55' },
    ...{ phone: '•••••4321', email: 'ma•••@correo.cl' },
  },
  consent_text: 'Acepto firmar electrónicamente este poder y recibir una copia en mi correo.',
  code: null,
  link_expires_at: '2026-01-12T13:30:00.000Z',
};
