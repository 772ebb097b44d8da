// The three steps' schemas put the shared rules on the right fields, with the step's own messages
// and the conditions between fields (dial code, vehicle answer). The e-mail and RUT rules
// themselves are proven in src/lib/validation (email.test.ts, rut.test.ts).
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { currentYearInChile } from '@/lib/validation/index.ts';
import { accountSchema, personalSchema, workSchema } from './steps-schema.ts';

/** Field → first message, as the form shows them. */
function messages(schema: v.GenericSchema, input: unknown): Record<string, string> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const found: Record<string, string> = {};
  for (const issue of result.issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    found[key] ??= issue.message;
  }
  return found;
}

const PERSONAL = {
  firstname: 'Josefa',
  lastname: '',
  rut: '11.111.111-1',
  dialCode: '56',
  phone: '976543210',
  region_id: '13000',
  commune_id: '2580',
  address: 'Avenida Providencia 2124, Providencia',
};

const WORK = {
  schedule_id: '1',
  profile_id: '1',
  hasVehicle: 'no',
  vehicle_id: '',
  patent_vehicle: '',
  vehicle_make: '',
  vehicle_model: '',
  year: '',
  data_processing: true,
  job_offers: false,
};

describe('step 1: account', () => {
  it('requires an e-mail and a password of 8 to 25 characters', () => {
    expect(messages(accountSchema, { email: '', password: '' })).toEqual({
      email: 'Campo requerido',
      password: 'Campo requerido',
    });
    expect(messages(accountSchema, { email: 'a@b.cl', password: 'corta' })).toEqual({
      password: 'Debe tener al menos 8 caracteres',
    });
    expect(messages(accountSchema, { email: 'a@b.cl', password: 'x'.repeat(26) })).toEqual({
      password: 'No debe exceder los 25 caracteres',
    });
  });
});

describe('step 2: personal data', () => {
  it('accepts a complete step, turning the choices into ids', () => {
    const output = v.parse(personalSchema, PERSONAL);
    expect(output).toMatchObject({ region_id: 13000, commune_id: 2580 });
  });

  it('shows every rule of the step with its exact message', () => {
    expect(
      messages(personalSchema, {
        ...PERSONAL,
        firstname: '',
        lastname: 'x'.repeat(51),
        rut: '',
        region_id: '',
        commune_id: '',
        address: '',
      }),
    ).toEqual({
      firstname: 'Campo requerido',
      lastname: 'No debe exceder los 50 caracteres',
      rut: 'Campo requerido',
      region_id: 'Region es requerida',
      commune_id: 'Comuna es requerida',
      address: 'Campo requerido',
    });
  });

  it('checks the phone under its dial code', () => {
    const phone = (value: string, dialCode = '56') =>
      messages(personalSchema, { ...PERSONAL, dialCode, phone: value }).phone;
    expect(phone('')).toBe('Campo requerido');
    expect(phone('98765432')).toBe('Teléfono debe tener al menos 9 caracteres');
    expect(phone('98765432109876')).toBe('Teléfono no debe exceder los 13 caracteres');
    expect(phone('98765432a')).toBe('El teléfono solo puede contener números');
    expect(phone('912340000')).toBe('El teléfono no puede contener secuencias como 0000 o 1234');
    expect(phone('56987654321')).toBe('No incluya el código de país');
    expect(phone('56987654321', '54')).toBeUndefined();
  });

  it('limits the address to 100 characters', () => {
    expect(messages(personalSchema, { ...PERSONAL, address: 'x'.repeat(101) }).address).toBe(
      'No debe exceder los 100 caracteres',
    );
  });
});

describe('step 3: work data', () => {
  it('requires schedule, profile and the vehicle answer', () => {
    expect(messages(workSchema, { ...WORK, schedule_id: '', profile_id: '', hasVehicle: '' })).toEqual({
      schedule_id: 'Horario es requerido',
      profile_id: 'Perfil es requerido',
      hasVehicle: 'Indica si tienes vehículo',
    });
  });

  it('ignores the vehicle fields when the worker has no vehicle', () => {
    expect(messages(workSchema, { ...WORK, patent_vehicle: '???' })).toEqual({});
  });

  it('requires every vehicle field when the worker has one, with the exact messages', () => {
    expect(messages(workSchema, { ...WORK, hasVehicle: 'si' })).toEqual({
      vehicle_id: 'Campo es requerido',
      patent_vehicle: 'Patente de vehículo es requerida',
      vehicle_make: 'Campo requerido',
      vehicle_model: 'Campo requerido',
      year: 'Campo requerido',
    });
  });

  it('checks plate, make, model and year rules', () => {
    const vehicle = { ...WORK, hasVehicle: 'si', vehicle_id: '1', vehicle_make: 'TOYOTA', vehicle_model: 'HIACE' };
    expect(messages(workSchema, { ...vehicle, patent_vehicle: 'AEIO12', year: '2019' })).toEqual({
      patent_vehicle: 'Formato de patente inválido',
    });
    expect(messages(workSchema, { ...vehicle, patent_vehicle: 'BBBB12', year: '1994' })).toEqual({
      year: `El año debe estar entre 1995 y ${currentYearInChile()}`,
    });
    expect(messages(workSchema, { ...vehicle, patent_vehicle: 'BBBB12', year: '20x9' })).toEqual({
      year: 'Solo números permitidos',
    });
    expect(
      messages(workSchema, { ...vehicle, patent_vehicle: 'BBBB12', year: '2019', vehicle_make: 'X'.repeat(31) }),
    ).toEqual({ vehicle_make: 'No debe exceder los 30 caracteres' });
    expect(messages(workSchema, { ...vehicle, vehicle_id: '4', patent_vehicle: 'BBBB12', year: '2019' })).toEqual({
      vehicle_id: 'Este tipo de vehículo no está disponible',
    });
  });

  it("asks the data consent ticked ('Debes aceptar el tratamiento de tus datos personales para registrarte')", () => {
    for (const data_processing of [false, undefined]) {
      expect(messages(workSchema, { ...WORK, data_processing })).toEqual({
        data_processing: 'Debes aceptar el tratamiento de tus datos personales para registrarte',
      });
    }
  });

  it('leaves the job offers optional and unticked', () => {
    expect(messages(workSchema, { ...WORK, job_offers: undefined })).toEqual({});
    expect(v.parse(workSchema, { ...WORK, job_offers: undefined }).job_offers).toBe(false);
  });

  it('shows the vehicle messages together with the schedule and profile ones', () => {
    expect(Object.keys(messages(workSchema, { ...WORK, schedule_id: '', hasVehicle: 'si' }))).toContain('vehicle_id');
  });
});
