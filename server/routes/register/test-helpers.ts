// Helpers of the registration route tests: requests against an in-process app, the demo links,
// a valid fixed registration payload (with the required consent given), and tiny real PNG/PDF
// bytes for uploads.
import { PLAIN_PDF, TINY_PNG } from '../../lib/test-images.ts';
import { DEMO_ACCOUNTS, DEMO_TENANTS } from '../../seed/demo.ts';
import type { TestContext } from '../../test-support.ts';
import { jsonRequest } from '../../test-support.ts';

export const ANDES = DEMO_TENANTS.andes;
export const SUR = DEMO_TENANTS.sur;
export const WORKER = DEMO_ACCOUNTS.worker;

export const PNG_BYTES = TINY_PNG;
export const PDF_BYTES = PLAIN_PDF;

export function validPayload(overrides: Record<string, unknown> = {}) {
  return {
    email: 'nueva.conductora@correo.cl',
    password: 'Clave12345',
    firstname: 'Josefa',
    lastname: 'Araya',
    rut: '11.111.111-1',
    phone: 56976543210,
    region_id: 13000,
    commune_id: 2580,
    address: 'Avenida Providencia 2124, Providencia',
    schedule_id: 1,
    profile_id: 1,
    businessRegister: { name_business: ANDES.name_business, rgs: ANDES.rgs },
    hasVehicle: true,
    vehicle_id: 1,
    patent_vehicle: 'bbbb12',
    vehicle_make: 'toyota',
    vehicle_model: 'hi ace',
    year: 2019,
    consents: { data_processing: true, job_offers: false },
    ...overrides,
  };
}

export function multipart(
  parts: Record<string, string | Blob | readonly (string | Blob)[]>,
  fileNames: Record<string, string> = {},
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    const items: readonly (string | Blob)[] = typeof value === 'string' || value instanceof Blob ? [value] : value;
    for (const item of items) {
      if (typeof item === 'string') body.append(name, item);
      else body.append(name, item, fileNames[name] ?? 'archivo');
    }
  }
  return { method: 'POST', body } satisfies RequestInit;
}

export async function register(context: TestContext, payload: unknown) {
  return context.app.request('/api/users/register', multipart({ data: JSON.stringify(payload) }));
}

export async function login(context: TestContext, email: string, password: string, rgs: string) {
  return context.app.request('/auth/login', jsonRequest({ email, password, rgs }));
}
