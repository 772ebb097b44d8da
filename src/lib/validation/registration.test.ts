import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import {
  COMMUNE_OUTSIDE_REGION_MESSAGE,
  HAS_VEHICLE_REQUIRED_MESSAGE,
  PHONE_DIAL_CODE_MISSING_MESSAGE,
  VEHICLE_UNAVAILABLE_MESSAGE,
  communeIdSchema,
  fullPhoneSchema,
  regionIdSchema,
  NO_VEHICLE,
  registrationPayloadSchema,
  registrationYearSchema,
  scheduleIdSchema,
  splitDialCode,
  vehicleIdSchema,
} from './registration.ts';
import { firstMessage } from './test-helpers.ts';

const BASE = {
  email: 'nuevo@correo.cl',
  password: 'Clave12345',
  firstname: 'Ana',
  lastname: 'Pérez',
  rut: '11.111.111-1',
  phone: 56976543210,
  region_id: 13000,
  commune_id: 2580,
  address: 'Av. Libertador Bernardo O’Higgins 1111, Santiago',
  schedule_id: 1,
  profile_id: 1,
  businessRegister: { name_business: 'transportes-andes', rgs: 'andes-2025' },
  consents: { data_processing: true, job_offers: false },
};

function messagesOf(input: unknown): string[] {
  const result = v.safeParse(registrationPayloadSchema, input, { abortPipeEarly: true });
  return result.success ? [] : result.issues.map((issue) => issue.message);
}

describe('fixed registration choices', () => {
  it('requires a region with "Region es requerida" and accepts a known id as text or number', () => {
    expect(firstMessage(regionIdSchema(), '')).toBe('Region es requerida');
    expect(firstMessage(regionIdSchema(), '99')).toBe('Region es requerida');
    expect(v.parse(regionIdSchema(), '13000')).toBe(13000);
    expect(v.parse(regionIdSchema(), 13000)).toBe(13000);
  });

  it('requires a commune with "Comuna es requerida"', () => {
    expect(firstMessage(communeIdSchema(), '')).toBe('Comuna es requerida');
    expect(firstMessage(communeIdSchema(), 'x')).toBe('Comuna es requerida');
  });

  it('requires a schedule with "Horario es requerido"', () => {
    expect(firstMessage(scheduleIdSchema(), '')).toBe('Horario es requerido');
    expect(firstMessage(scheduleIdSchema(), '4')).toBe('Horario es requerido');
    expect(v.parse(scheduleIdSchema(), '6')).toBe(6);
  });

  it('requires a vehicle type with "Campo es requerido" and never accepts id 4', () => {
    expect(firstMessage(vehicleIdSchema(), '')).toBe('Campo es requerido');
    expect(firstMessage(vehicleIdSchema(), '4')).toBe(VEHICLE_UNAVAILABLE_MESSAGE);
    expect(v.parse(vehicleIdSchema(), '1')).toBe(1);
  });

  it('takes vehicle years 1995 to the current year in Chile only', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    expect(firstMessage(registrationYearSchema(), '1994')).toBe('El año debe estar entre 1995 y 2026');
    expect(firstMessage(registrationYearSchema(), '2027')).toBe('El año debe estar entre 1995 y 2026');
    expect(v.parse(registrationYearSchema(), '2026')).toBe(2026);
    expect(firstMessage(registrationYearSchema(), '20a5')).toBe('Solo números permitidos');
    expect(firstMessage(registrationYearSchema(), '')).toBe('Campo requerido');
    expect(v.parse(registrationYearSchema(), '1995')).toBe(1995);
    expect(v.parse(registrationYearSchema(), 2025)).toBe(2025);
    vi.useRealTimers();
  });
});

describe('phone sent with its dial code', () => {
  it('splits the dial code off the front', () => {
    expect(splitDialCode('56987654321')).toEqual({ dialCode: '56', number: '987654321' });
    expect(splitDialCode('591712345678')).toEqual({ dialCode: '591', number: '712345678' });
    expect(splitDialCode('999')).toBeNull();
  });

  it('checks the number behind the dial code with the registration phone rule', () => {
    expect(firstMessage(fullPhoneSchema(), '56987654321')).toBeNull();
    expect(firstMessage(fullPhoneSchema(), 56987654321)).toBeNull();
    expect(firstMessage(fullPhoneSchema(), '5698765')).toBe('Teléfono debe tener al menos 9 caracteres');
    expect(firstMessage(fullPhoneSchema(), '56912341234')).toBe(
      'El teléfono no puede contener secuencias como 0000 o 1234',
    );
    expect(firstMessage(fullPhoneSchema(), '5656987654321')).toBe('No incluya el código de país');
    expect(firstMessage(fullPhoneSchema(), '999')).toBe(PHONE_DIAL_CODE_MISSING_MESSAGE);
    expect(firstMessage(fullPhoneSchema(), '')).toBe('Campo requerido');
  });
});

describe('registration payload (POST /api/users/register)', () => {
  it('accepts a worker without a vehicle and stores the vehicle fields as null', () => {
    const output = v.parse(registrationPayloadSchema, { ...BASE, hasVehicle: false, vehicle_id: 3 });
    expect(output).toMatchObject({ hasVehicle: false, vehicle_id: null, patent_vehicle: null, year: null });
    expect(output.rut).toBe('11.111.111-1');
    expect(output.phone).toBe('56976543210');
  });

  it('sends a worker without a vehicle with every vehicle field null', () => {
    const { hasVehicle, ...vehicle } = NO_VEHICLE;
    expect(hasVehicle).toBe(false);
    expect(Object.keys(vehicle)).toEqual(['vehicle_id', 'patent_vehicle', 'vehicle_make', 'vehicle_model', 'year']);
    expect(new Set(Object.values(vehicle))).toEqual(new Set([null]));
    expect(v.parse(registrationPayloadSchema, { ...BASE, ...NO_VEHICLE })).toMatchObject(NO_VEHICLE);
  });

  it('formats the RUT as stored whatever way it was typed', () => {
    expect(v.parse(registrationPayloadSchema, { ...BASE, rut: '11111111-1', hasVehicle: false }).rut).toBe(
      '11.111.111-1',
    );
  });

  it('requires every vehicle field when the worker has a vehicle, normalising plate, make and model', () => {
    expect(messagesOf({ ...BASE, hasVehicle: true })).toEqual([
      'Campo es requerido',
      'Patente de vehículo es requerida',
      'Campo requerido',
      'Campo requerido',
      'Campo requerido',
    ]);
    const output = v.parse(registrationPayloadSchema, {
      ...BASE,
      hasVehicle: true,
      vehicle_id: 1,
      patent_vehicle: 'bb bb 12',
      vehicle_make: 'mercedes benz',
      vehicle_model: 'sprinter 515',
      year: 2020,
    });
    expect(output).toMatchObject({
      patent_vehicle: 'BBBB12',
      vehicle_make: 'MERCEDESBENZ',
      vehicle_model: 'SPRINTER515',
      year: 2020,
    });
  });

  it('reports every field rule with its exact message', () => {
    const messages = messagesOf({
      ...BASE,
      email: 'nombre@enlista.cl',
      password: 'corta',
      firstname: '',
      rut: '12.345.678-9',
      phone: '56123',
      address: 'x'.repeat(101),
      region_id: '',
      commune_id: '',
      schedule_id: '',
      profile_id: '',
      hasVehicle: false,
    });
    expect(messages).toEqual([
      'Correo electrónico inválido',
      'Debe tener al menos 8 caracteres',
      'Campo requerido',
      'Dígito verificador inválido',
      'Teléfono debe tener al menos 9 caracteres',
      'Region es requerida',
      'Comuna es requerida',
      'No debe exceder los 100 caracteres',
      'Horario es requerido',
      'Perfil es requerido',
    ]);
  });

  it('asks whether the worker has a vehicle', () => {
    expect(messagesOf({ ...BASE })).toEqual([HAS_VEHICLE_REQUIRED_MESSAGE]);
  });

  it('refuses a commune of another region', () => {
    expect(messagesOf({ ...BASE, region_id: 5000, hasVehicle: false })).toEqual([COMMUNE_OUTSIDE_REGION_MESSAGE]);
  });
});
