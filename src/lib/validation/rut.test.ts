import { describe, expect, it } from 'vitest';
import {
  cleanRut,
  computeRutCheckDigit,
  formatRut,
  isValidRut,
  RUT_CHECK_DIGIT_MESSAGE,
  RUT_FORMAT_MESSAGE,
  rutSchema,
} from './rut.ts';
import { firstMessage } from './test-helpers.ts';

describe('RUT helpers', () => {
  it('cleans a RUT to digits and an upper-case final K', () => {
    expect(cleanRut('12.345.678-k')).toBe('12345678K');
    expect(cleanRut(' 7.654.321-6 ')).toBe('76543216');
    expect(cleanRut('1k2')).toBe('12');
  });

  it('formats with dots and a dash, also while typing', () => {
    expect(formatRut('12345678-5')).toBe('12.345.678-5');
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('1000005k')).toBe('1.000.005-K');
    expect(formatRut('1')).toBe('1');
    expect(formatRut('12')).toBe('1-2');
    expect(formatRut('1234')).toBe('123-4');
    expect(formatRut('12345')).toBe('1.234-5');
    expect(formatRut('')).toBe('');
  });

  it('computes the check digit by modulus 11 with weights 2 to 7', () => {
    expect(computeRutCheckDigit('12345678')).toBe('5');
    expect(computeRutCheckDigit('11111111')).toBe('1');
    expect(computeRutCheckDigit('7654321')).toBe('6');
  });

  it('gives K when the remainder yields 10 and 0 when it yields 11', () => {
    expect(computeRutCheckDigit('1000005')).toBe('K');
    expect(computeRutCheckDigit('1000013')).toBe('0');
  });

  it('tells valid RUTs from invalid ones', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('12345678-5')).toBe(true);
    expect(isValidRut('1.000.005-k')).toBe(true);
    expect(isValidRut('12.345.678-4')).toBe(false);
    expect(isValidRut('123456785')).toBe(false);
  });
});

describe('rutSchema', () => {
  const registration = rutSchema({ max: 13 });

  it('accepts a RUT with dots and dash, without dots, and with a lower-case k', () => {
    expect(firstMessage(registration, '12.345.678-5')).toBeNull();
    expect(firstMessage(registration, '12345678-5')).toBeNull();
    expect(firstMessage(registration, '1.000.005-k')).toBeNull();
    expect(firstMessage(registration, '1000013-0')).toBeNull();
  });

  it('requires a RUT', () => {
    expect(firstMessage(registration, '')).toBe('Campo requerido');
    expect(firstMessage(registration, '   ')).toBe('Campo requerido');
  });

  it('uses the form’s own required message when given', () => {
    expect(firstMessage(rutSchema({ max: 15, requiredMessage: 'RUT es requerido' }), '')).toBe('RUT es requerido');
  });

  it('rejects a RUT whose check digit is wrong', () => {
    expect(firstMessage(registration, '12.345.678-4')).toBe(RUT_CHECK_DIGIT_MESSAGE);
    expect(firstMessage(registration, '1.000.005-0')).toBe('Dígito verificador inválido');
  });

  it('rejects a body shorter than 2 or longer than 8 digits', () => {
    expect(firstMessage(registration, '6-K')).toBe(RUT_FORMAT_MESSAGE);
    expect(firstMessage(registration, '12-4')).toBeNull();
    expect(firstMessage(registration, '99999999-9')).toBeNull();
    expect(firstMessage(registration, '123456789-2')).toBe('Formato de RUT inválido');
  });

  it('rejects a RUT without a dash, with letters or with misplaced dots', () => {
    expect(firstMessage(registration, '123456785')).toBe('Formato de RUT inválido');
    expect(firstMessage(registration, '12a45678-5')).toBe('Formato de RUT inválido');
    expect(firstMessage(registration, '1.2345.678-5')).toBe('Formato de RUT inválido');
    expect(firstMessage(registration, '12345678-X')).toBe('Formato de RUT inválido');
  });

  it('enforces the form maximum: 13 for registration, 12 for the driver', () => {
    expect(firstMessage(registration, '12.345.678-5')).toBeNull(); // 12 characters
    expect(firstMessage(registration, '00.012.345.678-5')).toBe('No debe exceder los 13 caracteres');
    const driver = rutSchema({ max: 12 });
    expect(firstMessage(driver, '12.345.678-5')).toBeNull();
    expect(firstMessage(driver, '012.345.678-5')).toBe('No debe exceder los 12 caracteres');
  });
});
