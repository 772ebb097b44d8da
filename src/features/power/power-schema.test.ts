// The simple power form's schemas put the shared rules on the right fields, with the form's own
// messages and limits. The plate, phone, e-mail and RUT rules themselves (patterns, digits, check
// digit, blocked domain) are proven in src/lib/validation; the ID image rule lives here.
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { driverVehicleSchema, ownerSchema } from './power-schema.ts';
import { idImageError } from './use-id-images.ts';

const driverVehicle = {
  fullNameDriver: 'Juan Pérez Soto',
  rutDriver: '12345678-5',
  nationalityDriver: 'Chilena',
  addressDriver: 'Av. Providencia 1234, Santiago',
  vehicleBrand: 'Toyota',
  vehicleModel: 'Yaris',
  vehicleYear: '2019',
  vehicleLicensePlate: 'bb bb 12',
};

const owner = {
  fullNameOwner: 'María González',
  rutOwner: '7654321-6',
  nationalityOwner: 'Chilena',
  addressOwner: 'Los Aromos 55, Maipú',
  phoneOwner: '987654321',
  emailOwner: 'maria@correo.cl',
};

type Shape = typeof driverVehicleSchema | typeof ownerSchema;

/** The first message of one field, as the form shows it. */
function messageFor(schema: Shape, base: Record<string, string>, key: string, value: string): string | null {
  const result = v.safeParse(schema, { ...base, [key]: value });
  if (result.success) return null;
  const issue = result.issues.find((item) => item.path?.[0]?.key === key);
  return issue?.message ?? null;
}

const driver = (key: keyof typeof driverVehicle, value: string) =>
  messageFor(driverVehicleSchema, driverVehicle, key, value);
const ownerField = (key: keyof typeof owner, value: string) => messageFor(ownerSchema, owner, key, value);

describe('phase 1: driver and vehicle', () => {
  it('accepts a complete driver and vehicle, upper-casing the plate without spaces', () => {
    const output = v.parse(driverVehicleSchema, driverVehicle);
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
    expect(v.safeParse(ownerSchema, owner).success).toBe(true);
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

describe('owner ID images', () => {
  const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

  it('accepts PNG, JPG and JPEG images under 3 MB', () => {
    expect(idImageError(file('frente.png', 'image/png', 1000))).toBeNull();
    expect(idImageError(file('frente.jpg', 'image/jpeg', 1000))).toBeNull();
    expect(idImageError(file('frente.JPEG', 'image/jpeg', 3145727))).toBeNull();
  });

  it('requires each image (Campo requerido)', () => {
    expect(idImageError(null)).toBe('Campo requerido');
  });

  it('refuses another type with the exact message', () => {
    expect(idImageError(file('cedula.gif', 'image/gif', 1000))).toBe(
      'El archivo cedula.gif tiene un tipo no válido. Por favor, sube un archivo con uno de los siguientes tipos: PNG, JPG, JPEG.',
    );
    expect(idImageError(file('cedula.pdf', 'application/pdf', 1000))).toMatch(/^El archivo cedula.pdf tiene un tipo/);
  });

  it('refuses a file of 3 MB (3145728 bytes) or more with the exact message', () => {
    expect(idImageError(file('grande.png', 'image/png', 3145728))).toBe(
      'El archivo grande.png es demasiado grande. Por favor, sube un archivo de menos de 3MB.',
    );
  });
});
