import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { NO_VEHICLE, registrationPayloadSchema } from '@/lib/validation/registration.ts';
import { registrationPayload } from './payload.ts';

const LINK = { name_business: 'transportes-andes', rgs: 'andes-2025' };
const ACCOUNT = { email: 'nueva@correo.cl', password: 'Clave12345' };
const PERSONAL = {
  firstname: 'Josefa',
  lastname: 'Araya',
  rut: '11111111-1',
  dialCode: '56',
  phone: ' 976543210 ',
  region_id: 13000,
  commune_id: 2580,
  address: 'Avenida Providencia 2124, Providencia',
};

describe('fixed registration payload', () => {
  it('sends the phone with its dial code in front and the RUT formatted', () => {
    const payload = registrationPayload(LINK, ACCOUNT, PERSONAL, {
      schedule_id: 1,
      profile_id: 2,
      hasVehicle: 'no',
      vehicle_id: '5',
      patent_vehicle: 'x',
      vehicle_make: 'x',
      vehicle_model: 'x',
      year: '2000',
      data_processing: true,
      job_offers: false,
    });
    expect(payload).toMatchObject({
      phone: '56976543210',
      rut: '11.111.111-1',
      businessRegister: LINK,
      ...NO_VEHICLE,
    });
    expect(v.safeParse(registrationPayloadSchema, payload).success).toBe(true);
  });

  it('sends the vehicle upper-cased without spaces, with numeric type and year', () => {
    const payload = registrationPayload(LINK, ACCOUNT, PERSONAL, {
      schedule_id: 1,
      profile_id: 1,
      hasVehicle: 'si',
      vehicle_id: '1',
      patent_vehicle: 'bb bb 12',
      vehicle_make: 'mercedes benz',
      vehicle_model: 'sprinter 515',
      year: '2020',
      data_processing: true,
      job_offers: true,
    });
    expect(payload).toMatchObject({
      hasVehicle: true,
      vehicle_id: 1,
      patent_vehicle: 'BBBB12',
      vehicle_make: 'MERCEDESBENZ',
      vehicle_model: 'SPRINTER515',
      year: 2020,
    });
    expect(v.safeParse(registrationPayloadSchema, payload).success).toBe(true);
  });

  it('sends the consents given on the last step', () => {
    const work = {
      ...{ schedule_id: 1, profile_id: 1, hasVehicle: 'no', vehicle_id: '', patent_vehicle: '' },
      ...{ vehicle_make: '', vehicle_model: '', year: '', data_processing: true, job_offers: false },
    } as const;
    expect(registrationPayload(LINK, ACCOUNT, PERSONAL, work).consents).toEqual({
      data_processing: true,
      job_offers: false,
    });
    expect(registrationPayload(LINK, ACCOUNT, PERSONAL, { ...work, job_offers: true }).consents).toEqual({
      data_processing: true,
      job_offers: true,
    });
  });
});
