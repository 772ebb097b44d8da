// The simple power's fields, as the form and the local API both judge them: the shared rules on
// the right fields, with the power's own messages and limits. The plate, phone, e-mail and RUT
// rules themselves (patterns, digits, check digit, blocked domain) are proven in src/lib/validation.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { DriverVehicleSchema, OwnerSchema, PowerFieldsSchema } from './power.ts';
import { DRIVER_VEHICLE_SAMPLE, OWNER_SAMPLE, POWER_FIELDS_SAMPLE } from './power.sample.ts';

/** The driver as typed, the plate with spaces and in lower case. */
const driverVehicle = { ...DRIVER_VEHICLE_SAMPLE, vehicleLicensePlate: 'bb bb 12' };
const owner = OWNER_SAMPLE;

type Shape = typeof DriverVehicleSchema | typeof OwnerSchema;

/** The first message of one field, as the form shows it. */
function messageFor(schema: Shape, base: Record<string, string>, key: string, value: string): string | null {
  const result = v.safeParse(schema, { ...base, [key]: value });
  if (result.success) return null;
  const issue = result.issues.find((item) => item.path?.[0]?.key === key);
  return issue?.message ?? null;
}

const driver = (key: keyof typeof driverVehicle, value: string) =>
  messageFor(DriverVehicleSchema, driverVehicle, key, value);
const ownerField = (key: keyof typeof owner, value: string) => messageFor(OwnerSchema, owner, key, value);

describe('phase 1: driver and vehicle', () => {
  it('accepts a complete driver and vehicle, upper-casing the plate without spaces', () => {
    const output = v.parse(DriverVehicleSchema, driverVehicle);
    expect(output.vehicleLicensePlate).toBe('BBBB12');
  });

  it.each(['fullNameDriver', 'addressDriver', 'nationalityDriver', 'vehicleBrand', 'vehicleModel'] as const)(
    'requires %s (Campo requerido) with at least 2 characters (Minimo 2 caracteres)',
    (key) => {
      expect(driver(key, '')).toBe('Campo requerido');
      expect(driver(key, '   ')).toBe('Campo requerido');
      expect(driver(key, 'A')).toBe('Minimo 2 caracteres');
    },
  );

  it.each(['fullNameDriver', 'addressDriver', 'vehicleBrand', 'vehicleModel'] as const)(
    'limits %s to 100 characters (Maximo 100 caracteres)',
    (key) => {
      expect(driver(key, 'a'.repeat(100))).toBeNull();
      expect(driver(key, 'a'.repeat(101))).toBe('Maximo 100 caracteres');
    },
  );

  it('limits the nationality to 30 characters (Maximo 30 caracteres)', () => {
    expect(driver('nationalityDriver', 'a'.repeat(30))).toBeNull();
    expect(driver('nationalityDriver', 'a'.repeat(31))).toBe('Maximo 30 caracteres');
  });

  it('limits the driver RUT to 12 characters', () => {
    expect(driver('rutDriver', '12.345.678-5')).toBeNull();
    expect(driver('rutDriver', '012.345.678-5')).toBe('Maximo 12 caracteres');
  });

  it('requires a vehicle year from 2005 to the current year in Chile', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T12:00:00Z'));
    expect(driver('vehicleYear', '')).toBe('Campo requerido');
    expect(driver('vehicleYear', '2005')).toBeNull();
    expect(driver('vehicleYear', '2026')).toBeNull();
    expect(driver('vehicleYear', '2004')).toBe('El año debe estar entre 2005 y 2026');
    expect(driver('vehicleYear', '2027')).toBe('El año debe estar entre 2005 y 2026');
    vi.useRealTimers();
  });

  it('requires the plate (Patente de vehículo es requerida)', () => {
    expect(driver('vehicleLicensePlate', '')).toBe('Patente de vehículo es requerida');
    expect(driver('vehicleLicensePlate', '   ')).toBe('Patente de vehículo es requerida');
  });
});

describe('phase 2: owner', () => {
  it('accepts a complete owner', () => {
    expect(v.safeParse(OwnerSchema, owner).success).toBe(true);
  });

  it.each(['fullNameOwner', 'addressOwner', 'nationalityOwner'] as const)(
    'requires %s with at least 2 characters',
    (key) => {
      expect(ownerField(key, '')).toBe('Campo requerido');
      expect(ownerField(key, 'A')).toBe('Minimo 2 caracteres');
    },
  );

  it('limits the owner name and address to 100 characters and the nationality to 30', () => {
    expect(ownerField('fullNameOwner', 'a'.repeat(101))).toBe('Maximo 100 caracteres');
    expect(ownerField('addressOwner', 'a'.repeat(101))).toBe('Maximo 100 caracteres');
    expect(ownerField('nationalityOwner', 'a'.repeat(31))).toBe('Maximo 30 caracteres');
  });

  it('checks the owner RUT shape and check digit, up to 15 characters', () => {
    expect(ownerField('rutOwner', '')).toBe('Campo requerido');
    expect(ownerField('rutOwner', '7654321')).toBe('Formato de RUT inválido');
    expect(ownerField('rutOwner', '7654321-5')).toBe('Dígito verificador inválido');
    expect(ownerField('rutOwner', '7.654.321-6')).toBeNull();
    expect(ownerField('rutOwner', '0000.7.654.321-6')).toBe('Maximo 15 caracteres');
  });

  it('requires the owner phone (Telefono es requerido)', () => {
    expect(ownerField('phoneOwner', '')).toBe('Telefono es requerido');
  });

  it('requires the owner e-mail (Correo electrónico es requerido)', () => {
    expect(ownerField('emailOwner', '')).toBe('Correo electrónico es requerido');
  });
});

describe('the whole request', () => {
  it('is both phases, field for field', () => {
    expect(Object.keys(PowerFieldsSchema.entries)).toEqual([
      ...Object.keys(DriverVehicleSchema.entries),
      ...Object.keys(OwnerSchema.entries),
    ]);
    expect(v.safeParse(PowerFieldsSchema, POWER_FIELDS_SAMPLE).success).toBe(true);
  });
});
