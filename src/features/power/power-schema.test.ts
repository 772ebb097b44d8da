// Every rule of the simple power form with its exact Spanish message.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
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

  it('rejects a driver RUT with a wrong shape (Formato de RUT inválido)', () => {
    expect(driver('rutDriver', '')).toBe('Campo requerido');
    expect(driver('rutDriver', '12345678')).toBe('Formato de RUT inválido');
    expect(driver('rutDriver', '1-9')).toBe('Formato de RUT inválido');
    expect(driver('rutDriver', '12345678-X')).toBe('Formato de RUT inválido');
  });

  it('rejects a driver RUT whose check digit is wrong (Dígito verificador inválido)', () => {
    expect(driver('rutDriver', '12345678-4')).toBe('Dígito verificador inválido');
    expect(driver('rutDriver', '1000005-K')).toBeNull();
    expect(driver('rutDriver', '1000005-k')).toBeNull();
  });

  it('limits the driver RUT to 12 characters', () => {
    expect(driver('rutDriver', '12.345.678-5')).toBeNull();
    expect(driver('rutDriver', '012.345.678-5')).toBe('Maximo 12 caracteres');
  });

  it('requires a vehicle year from 2005 to 2025', () => {
    expect(driver('vehicleYear', '')).toBe('Campo requerido');
    expect(driver('vehicleYear', '2005')).toBeNull();
    expect(driver('vehicleYear', '2025')).toBeNull();
    expect(driver('vehicleYear', '2004')).toBe('El año debe estar entre 2005 y 2025');
    expect(driver('vehicleYear', '2026')).toBe('El año debe estar entre 2005 y 2025');
  });

  it('requires the plate (Patente de vehículo es requerida)', () => {
    expect(driver('vehicleLicensePlate', '')).toBe('Patente de vehículo es requerida');
    expect(driver('vehicleLicensePlate', '   ')).toBe('Patente de vehículo es requerida');
  });

  it('limits the plate to 12 characters (Patente no debe exceder los 12 caracteres)', () => {
    expect(driver('vehicleLicensePlate', 'BBBB12345678X')).toBe('Patente no debe exceder los 12 caracteres');
  });

  it('accepts the Chilean plate patterns and rejects others (Formato de patente inválido)', () => {
    for (const plate of ['BBBB12', 'bbbb-12', 'AB1234', 'BBB12', 'AB123', 'BBBB12-K']) {
      expect(driver('vehicleLicensePlate', plate)).toBeNull();
    }
    for (const plate of ['AAAA12', '123456', 'B1', 'ABCD']) {
      expect(driver('vehicleLicensePlate', plate)).toBe('Formato de patente inválido');
    }
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

  it('wants 9 to 12 digits in the owner phone', () => {
    expect(ownerField('phoneOwner', '98765432')).toBe('El teléfono debe tener al menos 9 dígitos');
    expect(ownerField('phoneOwner', '987654321')).toBeNull();
    expect(ownerField('phoneOwner', '987654321098')).toBeNull();
    expect(ownerField('phoneOwner', '9876543210987')).toBe('El teléfono no puede tener más de 12 dígitos');
  });

  it('wants only digits in the owner phone', () => {
    expect(ownerField('phoneOwner', '9876-54321')).toBe('El teléfono solo puede contener números');
  });

  it('wants the owner phone to start with 9 (El teléfono debe comenzar con 9)', () => {
    expect(ownerField('phoneOwner', '887654321')).toBe('El teléfono debe comenzar con 9');
  });

  it('refuses 0000 and 1234 runs in the owner phone', () => {
    const message = 'El teléfono no puede contener secuencias como 0000 o 1234';
    expect(ownerField('phoneOwner', '987600005')).toBe(message);
    expect(ownerField('phoneOwner', '987612345')).toBe(message);
  });

  it('requires the owner e-mail (Correo electrónico es requerido)', () => {
    expect(ownerField('emailOwner', '')).toBe('Correo electrónico es requerido');
  });

  it('limits the owner e-mail to 70 characters', () => {
    const local = 'a'.repeat(70 - '@correo.cl'.length);
    expect(ownerField('emailOwner', `${local}@correo.cl`)).toBeNull();
    expect(ownerField('emailOwner', `${local}a@correo.cl`)).toBe(
      'Correo electrónico no puede exceder los 70 caracteres',
    );
  });

  it('rejects a malformed owner e-mail (Correo electrónico inválido)', () => {
    expect(ownerField('emailOwner', 'maria@correo')).toBe('Correo electrónico inválido');
    expect(ownerField('emailOwner', 'maria.correo.cl')).toBe('Correo electrónico inválido');
  });

  it('rejects characters outside a-z, A-Z, 0-9, @, ., _, -', () => {
    expect(ownerField('emailOwner', 'maría@correo.cl')).toBe(
      'El correo electrónico solo puede contener caracteres permitidos (a-z, A-Z, 0-9, @, ., _, -)',
    );
  });

  it("rejects an e-mail on a domain containing the provider's name", () => {
    expect(ownerField('emailOwner', 'maria@enlista.cl')).toBe('Correo electrónico inválido');
    expect(ownerField('emailOwner', 'maria@mail.Enlista-chile.com')).toBe('Correo electrónico inválido');
    expect(ownerField('emailOwner', 'enlista@correo.cl')).toBeNull();
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
