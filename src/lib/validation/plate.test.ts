import { describe, expect, it } from 'vitest';
import {
  isValidPlate,
  makeModelSchema,
  normalizePlate,
  PLATE_FORMAT_MESSAGE,
  plateSchema,
  upperNoSpaces,
} from './plate.ts';
import { firstMessage, outputOf } from './test-helpers.ts';

describe('plate normalisation', () => {
  it('upper-cases and removes every space', () => {
    expect(normalizePlate(' bb bb 12 ')).toBe('BBBB12');
    expect(upperNoSpaces('mercedes benz\tsprinter')).toBe('MERCEDESBENZSPRINTER');
  });
});

describe('plate patterns', () => {
  it.each(['BBBB12', 'bcdf12', 'AB1234', 'BBB12', 'AB123', 'BBBB-12', 'AB-1234', 'AB.1234', 'BBBB12-3', 'AB1234-K'])(
    'accepts %s',
    (plate) => {
      expect(isValidPlate(plate)).toBe(true);
    },
  );

  it.each(['ABCD12', 'BBBB1', 'BBBB123', 'A1234', 'ABC1234', 'AB12345', '1234AB', 'BBBB12-34', 'BBBB12K', 'BB--12'])(
    'rejects %s',
    (plate) => {
      expect(isValidPlate(plate)).toBe(false);
    },
  );
});

describe('plateSchema', () => {
  const plate = plateSchema();

  it('outputs the plate upper-cased without spaces', () => {
    expect(outputOf(plate, 'bb bb 12')).toBe('BBBB12');
  });

  it('requires a plate', () => {
    expect(firstMessage(plate, '')).toBe('Patente de vehículo es requerida');
    expect(firstMessage(plate, '   ')).toBe('Patente de vehículo es requerida');
  });

  it('rejects more than 12 characters', () => {
    expect(firstMessage(plate, 'BBBB12345678')).toBe(PLATE_FORMAT_MESSAGE); // 12: length ok
    expect(firstMessage(plate, 'BBBB123456789')).toBe('Patente no debe exceder los 12 caracteres');
  });

  it('rejects a plate that matches no Chilean pattern', () => {
    expect(firstMessage(plate, 'ABCD12')).toBe('Formato de patente inválido');
    expect(firstMessage(plate, 'bbbb-12')).toBeNull();
  });
});

describe('makeModelSchema', () => {
  const make = makeModelSchema();

  it('outputs the value upper-cased without spaces', () => {
    expect(outputOf(make, 'Great Wall')).toBe('GREATWALL');
  });

  it('requires a value and allows up to 30 characters', () => {
    expect(firstMessage(make, ' ')).toBe('Campo requerido');
    expect(firstMessage(make, 'A'.repeat(30))).toBeNull();
    expect(firstMessage(make, 'A'.repeat(31))).toBe('No debe exceder los 30 caracteres');
  });
});
