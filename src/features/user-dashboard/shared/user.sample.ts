// Test-only sample: a signed-in worker of Transportes Andes, with a verified e-mail and no profiles.
import type { LoggedUser } from '@/lib/session/types.ts';

export function sampleUser(overrides: Partial<LoggedUser> = {}): LoggedUser {
  return {
    role: 'User',
    email: 'trabajador@demo.cl',
    rut: null,
    firstname: 'Camila',
    lastname: 'Rojas',
    img_profile: null,
    phone: null,
    address: null,
    about_me: null,
    security_user: { email_verified: true },
    business: { name_business: 'transportes-andes', slug: 'transportes-andes' },
    myProfiles: [],
    files: { filesGeneral: [], filesPersonalizated: [] },
    ...overrides,
  };
}
